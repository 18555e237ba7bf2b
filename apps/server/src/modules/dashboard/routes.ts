import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/dashboard';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { captureSettingsOf, dashboard, payoutOverview, saveCaptureSettings, summary } from './service.ts';

export function registerDashboardRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  route(app, endpoints.getDashboard, (ctx) => dashboard(db, ctx.scope, { displayCurrency: ctx.query.displayCurrency, now: deps.now() }));
  route(app, endpoints.getSummary, (ctx) => summary(db, ctx.scope, { days: ctx.query.days, now: deps.now() }));
  route(app, endpoints.getPayoutOverview, (ctx) => payoutOverview(db, ctx.scope, { lang: ctx.lang, now: deps.now() }));

  route(app, endpoints.getCaptureSettings, (ctx) => captureSettingsOf(db, ctx.scope[0]!));
  route(app, endpoints.saveCaptureSettings, (ctx) => saveCaptureSettings(db, ctx.scope[0]!, ctx.body, { actor: ctx.actor, now: deps.now() }));
}
