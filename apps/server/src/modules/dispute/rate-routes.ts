import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/chargeback-rate';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { exportChargebacks, exportRateReport } from './rate-export.ts';
import { chargebackOverview } from './rate-overview.ts';
import { rateMonth, rateReport, type RateDeps } from './rate-report.ts';

/** reports/refuse-rate, refuse-rate/view, the dashboard's chargeback block and the chargeback list's export. */
export function registerChargebackRateRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const rateDeps: RateDeps = { rates: deps.rates, thresholds: deps.config.CHARGEBACK_THRESHOLDS };
  const client = (ctx: { ip: string; userAgent: string }) => ({ ip: ctx.ip, userAgent: ctx.userAgent });

  route(app, endpoints.getRateReport, (ctx) => rateReport(deps.db, rateDeps, ctx.scope, ctx.query, deps.now()));
  route(app, endpoints.getRateMonth, (ctx) => rateMonth(deps.db, rateDeps, ctx.scope, { ...ctx.query, now: deps.now(), lang: ctx.lang }));
  route(app, endpoints.getChargebackOverview, (ctx) => chargebackOverview(deps.db, ctx.scope, { thresholds: rateDeps.thresholds, now: deps.now() }));

  route(app, endpoints.exportRateReport, (ctx) =>
    exportRateReport({ ...deps, thresholds: rateDeps.thresholds }, ctx.scope, {
      merchantNo: ctx.auth.merchantNo!,
      userId: ctx.auth.userId,
      lang: ctx.lang,
      query: ctx.body,
      client: client(ctx),
    }),
  );
  route(app, endpoints.exportChargebacks, (ctx) =>
    exportChargebacks(deps, ctx.scope, { merchantNo: ctx.auth.merchantNo!, userId: ctx.auth.userId, lang: ctx.lang, filters: ctx.body, client: client(ctx) }),
  );
}
