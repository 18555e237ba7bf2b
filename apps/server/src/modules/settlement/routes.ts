import type { FastifyInstance } from 'fastify';
import { pageOf } from '@crossbill/contracts/envelope';
import { downloadTask } from '@crossbill/contracts/shell';
import {
  batchIdQuery,
  batchTransaction,
  batchTransactionsQuery,
  settlementBatch,
  settlementListQuery,
  statementExportBody,
  successRateQuery,
  successRateReport,
  walletSettlementDetail,
} from '@crossbill/contracts/settlement';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { batchOf, batchTransactions, listBatches, toBatch, walletDetail } from './service.ts';
import { exportPeriodStatement } from './statement.ts';
import { successRateReport as report } from './reports.ts';

const tags = ['settlement'];
const families: Array<'/blocMer' | '/proxyMer'> = ['/blocMer', '/proxyMer'];

export function registerSettlementRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  // settlement/balance (acquiring side) and wallet/settlement (the wallet's side) read the same batches
  for (const [prefix, permission] of [
    ['/settlement/batch', 'settlement:balance'],
    ['/wallet/settlement/batch', 'wallet:settlement'],
  ] as const) {
    route(
      app,
      {
        method: 'GET',
        url: `${prefix}/list`,
        permission,
        families,
        query: settlementListQuery,
        response: pageOf(settlementBatch),
        summary: 'Settlement batches, newest first, filtered by date, currency and status',
        tags,
      },
      (ctx) => listBatches(db, ctx.scope, ctx.query),
    );
    route(
      app,
      { method: 'GET', url: `${prefix}/detail`, permission, families, query: batchIdQuery, response: settlementBatch, summary: 'One settlement batch', tags },
      async (ctx) => toBatch(await batchOf(db, ctx.scope, ctx.query.batchId)),
    );
  }

  route(
    app,
    {
      method: 'GET',
      url: '/settlement/batch/transactions',
      permission: 'settlement:balance',
      families,
      query: batchTransactionsQuery,
      response: pageOf(batchTransaction),
      summary: 'The transactions and refunds a batch settled, with each payment fee',
      tags,
    },
    (ctx) => batchTransactions(db, ctx.scope, ctx.query),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/wallet/settlement/details',
      permission: 'wallet:settlement',
      families,
      query: batchIdQuery,
      response: walletSettlementDetail,
      summary: "A batch's ledger entry: what left to-be-settled, reached available and was charged",
      tags,
    },
    (ctx) => walletDetail(db, ctx.scope, ctx.query.batchId),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/report/statement/export',
      permission: 'report:statement:export',
      body: statementExportBody,
      response: downloadTask,
      summary: 'Queue the period statement of a currency (opening, settled batches, refunds, outgoing, closing) for the download center',
      tags,
    },
    (ctx) =>
      exportPeriodStatement(deps, {
        ...ctx.body,
        merchantNo: ctx.auth.merchantNo!,
        userId: ctx.auth.userId,
        lang: ctx.lang,
        client: { ip: ctx.ip, userAgent: ctx.userAgent },
      }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/report/success-rate',
      permission: 'report:successRate',
      families,
      query: successRateQuery,
      response: successRateReport,
      summary: 'Success rate by day, method, BIN country and currency, with the decline reasons (from the daily rollups)',
      tags,
    },
    (ctx) => report(db, ctx.scope, ctx.query, deps.now()),
  );
}
