import crypto from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { addOperator } from '../src/modules/access/service.ts';
import { createUser } from '../src/modules/identity/service.ts';
import { createMerchant, type CreateMerchantInput, type CreatedMerchant } from '../src/modules/merchant/service.ts';
import { createTestServer, type ApiResponse, type TestServer } from './harness.ts';

/**
 * The people and merchants a server test needs, made through the services (DESIGN.md section 7):
 * each call makes new ones (unique e-mails), so that no test depends on another.
 */

/**
 * This file's server: made before its tests (`beforeAll`), closed after them (`afterAll`). The object
 * is filled in by `beforeAll`: use it inside tests and hooks, not while the file is being collected.
 */
export function useTestServer(env: Record<string, string> = {}, opts: Parameters<typeof createTestServer>[1] = {}): TestServer {
  const s = {} as TestServer;
  beforeAll(async () => {
    Object.assign(s, await createTestServer(env, opts));
  });
  afterAll(async () => {
    await s.close?.();
  });
  return s;
}

/** The password of every user these helpers make, unless a test gives its own. */
export const PASSWORD = 'Crossbill@2026';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${crypto.randomUUID()}@test.dev`;

/** A random client address (`x-forwarded-for`), so that per-client login limits stay a test's own. */
export const randomIp = () => `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;

/** What the operator helpers need of a merchant: its number and its administrator role. */
export interface MerchantRef {
  merchantNo: string;
  adminRoleId: number;
}

/**
 * An active acquiring merchant with its administrator role that also holds the payout line (so that
 * its wallet and transfer calls are open); `overrides` replace any field, `businessTypes: 'acquiring'`
 * makes it acquiring-only.
 */
export function newMerchant(s: TestServer, overrides: Partial<CreateMerchantInput> = {}): Promise<CreatedMerchant> {
  return createMerchant(s.deps.db, {
    name: `Test Merchant ${crypto.randomUUID().slice(0, 8)}`,
    merchantType: MerchantType.ACQUIRING,
    businessType: BusinessType.ACQUIRING,
    businessTypes: 'acquiring,payout',
    status: MerchantStatus.ACTIVE,
    ...overrides,
  });
}

export type UserOverrides = Partial<Parameters<typeof createUser>[1]>;

export interface NewUser {
  email: string;
  password: string;
  user: Awaited<ReturnType<typeof createUser>>;
}

/** A user (no merchant yet) with a unique e-mail and `PASSWORD`, unless `overrides` say otherwise. */
export async function newUser(s: TestServer, overrides: UserOverrides = {}): Promise<NewUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  const user = await createUser(s.deps.db, { name: 'Test User', ...overrides, email, password });
  return { email, password, user };
}

/** Make the user an operator of the merchant, with the merchant's administrator role unless `roleId` is given. */
export function joinMerchant(s: TestServer, userId: number, merchant: MerchantRef, o: { roleId?: number; isDefault?: boolean } = {}) {
  return addOperator(s.deps.db, { userId, merchantNo: merchant.merchantNo, roleId: o.roleId ?? merchant.adminRoleId, isDefault: o.isDefault });
}

export interface SignInOptions {
  password?: string;
  /** the client address (`x-forwarded-for`); the inject default otherwise */
  ip?: string;
  userAgent?: string;
  /** check that the login succeeded (respCode 20000); on by default */
  expectOk?: boolean;
}

/** `POST /api/merLogin/doLogin`: the response and the session cookie it set. */
export async function signIn(s: TestServer, email: string, o: SignInOptions = {}): Promise<{ res: ApiResponse; cookie: string }> {
  const headers: Record<string, string> = {};
  if (o.ip) headers['x-forwarded-for'] = o.ip;
  if (o.userAgent) headers['user-agent'] = o.userAgent;
  const res = await s.api('POST', '/merLogin/doLogin', { body: { email, password: o.password ?? PASSWORD }, headers });
  if (o.expectOk !== false) expect(res.body.respCode).toBe('20000');
  return { res, cookie: res.setCookie! };
}

export interface OperatorOptions<M extends MerchantRef> extends UserOverrides {
  /** the merchant to operate; a new one (`newMerchant` defaults) when absent */
  merchant?: M;
  /** the operator's role; the merchant's administrator role when absent */
  roleId?: number;
}

/** A new user operating a merchant (as its default account), not signed in. */
export async function newOperatorUser<M extends MerchantRef = CreatedMerchant>(s: TestServer, o: OperatorOptions<M> = {}) {
  const { merchant: given, roleId, ...userOverrides } = o;
  const merchant = (given ?? (await newMerchant(s))) as M;
  const created = await newUser(s, userOverrides);
  const operator = await joinMerchant(s, created.user.id, merchant, { roleId, isDefault: true });
  return { ...created, merchant, operator };
}

/** A new user operating a merchant, signed in: `cookie` is the session. */
export async function newOperator<M extends MerchantRef = CreatedMerchant>(
  s: TestServer,
  o: OperatorOptions<M> & Pick<SignInOptions, 'ip' | 'userAgent'> = {},
) {
  const { ip, userAgent, ...rest } = o;
  const made = await newOperatorUser(s, rest);
  const { cookie } = await signIn(s, made.email, { password: made.password, ip, userAgent });
  return { ...made, cookie };
}
