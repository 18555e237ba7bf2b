import { z } from 'zod';
import { isoDateTime, paging } from './validation.ts';
import { datePreset } from './date-preset.ts';

/**
 * Wallet (spec 2 Wallet, 3 wallet/account): balances per currency and the statement of one
 * currency's available account. Amounts are decimal strings in the currency's exponent.
 */

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

/** GET /api/wallet/balance/list: one row per currency, sorted by currency. */
export const walletBalance = z.object({
  currency: z.string(),
  available: z.string(),
  toBeSettled: z.string(),
  frozen: z.string(),
  margin: z.string(),
  /** what the merchant owes (a chargeback, fee or penalty its balance could not cover), recovered from incoming funds */
  owed: z.string(),
  /** available + to be settled + frozen + margin − owed */
  total: z.string(),
  /** not in the operator's display currencies (when the operator has set them) */
  hidden: z.boolean(),
});
export type WalletBalance = z.infer<typeof walletBalance>;
export const walletBalanceList = z.array(walletBalance);

/** POST /api/wallet/balance/display: the currencies to show; the others are hidden (only at zero balance). */
export const balanceDisplayBody = z.object({ currencies: z.array(currencyCode).max(40) }).strict();
export const balanceDisplayResult = z.object({ displayCurrencies: z.array(z.string()) });

/**
 * Entry kinds a merchant's available account shows, with their label keys (`messages:ledgerKind.*`,
 * dots of the kind as underscores). Grows as the money-moving domains land.
 */
export const STATEMENT_KINDS = [
  'wallet.inbound_credit',
  'virtual_account.collection',
  'exchange.sell',
  'exchange.deliver',
  'disbursement.request',
  'disbursement.release',
  'transfer.submit',
  'transfer.release',
  // chargebacks of settled payments, their wins and penalties (dispute module)
  'dispute.chargeback',
  'dispute.won',
  'dispute.penalty',
  // what the merchant owed (a chargeback its balance could not cover) taken back from incoming funds (ledger.post)
  'ledger.owed_recovered',
  // split settlement: a share paid on at settlement, taken back by a refund or chargeback, restored by a won one
  'dividend.share',
  'dividend.reverse',
  'dividend.restore',
] as const;
export const kindLabelKey = (kind: string) => `ledgerKind.${kind.replace(/\./g, '_')}`;

/** GET /api/wallet/balance/view */
export const statementQuery = z.object({
  currency: currencyCode,
  ...paging(),
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  kind: z.string().max(64).optional(),
});
export type StatementQuery = z.infer<typeof statementQuery>;

export const statementEntry = z.object({
  id: z.number().int(),
  time: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  reference: z.string(),
  /** signed: positive credits the account */
  amount: z.string(),
  /** the account's balance after this entry */
  balance: z.string(),
  /** lines of this account sharing the reference: above 1, the line belongs to a batch (balance/batch/view) */
  batchSize: z.number().int(),
});
export type StatementEntry = z.infer<typeof statementEntry>;

export const statementPage = z.object({
  currency: z.string(),
  content: z.array(statementEntry),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type StatementPage = z.infer<typeof statementPage>;

/** POST /api/wallet/balance/export: the statement's filters; the file appears in the download center. */
export const statementExportBody = z
  .object({
    currency: currencyCode,
    preset: datePreset.optional(),
    beginTime: isoDateTime.optional(),
    endTime: isoDateTime.optional(),
    kind: z.string().max(64).optional(),
  })
  .strict();
export type StatementExportBody = z.infer<typeof statementExportBody>;

/**
 * GET /api/wallet/balance/batch/view: the movements of one batch on a currency's available account.
 * A batch is every entry of the merchant carrying one reference (a settlement batch, a batch
 * transfer): its totals and its lines.
 */
export const batchViewQuery = z.object({
  currency: currencyCode,
  reference: z.string().min(1).max(128),
  ...paging(),
});
export type BatchViewQuery = z.infer<typeof batchViewQuery>;

export const batchView = z.object({
  currency: z.string(),
  reference: z.string(),
  count: z.number().int(),
  /** sum of the credits (positive) and of the debits (negative), and their net */
  credits: z.string(),
  debits: z.string(),
  net: z.string(),
  firstTime: z.string().nullable(),
  lastTime: z.string().nullable(),
  content: z.array(statementEntry),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type BatchView = z.infer<typeof batchView>;
/** spec 9: payout activation creates default wallet accounts in these currencies (zero balances). */
export const PAYOUT_DEFAULT_CURRENCIES = ['USD', 'EUR', 'GBP', 'HKD', 'CNH'] as const;

/** POST /api/merchant/payout/activate: the business lines now held and the accounts opened. */
export const payoutActivationResult = z.object({ businessTypes: z.string(), currencies: z.array(z.string()) });
export type PayoutActivationResult = z.infer<typeof payoutActivationResult>;
