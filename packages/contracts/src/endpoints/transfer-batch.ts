import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { batchConfirmBody, batchConfirmResult, batchIdBody, transferBatch, transferBatchPage, transferIdQuery } from '../transfer.ts';
import { paging } from '../validation.ts';

/**
 * Batch transfers (spec 2 transfer/batch): the template, the upload and its background parse, the
 * error report, cancelling, and the confirmation that turns every row into a transfer. Same domain
 * tag as single transfers, so that a confirmation refreshes them all.
 */
const tags = ['transfer'];
const BATCH = 'transfer:transfer:batch';

/** a file answer (xlsx) */
export const downloadBatchTemplate = defineEndpoint({
  method: 'GET',
  path: '/transfer/batch/template',
  permission: BATCH,
  summary: 'The batch transfer template (xlsx, headers in the operator language)',
  tags,
});

/** multipart: the file part is not in the schema */
export const uploadBatch = defineEndpoint({
  method: 'POST',
  path: '/transfer/batch/upload',
  permission: BATCH,
  response: transferBatch,
  summary: 'Upload a batch transfer file (xlsx up to 5M); parsing runs in the background',
  tags,
});

export const listBatches = defineEndpoint({
  method: 'GET',
  path: '/transfer/batch/list',
  permission: BATCH,
  query: z.object(paging()),
  response: transferBatchPage,
  summary: 'Batch uploads, newest first',
  tags,
});

export const getBatch = defineEndpoint({
  method: 'GET',
  path: '/transfer/batch/detail',
  families: ['/blocMer', '/proxyMer'],
  permission: BATCH,
  query: transferIdQuery,
  response: transferBatch,
  summary: 'One batch: parse state and progress, errors, totals against the balance',
  tags,
});

/** a file answer (xlsx) */
export const downloadBatchReport = defineEndpoint({
  method: 'GET',
  path: '/transfer/batch/report',
  families: ['/blocMer', '/proxyMer'],
  permission: BATCH,
  query: transferIdQuery,
  summary: "A failed batch's row-by-row error report (xlsx)",
  tags,
});

export const cancelBatch = defineEndpoint({
  method: 'POST',
  path: '/transfer/batch/cancel',
  permission: BATCH,
  body: batchIdBody,
  response: z.null(),
  summary: 'Cancel a batch that is not confirmed',
  tags,
});

export const confirmBatch = defineEndpoint({
  method: 'POST',
  path: '/transfer/batch/confirm',
  permission: BATCH,
  body: batchConfirmBody,
  response: batchConfirmResult,
  idempotent: true,
  summary: "Confirm a parsed batch with the payment password: every row becomes a transfer (refused when the batch's pre-deduction exceeds the balance)",
  tags,
});
