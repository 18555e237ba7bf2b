import { defineEndpoint } from '../endpoint.ts';
import { disbursement, disbursementApply, disbursementIdQuery, disbursementListQuery, disbursementPage } from '../disbursement.ts';

/**
 * Disbursements (spec 2 settlement/disbursement): payouts of settlement funds to the merchant's own
 * accounts. Group merchants (type 3) read them across their members; a request is money-moving.
 */
const tags = ['disbursement'];

export const listDisbursements = defineEndpoint({
  method: 'GET',
  path: '/settlement/disbursement/list',
  permission: 'settlement:disbursement',
  families: ['/blocMer'],
  query: disbursementListQuery,
  response: disbursementPage,
  summary: 'Disbursements to own accounts, newest first, with filters',
  tags,
});

export const getDisbursement = defineEndpoint({
  method: 'GET',
  path: '/settlement/disbursement/detail',
  permission: 'settlement:disbursement',
  families: ['/blocMer'],
  query: disbursementIdQuery,
  response: disbursement,
  summary: 'One disbursement',
  tags,
});

export const applyDisbursement = defineEndpoint({
  method: 'POST',
  path: '/settlement/disbursement/apply',
  permission: 'settlement:disbursement:add',
  body: disbursementApply,
  response: disbursement,
  idempotent: true,
  summary: 'Request a disbursement of available balance to an own account (amount + fixed fee are frozen at once)',
  tags,
});
