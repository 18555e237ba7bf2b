import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/rdr';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { listRdr, rdrDetail } from './views.ts';

/** risk/rdr: the list and one alert (read-only: the enrolment's rules decide each alert on arrival). */
export function registerRdrRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.listRdrAlerts, (ctx) => listRdr(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }));
  route(app, endpoints.getRdrAlert, (ctx) => rdrDetail(deps.db, ctx.scope, { alertId: ctx.query.id, lang: ctx.lang }));
}
