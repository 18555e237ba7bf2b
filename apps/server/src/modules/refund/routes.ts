import type { FastifyInstance } from 'fastify';
import { pageOf } from '@crossbill/contracts/envelope';
import { refundableInfo, refundApplyBody, refundDetail, refundFilters, refundIdQuery, refundItem, refundListQuery } from '@crossbill/contracts/refund';
import { downloadTask } from '@crossbill/contracts/shell';
import { transactionDetailQuery } from '@crossbill/contracts/transaction';
import { route } from '../../platform/http/route.ts';
import type { ServerDeps } from '../../deps.ts';
import { registerRefundBatchRoutes } from './batch-routes.ts';
import { exportRefunds } from './export.ts';
import { createdItem, createRefund, listRefunds, refundableOf, refundDetail as detailOf, refundPolicyOf } from './service.ts';

const tags = ['refund'];
const APPLY = 'transaction:query:refund';
const PAGE = 'transaction:refund';

export function registerRefundRoutes(app: FastifyInstance, deps: ServerDeps): void {
  route(
    app,
    {
      method: 'GET',
      url: '/refund/refundable',
      permission: APPLY,
      query: transactionDetailQuery,
      response: refundableInfo,
      summary: 'What may still be refunded (earlier and pending refunds deducted)',
      tags,
    },
    (ctx) => refundableOf(deps.db, ctx.scope, ctx.query.transactionId),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/refund/apply',
      permission: APPLY,
      body: refundApplyBody,
      response: refundItem,
      idempotent: true,
      summary: 'Refund a captured payment, fully or partly; above the review threshold it waits for the provider',
      tags,
    },
    async (ctx) =>
      createdItem(
        await createRefund(ctx.tx!, refundPolicyOf(deps), {
          scope: ctx.scope,
          payment: ctx.body.transactionId,
          amount: ctx.body.amount,
          reason: ctx.body.reason,
          actor: { ...ctx.actor, source: 'portal' },
          now: deps.now(),
        }),
      ),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/refund/list',
      permission: PAGE,
      families: ['/blocMer', '/proxyMer'],
      query: refundListQuery,
      response: pageOf(refundItem),
      summary: 'Refunds, newest first, filtered',
      tags,
    },
    (ctx) => listRefunds(deps.db, ctx.scope, { ...ctx.query, now: deps.now() }),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/refund/detail',
      permission: PAGE,
      families: ['/blocMer', '/proxyMer'],
      query: refundIdQuery,
      response: refundDetail,
      summary: 'One refund with its review, times and original transaction',
      tags,
    },
    (ctx) => detailOf(deps.db, ctx.scope, ctx.query.refundId),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/refund/export',
      permission: 'transaction:refund:export',
      families: ['/blocMer', '/proxyMer'],
      body: refundFilters,
      response: downloadTask,
      summary: 'Export the filtered refunds to the download center (xlsx, built in the background)',
      tags,
    },
    (ctx) =>
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
