import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { refundableInfo } from '../refund.ts';
import { refundableManyQuery, refundBatch, refundBatchIdBody, refundSelectionBody, refundSelectionResult } from '../refund-batch.ts';
import { importFileEndpoints } from './import-file.ts';

/**
 * Batch refunds (spec 2 Transaction: batch refund): an xlsx of the template, parsed in the
 * background, then confirmed or cancelled; or transactions selected in the list. Confirm and
 * selection move money: they take an Idempotency-Key.
 */
const tags = ['refund'];
const BATCH = 'transaction:refund:batch';
/** a group selects its members' payments in its own list and refunds them (each in the family's scope) */
const families = ['/blocMer', '/proxyMer'] as const;

export const {
  template: refundBatchTemplate,
  upload: uploadRefundBatch,
  detail: getRefundBatch,
  report: refundBatchReport,
} = importFileEndpoints({
  permission: BATCH,
  response: refundBatch,
  tags,
  template: { path: '/refund/batch/template', summary: 'The batch refund template (xlsx: transaction ID, refund amount, reason)' },
  upload: { path: '/refund/batch/upload', summary: 'Upload a batch refund file (xlsx up to 5M); parsing runs in the background' },
  detail: { path: '/refund/batch/detail', summary: 'One batch refund file: parse state and progress, errors, rows and totals, results' },
  report: { path: '/refund/batch/report', summary: "A batch refund file's row-by-row error report (xlsx)" },
});

export const cancelRefundBatch = defineEndpoint({
  method: 'POST',
  path: '/refund/batch/cancel',
  permission: BATCH,
  body: refundBatchIdBody,
  response: z.null(),
  summary: 'Cancel a batch refund file that is not confirmed',
  tags,
});

export const confirmRefundBatch = defineEndpoint({
  method: 'POST',
  path: '/refund/batch/confirm',
  permission: BATCH,
  body: refundBatchIdBody,
  response: refundBatch,
  idempotent: true,
  summary: 'Confirm a parsed batch refund file: every row is refunded once through the single refund rules',
  tags,
});

export const getRefundableMany = defineEndpoint({
  families,
  method: 'GET',
  path: '/refund/batch/refundable',
  permission: BATCH,
  query: refundableManyQuery,
  response: z.array(refundableInfo),
  summary: 'What each selected transaction may still refund (unknown ones left out)',
  tags,
});

export const refundSelection = defineEndpoint({
  families,
  method: 'POST',
  path: '/refund/batch/selection',
  permission: BATCH,
  body: refundSelectionBody,
  response: refundSelectionResult,
  idempotent: true,
  summary: 'Refund transactions selected in the list, each through the single refund rules; per-row results',
  tags,
});
