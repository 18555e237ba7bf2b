import { defineEndpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { downloadTask } from '../shell.ts';
import {
  batchIdQuery,
  batchTransaction,
  batchTransactionsQuery,
  settlementBatch,
  settlementListQuery,
  statementExportBody,
  successRateQuery,
  successRateReport,
  walletSettlementDetail,
} from '../settlement.ts';

/**
 * Settlement (spec 2 settlement/balance, wallet/settlement, report/statement, report/success-rate).
 * Group (type 3) and proxy (type 2) merchants read them across their members.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['settlement'];

const listSummary = 'Settlement batches, newest first, filtered by date, currency and status';
const detailSummary = 'One settlement batch';

// settlement/balance (acquiring side) and wallet/settlement (the wallet's side) read the same batches
export const listSettlementBatches = defineEndpoint({
  method: 'GET',
  path: '/settlement/batch/list',
  permission: 'settlement:balance',
  families,
  query: settlementListQuery,
  response: pageOf(settlementBatch),
  summary: listSummary,
  tags,
});

export const getSettlementBatch = defineEndpoint({
  method: 'GET',
  path: '/settlement/batch/detail',
  permission: 'settlement:balance',
  families,
  query: batchIdQuery,
  response: settlementBatch,
  summary: detailSummary,
  tags,
});

export const listWalletSettlementBatches = defineEndpoint({
  method: 'GET',
  path: '/wallet/settlement/batch/list',
  permission: 'wallet:settlement',
  families,
  query: settlementListQuery,
  response: pageOf(settlementBatch),
  summary: listSummary,
  tags,
});

export const getWalletSettlementBatch = defineEndpoint({
  method: 'GET',
  path: '/wallet/settlement/batch/detail',
  permission: 'wallet:settlement',
  families,
  query: batchIdQuery,
  response: settlementBatch,
  summary: detailSummary,
  tags,
});

export const listBatchTransactions = defineEndpoint({
  method: 'GET',
  path: '/settlement/batch/transactions',
  permission: 'settlement:balance',
  families,
  query: batchTransactionsQuery,
  response: pageOf(batchTransaction),
  summary: 'The transactions and refunds a batch settled, with each payment fee',
  tags,
});

export const getWalletSettlementDetail = defineEndpoint({
  method: 'GET',
  path: '/wallet/settlement/details',
  permission: 'wallet:settlement',
  families,
  query: batchIdQuery,
  response: walletSettlementDetail,
  summary: "A batch's ledger entry: what left to-be-settled, reached available and was charged",
  tags,
});

export const exportPeriodStatement = defineEndpoint({
  method: 'POST',
  path: '/report/statement/export',
  permission: 'report:statement:export',
  body: statementExportBody,
  response: downloadTask,
  summary: 'Queue the period statement of a currency (opening, settled batches, refunds, outgoing, closing) for the download center',
  tags,
});

export const getSuccessRate = defineEndpoint({
  method: 'GET',
  path: '/report/success-rate',
  permission: 'report:successRate',
  families,
  query: successRateQuery,
  response: successRateReport,
  summary: 'Success rate by day, method, BIN country and currency, with the decline reasons (from the daily rollups)',
  tags,
});
