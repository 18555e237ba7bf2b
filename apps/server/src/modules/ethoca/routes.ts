import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/ethoca';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { refundPolicyOf } from '../refund/service.ts';
import { respondAlert } from './service.ts';
import { alertDetail, listAlerts } from './views.ts';

/** risk/alert: the list, one alert, and the answer (in the Idempotency-Key's transaction: it may refund). */
export function registerEthocaRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.listEthocaAlerts, (ctx) => listAlerts(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }));

  route(app, endpoints.getEthocaAlert, (ctx) => alertDetail(deps.db, ctx.scope, { alertId: ctx.query.id, now: deps.now() }));

  route(app, endpoints.respondEthocaAlert, async (ctx) => {
    const now = deps.now();
    const a = await respondAlert(ctx.tx!, { scope: ctx.scope, ...ctx.body, policy: refundPolicyOf(deps), actor: { kind: 'operator', ...ctx.actor }, now });
    return alertDetail(ctx.tx!, ctx.scope, { alertId: a.alertId, now });
  });
}
