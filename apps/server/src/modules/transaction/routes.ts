import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/transaction';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { registerTrackingRoutes } from './tracking-routes.ts';
import { registerCaptureRoutes } from './capture-routes.ts';
import { exportTransactions, listTransactions, transactionDetail as detailOf } from './service.ts';

export function registerTransactionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(app, endpoints.listTransactions, (ctx) => listTransactions(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }));

  route(app, endpoints.getTransaction, (ctx) => detailOf(deps.db, ctx.scope, ctx.query.transactionId));

  route(app, endpoints.exportTransactions, (ctx) =>
    exportTransactions(deps, ctx.scope, {
      merchantNo: ctx.auth.merchantNo!,
      userId: ctx.auth.userId,
      lang: ctx.lang,
      filters: ctx.body,
      client: { ip: ctx.ip, userAgent: ctx.userAgent },
    }),
  );

  registerTrackingRoutes(app, deps);
  registerCaptureRoutes(app, deps);
}
