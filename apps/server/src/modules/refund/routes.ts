import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/refund';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { refundNeedsStepUp } from '@crossbill/contracts/two-factor';
import { requireFreshFactor } from '../identity/service.ts';
import { registerRefundBatchRoutes } from './batch-routes.ts';
import { exportRefunds } from './export.ts';
import { createdItem, createRefund, listRefunds, refundableOf, refundDetail as detailOf, refundPolicyOf } from './service.ts';

export function registerRefundRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.getRefundable, (ctx) => refundableOf(deps.db, ctx.scope, ctx.query.transactionId));

  route(app, endpoints.applyRefund, async (ctx) =>
    createdItem(
      await createRefund(ctx.tx!, refundPolicyOf(deps), {
        scope: ctx.scope,
        payment: ctx.body.transactionId,
        amount: ctx.body.amount,
        reason: ctx.body.reason,
        actor: { ...ctx.actor, source: 'portal' },
        now: deps.now(),
        // everyday refunds go straight through; a large one asks for a fresh second factor (contracts
        // two-factor.ts), read in the refund's own transaction
        freshFactor: refundNeedsStepUp(ctx.body.amount) ? () => requireFreshFactor(ctx.tx!, ctx.auth, deps.now()) : undefined,
      }),
    ),
  );

  route(app, endpoints.listRefunds, (ctx) => listRefunds(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }));

  route(app, endpoints.getRefund, (ctx) => detailOf(deps.db, ctx.scope, ctx.query.refundId));

  route(app, endpoints.exportRefunds, (ctx) =>
    exportRefunds(deps, ctx.scope, {
      merchantNo: ctx.auth.merchantNo!,
      userId: ctx.auth.userId,
      lang: ctx.lang,
      filters: ctx.body,
      client: { ip: ctx.ip, userAgent: ctx.userAgent },
    }),
  );

  registerRefundBatchRoutes(app, deps);
}
