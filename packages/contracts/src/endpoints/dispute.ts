import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  chargebackDetail,
  chargebackIdBody,
  chargebackIdQuery,
  chargebackItem,
  chargebackListQuery,
  inquiryAnswerBody,
  inquiryItem,
  inquiryListQuery,
  rebuttalDocument,
  rebuttalDocumentQuery,
  rebuttalDraftBody,
  rebuttalSubmitBody,
} from '../dispute.ts';
import { z } from 'zod';

/**
 * Chargebacks and rebuttals (spec 2 transaction/refuse, refuse/details, appeal, appeal/edit): the
 * list with its quick filters, one case, the rebuttal's draft, documents, submission (first and
 * second round: different codes), and acceptance. Group (type 3) and proxy (type 2) merchants work
 * their members' chargebacks from their own view.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['chargeback'];
const VIEW = 'transaction:refuse';
const REBUT = 'transaction:refuse:appeal';

export const listChargebacks = defineEndpoint({
  method: 'GET',
  path: '/chargeback/list',
  permission: VIEW,
  families,
  query: chargebackListQuery,
  response: pageOf(chargebackItem),
  summary: 'Chargebacks, newest first, by quick filter (received, in rebuttal, all, won, loss, closed) and filters',
  tags,
});

export const getChargeback = defineEndpoint({
  method: 'GET',
  path: '/chargeback/detail',
  permission: VIEW,
  families,
  query: chargebackIdQuery,
  response: chargebackDetail,
  summary: 'One chargeback with its rebuttals, documents, timeline, the second-rebuttal penalty and what the transaction knows',
  tags,
});

export const saveRebuttalDraft = defineEndpoint({
  method: 'POST',
  path: '/chargeback/rebuttal/draft',
  permission: REBUT,
  families,
  body: rebuttalDraftBody,
  response: chargebackItem,
  summary: "Save the open round's rebuttal as a draft (resumable, not sent)",
  tags,
});

export const uploadRebuttalDocuments = defineEndpoint({
  method: 'POST',
  path: '/chargeback/rebuttal/documents',
  permission: REBUT,
  families,
  response: z.array(rebuttalDocument),
  summary:
    'Add documents to a section of the rebuttal (multipart: chargebackId, section, files): English PDFs, at most 10 of 2 MB at once and 3 per section; Discover: TIFF or JPEG, 10 of 5 MB. After submission they are supplements: added, never removed',
  tags,
});

export const downloadRebuttalDocument = defineEndpoint({
  method: 'GET',
  path: '/chargeback/rebuttal/document',
  permission: VIEW,
  families,
  query: rebuttalDocumentQuery,
  summary: "Download one of a rebuttal's documents (attachment)",
  tags,
});

export const submitRebuttal = defineEndpoint({
  method: 'POST',
  path: '/chargeback/rebuttal/submit',
  permission: REBUT,
  families,
  body: rebuttalSubmitBody,
  response: chargebackItem,
  summary: 'Submit the first rebuttal to the issuer',
  tags,
});

export const submitSecondRebuttal = defineEndpoint({
  method: 'POST',
  path: '/chargeback/rebuttal/second',
  permission: 'transaction:refuse:secondAppeal',
  families,
  body: rebuttalSubmitBody,
  response: chargebackItem,
  summary: 'Submit the second rebuttal (pre-arbitration) after a first loss; the penalty must be acknowledged',
  tags,
});

export const acceptChargeback = defineEndpoint({
  method: 'POST',
  path: '/chargeback/accept',
  permission: 'transaction:refuse:accept',
  families,
  body: chargebackIdBody,
  response: chargebackItem,
  summary: 'Accept the chargeback: the loss stands and the case closes',
  tags,
});

export const listInquiries = defineEndpoint({
  method: 'GET',
  path: '/chargeback/inquiry/list',
  permission: VIEW,
  families,
  query: inquiryListQuery,
  response: pageOf(inquiryItem),
  summary: "The issuers' requests for information (inquiries), newest first",
  tags,
});

export const answerInquiry = defineEndpoint({
  method: 'POST',
  path: '/chargeback/inquiry/answer',
  permission: REBUT,
  families,
  body: inquiryAnswerBody,
  response: inquiryItem,
  summary: 'Answer an inquiry before its due date (once)',
  tags,
});
