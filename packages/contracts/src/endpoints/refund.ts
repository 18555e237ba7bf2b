import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { refundableInfo, refundApplyBody, refundDetail, refundFilters, refundIdQuery, refundItem, refundListQuery } from '../refund.ts';
import { downloadTask } from '../shell.ts';
import { transactionDetailQuery } from '../transaction.ts';

/**
 * Refunds (spec 2 Transaction: refund, refund details): what a payment may still refund and the
 * refund itself (from the transaction's page, with an Idempotency-Key), the list, one refund, the
 * export. Group (type 3) and proxy (type 2) merchants read the list, the detail and the export
 * across their members, and refund their members' payments.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['refund'];
const APPLY = 'transaction:query:refund';
const PAGE = 'transaction:refund';

export const getRefundable = defineEndpoint({
  // a group refunds its members' payments from its own view (each payment in the family's scope)
  families,
  method: 'GET',
  path: '/refund/refundable',
  permission: APPLY,
  query: transactionDetailQuery,
  response: refundableInfo,
  summary: 'What may still be refunded (earlier and pending refunds deducted)',
  tags,
});

export const applyRefund = defineEndpoint({
  families,
  method: 'POST',
  path: '/refund/apply',
  permission: APPLY,
  body: refundApplyBody,
  response: refundItem,
  idempotent: true,
  summary: 'Refund a captured payment, fully or partly; above the review threshold it waits for the provider',
  tags,
});

export const listRefunds = defineEndpoint({
  method: 'GET',
  path: '/refund/list',
  permission: PAGE,
  families,
  query: refundListQuery,
  response: pageOf(refundItem),
  summary: 'Refunds, newest first, filtered',
  tags,
});

export const getRefund = defineEndpoint({
  method: 'GET',
  path: '/refund/detail',
  permission: PAGE,
  families,
  query: refundIdQuery,
  response: refundDetail,
  summary: 'One refund with its review, times and original transaction',
  tags,
});

export const exportRefunds = defineEndpoint({
  method: 'POST',
  path: '/refund/export',
  permission: 'transaction:refund:export',
  families,
  body: refundFilters,
  response: downloadTask,
  summary: 'Export the filtered refunds to the download center (xlsx, built in the background)',
  tags,
});
