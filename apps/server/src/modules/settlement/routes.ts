import type { FastifyInstance } from 'fastify';
import * as endpoints from '@crossbill/contracts/endpoints/settlement';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { batchOf, batchTransactions, listBatches, toBatch, walletDetail } from './service.ts';
import { exportPeriodStatement } from './statement.ts';
import { successRateReport as report } from './reports.ts';

export function registerSettlementRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  // settlement/balance (acquiring side) and wallet/settlement (the wallet's side) read the same batches
  for (const [list, detail] of [
    [endpoints.listSettlementBatches, endpoints.getSettlementBatch],
    [endpoints.listWalletSettlementBatches, endpoints.getWalletSettlementBatch],
  ] as const) {
    route(app, list, (ctx) => listBatches(db, ctx.scope, ctx.query));
    route(app, detail, async (ctx) => toBatch(await batchOf(db, ctx.scope, ctx.query.batchId)));
  }

  route(app, endpoints.listBatchTransactions, (ctx) => batchTransactions(db, ctx.scope, ctx.query));

  route(app, endpoints.getWalletSettlementDetail, (ctx) => walletDetail(db, ctx.scope, ctx.query.batchId));

  route(app, endpoints.exportPeriodStatement, (ctx) =>
    exportPeriodStatement(deps, {
      ...ctx.body,
      merchantNo: ctx.auth.merchantNo!,
      userId: ctx.auth.userId,
      lang: ctx.lang,
      client: { ip: ctx.ip, userAgent: ctx.userAgent },
    }),
  );

  route(app, endpoints.getSuccessRate, (ctx) => report(db, ctx.scope, ctx.query, deps.now()));
}
