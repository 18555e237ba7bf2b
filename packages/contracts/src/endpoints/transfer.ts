import { defineEndpoint } from '../endpoint.ts';
import { TRANSFER_APPROVE_CODE } from '../resources.ts';
import {
  availableLimitList,
  certificateFile,
  transfer,
  transferCancelBody,
  transferDecisionBody,
  transferDetail,
  transferIdQuery,
  transferListQuery,
  transferPage,
  transferQuote,
  transferQuoteBody,
  transferSubmitBody,
} from '../transfer.ts';
import { approvalFlowView } from '../transfer-approval.ts';

/**
 * Transfers (spec 2 transfer): list, detail and submission, the approval decision and cancelling,
 * the daily limits and the certificate. Group merchants (type 3) read transfers across their
 * members; writes act on the current merchant. Batches are in transfer-batch.ts.
 */
const tags = ['transfer'];
const VIEW = 'transfer:transfer';
const families = ['/blocMer'] as const;

export const listTransfers = defineEndpoint({
  method: 'GET',
  path: '/transfer/list',
  permission: VIEW,
  families,
  query: transferListQuery,
  response: transferPage,
  summary: 'Transfers, newest first, with filters',
  tags,
});

export const getTransfer = defineEndpoint({
  method: 'GET',
  path: '/transfer/detail',
  permission: VIEW,
  families,
  query: transferIdQuery,
  response: transferDetail,
  summary: "One transfer, with the payee's account as submitted (what is approved and paid) and whether the viewer may cancel it",
  tags,
});

export const getTransferFlow = defineEndpoint({
  method: 'GET',
  path: '/transfer/approval/flow',
  permission: VIEW,
  families,
  query: transferIdQuery,
  response: approvalFlowView.nullable(),
  summary: "A transfer's approval flow (null when it needed none)",
  tags,
});

export const quoteTransfer = defineEndpoint({
  method: 'POST',
  path: '/transfer/quote',
  permission: 'transfer:transfer:add',
  body: transferQuoteBody,
  response: transferQuote,
  summary: 'Live figures of a transfer: rate, fee, debit, received amount, balance and limit left',
  tags,
});

export const submitTransfer = defineEndpoint({
  method: 'POST',
  path: '/transfer/submit',
  permission: 'transfer:transfer:add',
  body: transferSubmitBody,
  response: transfer,
  idempotent: true,
  summary: 'Submit a transfer with the payment password: funds are frozen at once; approval and the payment date decide when it runs',
  tags,
});

// the approval setting names approvers among the users with Transfers (spec 2); the route checks
// the approve button's code, and the engine checks the caller is an approver of the current step
export const decideTransfer = defineEndpoint({
  method: 'POST',
  path: '/transfer/approve',
  permission: TRANSFER_APPROVE_CODE,
  body: transferDecisionBody,
  response: transfer,
  summary: 'Approve or reject a transfer waiting for approval (reason required to reject)',
  tags,
});

export const cancelTransfer = defineEndpoint({
  method: 'POST',
  path: '/transfer/cancel',
  permission: 'transfer:transfer:cancel',
  body: transferCancelBody,
  response: transfer,
  summary: 'Cancel a transfer waiting for approval or scheduled (its submitter or an approver of it): the approval flow ends and the frozen funds are released',
  tags,
});

export const listAvailableLimits = defineEndpoint({
  method: 'GET',
  path: '/transfer/availableLimit',
  permission: 'transfer:availableLimit',
  response: availableLimitList,
  summary: 'Daily transfer limits per currency and what is left today (Beijing day)',
  tags,
});

/** multipart: the file part is not in the schema */
export const uploadTransferCertificate = defineEndpoint({
  method: 'POST',
  path: '/transfer/certificate/upload',
  permission: 'transfer:transfer:add',
  response: certificateFile,
  summary: 'Upload a transfer certificate (multipart; jpg, jpeg, png or pdf)',
  tags,
});

/** a file answer (no envelope) */
export const downloadTransferCertificate = defineEndpoint({
  method: 'GET',
  path: '/transfer/certificate/download',
  permission: VIEW,
  families,
  query: transferIdQuery,
  summary: "A transfer's certificate (attachment)",
  tags,
});
