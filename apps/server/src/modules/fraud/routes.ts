import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/fraud';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { refundPolicyOf } from '../refund/service.ts';
import { blacklistFraud, fraudDetail, listFraud, refundFraud, reviewFraud, type AddListItem } from './service.ts';

/** `addItem`: the blacklist module's M item, passed in by the composition root (app.ts). */
export function registerFraudRoutes(app: FastifyInstance, deps: ServerDeps, o: { addItem: AddListItem }): void {
  const operator = (ctx: { actor: { userId: number; name: string; ip: string; userAgent: string } }) => ({ kind: 'operator' as const, ...ctx.actor });

  route(app, endpoints.listFraudNotifications, (ctx) => listFraud(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }));

  route(app, endpoints.getFraudNotification, (ctx) => fraudDetail(deps.db, ctx.scope, ctx.query.serviceId));

  // in the Idempotency-Key's transaction (ctx.tx), as the refund form's own route
  route(app, endpoints.refundFraudPayment, (ctx) =>
    refundFraud(ctx.tx!, refundPolicyOf(deps), { scope: ctx.scope, ...ctx.body, actor: operator(ctx), now: deps.now() }),
  );

  route(app, endpoints.blacklistFraudPayment, (ctx) =>
    deps.db.transaction(async (tx) => {
      await blacklistFraud(tx, o.addItem, { scope: ctx.scope, body: ctx.body, lang: ctx.lang, actor: operator(ctx), now: deps.now() });
      return fraudDetail(tx, ctx.scope, ctx.body.serviceId);
    }),
  );

  route(app, endpoints.reviewFraudNotification, (ctx) =>
    deps.db.transaction((tx) => reviewFraud(tx, { scope: ctx.scope, serviceId: ctx.body.serviceId, actor: operator(ctx), now: deps.now() })),
  );
}
