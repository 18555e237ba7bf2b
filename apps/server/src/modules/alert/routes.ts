import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/alert';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { refundPolicyOf } from '../refund/service.ts';
import { closeAlert, refundAlert } from './service.ts';
import { alertDetail, itemOf, listAlerts } from './views.ts';

export function registerAlertRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const operator = (ctx: { actor: { userId: number; name: string; ip: string; userAgent: string } }) => ({ kind: 'operator' as const, ...ctx.actor });

  route(app, endpoints.listAlerts, (ctx) => listAlerts(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }));

  route(app, endpoints.getAlert, (ctx) => alertDetail(deps.db, ctx.scope, { alertId: ctx.query.alertId }));

  // in the Idempotency-Key's transaction: a replay answers the first refund, never a second one
  route(app, endpoints.refundAlert, async (ctx) =>
    itemOf(ctx.tx!, await refundAlert(ctx.tx!, refundPolicyOf(deps), { scope: ctx.scope, ...ctx.body, actor: operator(ctx), now: deps.now() })),
  );

  for (const [endpoint, status] of [
    [endpoints.markAlertProcessed, 'processed'],
    [endpoints.ignoreAlert, 'ignored'],
  ] as const)
    route(app, endpoint, (ctx) =>
      deps.db.transaction(async (tx) =>
        itemOf(tx, await closeAlert(tx, { scope: ctx.scope, alertId: ctx.body.alertId, status, actor: operator(ctx), now: deps.now() })),
      ),
    );
}
