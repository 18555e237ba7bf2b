import { z } from 'zod';
import { blacklistHit } from './blacklist.ts';
import { LIST_COLUMNS, type ListColumn } from './list-columns.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { amountSchema, toMinor, type Currency } from './money.ts';
import { address, INITIATORS, REFUND_STATES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './payment.ts';
import { isoDateTime, text } from './validation.ts';
import { datePreset } from './date-preset.ts';

/**
 * Transactions in the portal (spec 2 Transaction: query, details, view; spec 3 Transaction).
 * Amounts are decimal strings in the transaction's currency.
 */

const filterShape = {
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  transactionId: text(64).optional(),
  merchantOrderId: text(64).optional(),
  originalTransactionId: text(64).optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'validation.invalid')
    .optional(),
  paymentMethod: z
    .string()
    .regex(/^[a-z]{2,20}$/, 'validation.invalid')
    .optional(),
  cardCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, 'validation.invalid')
    .optional(),
  minAmount: amountSchema().optional(),
  maxAmount: amountSchema().optional(),
  last4: z
    .string()
    .regex(/^\d{4}$/, 'transaction.last4Invalid')
    .optional(),
};

type FilterFields = { beginTime?: string; endTime?: string; minAmount?: string; maxAmount?: string };
const rangeChecks = <T extends z.ZodType<FilterFields>>(s: T) =>
  s
    .refine((f) => !f.beginTime || !f.endTime || f.beginTime <= f.endTime, { path: ['beginTime'], message: 'validation.invalid' })
    .refine((f) => !f.minAmount || !f.maxAmount || Number(f.minAmount) <= Number(f.maxAmount), { path: ['minAmount'], message: 'transaction.amountRange' });

/** Filters of the list and of its export, all optional; a custom range takes beginTime/endTime. */
export const transactionFilters = rangeChecks(z.object(filterShape));
export type TransactionFilters = z.infer<typeof transactionFilters>;

/** GET /api/transaction/list */
export const transactionListQuery = rangeChecks(pageQuery.extend(filterShape));

export const transactionItem = z.object({
  transactionId: z.string(),
  merchantNo: z.string(),
  merchantOrderId: z.string(),
  originalTransactionId: z.string().nullable(),
  time: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.string(),
  refundedAmount: z.string(),
  refundState: z.enum(REFUND_STATES),
  currency: z.string(),
  paymentMethod: z.string(),
  cardCountry: z.string(),
  cardNumber: z.string(),
  responseCode: z.string().nullable(),
  responseMessage: z.string().nullable(),
  /** customer: the cardholder paid; merchant: charged against a stored card (a subscription's cycle) */
  initiator: z.enum(INITIATORS),
  subscriptionId: z.string().nullable(),
});
export type TransactionItem = z.infer<typeof transactionItem>;

/**
 * The list counts matches only up to this many: beyond it the count would read every matching row
 * on each page turn. `totalCapped` then says the total is a lower bound ("10,000+"), and paging
 * reaches the first 10,000 rows; a narrower filter (or the export) reaches the rest.
 */
export const TRANSACTION_COUNT_CAP = 10_000;

/** GET /api/transaction/list: a page, with `total` exact unless `totalCapped` (then at least `total`). */
export const transactionPage = pageOf(transactionItem).extend({ totalCapped: z.boolean() });
export type TransactionPage = z.infer<typeof transactionPage>;

export const transactionEvent = z.object({
  id: z.number(),
  time: z.string(),
  kind: z.string(),
  status: z.string().nullable(),
  amount: z.string().nullable(),
  note: z.string().nullable(),
});

export const transactionDetail = transactionItem.extend({
  /** the blacklist and item that declined the payment before the scheme (null: none did) */
  blacklistHit: blacklistHit.nullable(),
  capturedAmount: z.string(),
  arn: z.string().nullable(),
  eci: z.string().nullable(),
  threeDs: z.string().nullable(),
  cardBrand: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  customerEmail: z.string().nullable(),
  description: z.string().nullable(),
  billingAddress: address.nullable(),
  shippingAddress: address.nullable(),
  trackingNumber: z.string().nullable(),
  trackingCarrier: z.string().nullable(),
  channelRequestId: z.string().nullable(),
  channelResponseId: z.string().nullable(),
  settlementBatchId: z.string().nullable(),
  settledAt: z.string().nullable(),
  updatedAt: z.string(),
  refunds: z.array(transactionItem),
  timeline: z.array(transactionEvent),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

export const transactionDetailQuery = z.object({ transactionId: z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid') });

/**
 * Capture and void of an authorised payment in the portal (POST /api/transaction/capture and
 * /api/transaction/void, Idempotency-Key): the same service and rules as the Payment API's. The
 * capture amount is the whole authorisation when absent.
 */
export const transactionCaptureBody = transactionDetailQuery.extend({
  amount: z
    .string()
    .trim()
    .regex(/^\d+(?:\.\d+)?$/, 'money.notNumeric')
    .optional(),
});
export type TransactionCaptureBody = z.infer<typeof transactionCaptureBody>;
export const transactionVoidBody = transactionDetailQuery;
export type TransactionVoidBody = z.infer<typeof transactionVoidBody>;

/** The capture form's amount (spec 5): numeric, the currency's decimals, above 0, at most the authorised `max`. */
export function captureAmountSchema(currency: Currency, max: string) {
  return amountSchema(currency).superRefine((v, ctx) => {
    let minor: bigint;
    try {
      minor = toMinor(v, currency);
    } catch {
      return; // amountSchema said why
    }
    if (minor <= 0n) ctx.addIssue({ code: 'custom', message: 'payment.amountPositive' });
    else if (minor > toMinor(max, currency)) ctx.addIssue({ code: 'custom', message: 'payment.captureExceeds', params: { max, currency } });
  });
}

/** Columns of the list an operator may show or hide (at least three visible, spec 5): list-columns.ts. */
export const TRANSACTION_COLUMNS = LIST_COLUMNS.transactions.all;
export type TransactionColumn = ListColumn<'transactions'>;
export const DEFAULT_TRANSACTION_COLUMNS: readonly TransactionColumn[] = LIST_COLUMNS.transactions.defaults;
