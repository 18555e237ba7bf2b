import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/api-key';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { requireFreshFactorBesidesPin } from '../identity/service.ts';
import { createApiKey, listApiKeys, revokeApiKey, rollApiKey } from './api-keys.ts';

/** account/info's API keys card: list, create, roll, revoke (the merchant of the session). */
export function registerApiKeyRoutes(app: FastifyInstance, deps: ServerDeps): void {
  /** who asks, for which merchant, when */
  const by = (ctx: { scope: string[]; auth: { userId: number }; actor: { userId: number; ip: string; userAgent: string } }) => ({
    merchantNo: ctx.scope[0]!,
    userId: ctx.auth.userId,
    actor: ctx.actor,
    now: deps.now(),
  });
  route(app, endpoints.listApiKeys, (ctx) => listApiKeys(deps, { ...by(ctx), ...ctx.query }));
  route(app, endpoints.createApiKey, async (ctx) => {
    await requireFreshFactorBesidesPin(deps.db, ctx.auth, deps.now());
    const { paymentPassword, ...key } = ctx.body;
    return createApiKey(deps, { ...by(ctx), pin: paymentPassword, ...key });
  });
  route(app, endpoints.rollApiKey, async (ctx) => {
    await requireFreshFactorBesidesPin(deps.db, ctx.auth, deps.now());
    const { paymentPassword, ...roll } = ctx.body;
    return rollApiKey(deps, { ...by(ctx), pin: paymentPassword, ...roll });
  });
  route(app, endpoints.revokeApiKey, (ctx) => revokeApiKey(deps, { ...by(ctx), id: ctx.body.id }));
}
