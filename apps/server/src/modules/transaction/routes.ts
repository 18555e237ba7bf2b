import type { FastifyInstance } from 'fastify';
import { downloadTask } from '@crossbill/contracts/shell';
import {
  columnSettings,
  transactionDetail,
  transactionDetailQuery,
  transactionFilters,
  transactionListQuery,
  transactionPage,
} from '@crossbill/contracts/transaction';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { registerTrackingRoutes } from './tracking-routes.ts';
import { registerCaptureRoutes } from './capture-routes.ts';
import { columnsOf, exportTransactions, listTransactions, saveColumns, transactionDetail as detailOf } from './service.ts';

const tags = ['transaction'];
const PAGE = 'transaction:query';

export function registerTransactionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(
    app,
    {
      method: 'GET',
      url: '/transaction/list',
      permission: PAGE,
      families: ['/blocMer', '/proxyMer'],
      query: transactionListQuery,
      response: transactionPage,
      summary: 'Transactions of the merchant (or the group members), newest first, filtered; the total is counted up to 10,000 (totalCapped beyond)',
      tags,
    },
    (ctx) => listTransactions(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/transaction/detail',
      permission: PAGE,
      families: ['/blocMer', '/proxyMer'],
      query: transactionDetailQuery,
      response: transactionDetail,
      summary: 'One transaction with every field, its refunds and its timeline',
      tags,
    },
    (ctx) => detailOf(deps.db, ctx.scope, ctx.query.transactionId),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transaction/export',
      permission: 'transaction:query:export',
      families: ['/blocMer', '/proxyMer'],
      body: transactionFilters,
      response: downloadTask,
      summary: 'Export the filtered transactions to the download center (xlsx, built in the background)',
      tags,
    },
    (ctx) =>
      exportTransactions(deps, ctx.scope, {
        merchantNo: ctx.auth.merchantNo!,
        userId: ctx.auth.userId,
        lang: ctx.lang,
        filters: ctx.body,
        client: { ip: ctx.ip, userAgent: ctx.userAgent },
      }),
  );

  route(
    app,
    { method: 'GET', url: '/transaction/columns', permission: PAGE, response: columnSettings, summary: "The operator's visible columns of the list", tags },
    (ctx) => columnsOf(deps.db, ctx.auth.operatorId),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/transaction/columns',
      permission: PAGE,
      body: columnSettings,
      response: columnSettings,
      summary: 'Remember the visible columns of the list for this operator (at least three)',
      tags,
    },
    (ctx) =>
      saveColumns(deps.db, {
        operatorId: ctx.auth.operatorId,
        merchantNo: ctx.auth.merchantNo!,
        columns: ctx.body.columns,
        actor: ctx.actor,
        now: deps.now(),
      }),
  );

  registerTrackingRoutes(app, deps);
  registerCaptureRoutes(app, deps);
}
