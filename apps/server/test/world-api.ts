// How the route world (route-world.ts) talks to the server and makes its people: the API through
// app.inject with the client headers, a signed-in administrator of a new merchant, and the check that
// every step of the world succeeded.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import type { ServerDeps } from '../src/deps.ts';
import { addOperator } from '../src/modules/access/service.ts';
import { createUser } from '../src/modules/identity/service.ts';
import { createMerchant, type CreateMerchantInput } from '../src/modules/merchant/service.ts';

export interface RouteServer {
  app: FastifyInstance;
  deps: ServerDeps;
}

export interface World {
  /** the administrator of the aggregate merchant, of the group and of the proxy merchant */
  cookies: { merchant: string; group: string; proxy: string };
  merchantNo: string;
  /** ids and values the routes' required parameters take, by name */
  values: Record<string, string>;
  /** the aggregate merchant's Payment API secret key, and the server's clock, to sign /v1 calls */
  secretKey: string;
  now: () => Date;
  /** the successful POST answers made while building the world (their bodies are checked too) */
  posts: Array<{ path: string; body: unknown }>;
  api: WorldApi;
}

export type WorldApi = (
  method: string,
  url: string,
  o?: { cookie?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string; contentType?: string },
) => Promise<{ status: number; body: { respCode: string; respMsg: string; data: any }; text: string; cookie?: string }>;

export const WORLD_PASSWORD = 'Crossbill@2026';
export const WORLD_PIN = '530817';
/** a 1x1 PNG: an image upload that passes the byte check */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export function apiOf(app: FastifyInstance): WorldApi {
  return async (method, url, o = {}) => {
    const headers: Record<string, string> = { 'ow-source': 'merchant', 'ow-version': '1.9.12-2', ...(o.cookie ? { cookie: o.cookie } : {}), ...o.headers };
    let payload: string | undefined;
    if (o.rawBody !== undefined) {
      payload = o.rawBody;
      headers['content-type'] = o.contentType ?? 'application/json';
    } else if (o.body !== undefined) {
      payload = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method: method as 'GET', url: url.startsWith('/api') || url.startsWith('/v1') ? url : `/api${url}`, headers, payload });
    let body: { respCode: string; respMsg: string; data: any };
    try {
      body = res.json();
    } catch {
      body = { respCode: '', respMsg: '', data: null };
    }
    const session = res.cookies.find((c) => c.name === 'cb_session');
    return { status: res.statusCode, body, text: res.body, cookie: session ? `cb_session=${session.value}` : undefined };
  };
}

export async function admin(s: RouteServer, api: WorldApi, overrides: Partial<CreateMerchantInput>) {
  const merchant = await createMerchant(s.deps.db, {
    name: `Route World ${crypto.randomUUID().slice(0, 8)}`,
    merchantType: MerchantType.ACQUIRING,
    businessType: BusinessType.ACQUIRING,
    businessTypes: 'acquiring',
    status: MerchantStatus.ACTIVE,
    ...overrides,
  });
  const email = `world-${crypto.randomUUID()}@test.dev`;
  const user = await createUser(s.deps.db, { name: 'World Admin', email, password: WORLD_PASSWORD });
  await addOperator(s.deps.db, { userId: user.id, merchantNo: merchant.merchantNo, roleId: merchant.adminRoleId, isDefault: true });
  const login = await api('POST', '/merLogin/doLogin', { body: { email, password: WORLD_PASSWORD } });
  if (login.body.respCode !== '20000' || !login.cookie) throw new Error(`world: login failed: ${login.body.respMsg}`);
  return { merchant, email, userId: user.id, cookie: login.cookie };
}

/** Each step's answer must be a success: a world with holes would let routes go unchecked. */
export function ok<T extends { status: number; body: { respCode: string; respMsg: string; data: any } }>(what: string, r: T): T['body']['data'] {
  if (r.body.respCode !== '20000') throw new Error(`world: ${what} answered ${r.status} ${r.body.respCode} ${r.body.respMsg}`);
  return r.body.data;
}
