import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/api-key';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { createApiKey, listApiKeys, revokeApiKey, rollApiKey } from './api-keys.ts';

/** account/info's API keys card: list, create, roll, revoke (the merchant of the session). */
export function registerApiKeyRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.listApiKeys, (ctx) => listApiKeys(deps, { merchantNo: ctx.scope[0]!, userId: ctx.auth.userId, ...ctx.query, now: deps.now() }));
  route(app, endpoints.createApiKey, (ctx) =>
    createApiKey(deps, {
      merchantNo: ctx.scope[0]!,
      userId: ctx.auth.userId,
      pin: ctx.body.paymentPassword,
      name: ctx.body.name,
      lifetime: ctx.body.lifetime,
      actor: ctx.actor,
      now: deps.now(),
    }),
  );
  route(app, endpoints.rollApiKey, (ctx) =>
    rollApiKey(deps, {
      merchantNo: ctx.scope[0]!,
      userId: ctx.auth.userId,
      pin: ctx.body.paymentPassword,
      id: ctx.body.id,
      overlap: ctx.body.overlap,
      actor: ctx.actor,
      now: deps.now(),
    }),
  );
  route(app, endpoints.revokeApiKey, (ctx) => revokeApiKey(deps, { merchantNo: ctx.scope[0]!, id: ctx.body.id, actor: ctx.actor, now: deps.now() }));
}
