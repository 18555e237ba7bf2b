import { defineEndpoint } from '../endpoint.ts';
import { paymentResult } from '../payment.ts';
import { downloadTask } from '../shell.ts';
import {
  transactionCaptureBody,
  transactionDetail,
  transactionDetailQuery,
  transactionFilters,
  transactionListQuery,
  transactionPage,
  transactionVoidBody,
} from '../transaction.ts';

/**
 * Transactions (spec 2 Transaction: query, details): the list, one transaction, the export, the
 * operator's columns, and capture and void of an authorised payment. Group (type 3) and proxy
 * (type 2) merchants read the list, the detail and the export across their members.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['transaction'];
const PAGE = 'transaction:query';

export const listTransactions = defineEndpoint({
  method: 'GET',
  path: '/transaction/list',
  permission: PAGE,
  families,
  query: transactionListQuery,
  response: transactionPage,
  summary: 'Transactions of the merchant (or the group members), newest first, filtered; the total is counted up to 10,000 (totalCapped beyond)',
  tags,
});

export const getTransaction = defineEndpoint({
  method: 'GET',
  path: '/transaction/detail',
  permission: PAGE,
  families,
  query: transactionDetailQuery,
  response: transactionDetail,
  summary: 'One transaction with every field, its refunds and its timeline',
  tags,
});

export const exportTransactions = defineEndpoint({
  method: 'POST',
  path: '/transaction/export',
  permission: 'transaction:query:export',
  families,
  body: transactionFilters,
  response: downloadTask,
  summary: 'Export the filtered transactions to the download center (xlsx, built in the background)',
  tags,
});

/** Capture and void from the detail page: the Payment API's own rules, with an Idempotency-Key. */
export const captureTransaction = defineEndpoint({
  method: 'POST',
  path: '/transaction/capture',
  permission: 'transaction:query:capture',
  body: transactionCaptureBody,
  response: paymentResult,
  idempotent: true,
  summary: 'Capture an authorised payment, in full or in part (at most the authorised amount)',
  tags,
});

export const voidTransaction = defineEndpoint({
  method: 'POST',
  path: '/transaction/void',
  permission: 'transaction:query:void',
  body: transactionVoidBody,
  response: paymentResult,
  idempotent: true,
  summary: 'Void an authorised payment that was not captured (the hold on the card is released)',
  tags,
});
