import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { caseDetail, caseDocumentQuery, caseItem, caseListQuery, caseQuery } from '../dispute-case.ts';

/**
 * The dispute case file (spec 2 transaction/dispute, dispute/detail): one case per disputed payment.
 * Group (type 3) and proxy (type 2) merchants see their members' cases from their own view.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['dispute-case'];
const VIEW = 'transaction:dispute';

export const listCases = defineEndpoint({
  method: 'GET',
  path: '/dispute/case/list',
  permission: VIEW,
  families,
  query: caseListQuery,
  response: pageOf(caseItem),
  summary: 'Dispute cases (one per payment with an inquiry or a chargeback), latest activity first, by stage, outcome, transaction and opening date',
  tags,
});

export const getCase = defineEndpoint({
  method: 'GET',
  path: '/dispute/case/detail',
  permission: VIEW,
  families,
  query: caseQuery,
  response: caseDetail,
  summary: "One payment's dispute case: inquiries, chargebacks, rebuttals and refunds on one timeline, with the totals and the penalty in force",
  tags,
});

export const downloadCaseDocument = defineEndpoint({
  method: 'GET',
  path: '/dispute/case/document',
  permission: VIEW,
  families,
  query: caseDocumentQuery,
  summary: "Download a rebuttal document of one of the case's chargebacks (attachment)",
  tags,
});
