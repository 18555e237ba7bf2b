import { defineEndpoint } from '../endpoint.ts';
import {
  balanceDisplayBody,
  balanceDisplayResult,
  batchView,
  batchViewQuery,
  payoutActivationResult,
  statementExportBody,
  statementPage,
  statementQuery,
  walletBalanceList,
} from '../wallet.ts';
import { addFundsInstructions } from '../add-funds.ts';
import { downloadTask } from '../shell.ts';
import { ONBOARDING_CODE } from '../resources.ts';

/** The wallet (spec 2 wallet/balance): balances, display settings, statements, add funds, payout activation. */
const tags = ['wallet'];

export const listBalances = defineEndpoint({
  method: 'GET',
  path: '/wallet/balance/list',
  permission: 'wallet:balance',
  families: ['/blocMer'],
  response: walletBalanceList,
  summary: 'Balances per currency (available, to be settled, frozen, margin, total) with the display settings',
  tags,
});

export const setBalanceDisplay = defineEndpoint({
  method: 'POST',
  path: '/wallet/balance/display',
  permission: 'wallet:balance:hide',
  body: balanceDisplayBody,
  response: balanceDisplayResult,
  summary: 'Currency display settings: a currency may be hidden only when its balance is zero',
  tags,
});

export const getStatement = defineEndpoint({
  method: 'GET',
  path: '/wallet/balance/view',
  permission: 'wallet:balance',
  query: statementQuery,
  response: statementPage,
  summary: "The statement of one currency's available account, newest first, with the running balance",
  tags,
});

export const exportStatement = defineEndpoint({
  method: 'POST',
  path: '/wallet/balance/export',
  permission: 'wallet:balance:export',
  body: statementExportBody,
  response: downloadTask,
  summary: "Export one currency's statement with the page's filters (xlsx, through the download center)",
  tags,
});

export const getBalanceBatch = defineEndpoint({
  method: 'GET',
  path: '/wallet/balance/batch/view',
  permission: 'wallet:balance',
  query: batchViewQuery,
  response: batchView,
  summary: "One batch's movements on a currency's available account (the entries sharing a reference), with totals",
  tags,
});

export const activatePayout = defineEndpoint({
  method: 'POST',
  path: '/merchant/payout/activate',
  permission: ONBOARDING_CODE,
  response: payoutActivationResult,
  summary: 'Payout activation (/guide): an aggregate merchant with only acquiring adds payout and gets its default wallet accounts',
  tags,
});

export const getAddFundsInstructions = defineEndpoint({
  method: 'GET',
  path: '/wallet/addFunds/instructions',
  permission: 'wallet:balance:addFunds',
  response: addFundsInstructions,
  summary: "Where to send money: the provider's collection account per currency and the merchant's funding reference",
  tags,
});
