import Decimal from 'decimal.js';
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { exponent, type Currency } from './money.ts';
import { isoDate, rangeOrdered } from './validation.ts';
import { datePreset } from './date-preset.ts';

/**
 * Acquiring settlement (spec 2 Settlement/Reports, 3 Settlement batch, 9 Pricing): the daily run
 * moves each merchant's captured money, net of refunds and fees, from "to be settled" into the
 * available balance, one batch per merchant and currency.
 *
 * Cut-off: T+1 in Beijing time. The run of Beijing day D settles every capture completed before
 * D 00:00 Beijing (days up to D-1); the batch's settlement date is D.
 */

/** Spec 9: 0.30 USD per payment (refunds and disputes excluded), converted at the mid rate. */
export const FIXED_FEE_USD = '0.30';
/** Spec 9: the provider's markup on top of interchange and scheme fees, in percent. */
export const MARKUP_PERCENT = '0.50';

export const SETTLEMENT_STATUSES = ['paid', 'deducted'] as const;
/** paid: a credit to available; deducted: fees and refunds exceeded sales, available was debited. */
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Regions of the card's issuing country, for the simulated interchange table. */
export type CardRegion = 'europe' | 'northAmerica' | 'asiaPacific' | 'other' | 'local';

const EUROPE = new Set([
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);
const NORTH_AMERICA = new Set(['US', 'CA', 'MX']);
const ASIA_PACIFIC = new Set(['CN', 'HK', 'JP', 'KR', 'SG', 'TW', 'MY', 'TH', 'ID', 'PH', 'VN', 'IN', 'AU', 'NZ', 'MO']);

const CARD_SCHEMES = new Set(['visa', 'mastercard', 'amex', 'jcb', 'unionpay', 'discover']);

export function cardRegion(method: string, cardCountry: string): CardRegion {
  if (!CARD_SCHEMES.has(method)) return 'local';
  if (EUROPE.has(cardCountry)) return 'europe';
  if (NORTH_AMERICA.has(cardCountry)) return 'northAmerica';
  if (ASIA_PACIFIC.has(cardCountry)) return 'asiaPacific';
  return 'other';
}

/** Simulated interchange in percent by region (capped EU consumer rates are the lowest). */
export const INTERCHANGE_PERCENT: Record<CardRegion, string> = {
  europe: '0.30',
  northAmerica: '1.80',
  asiaPacific: '1.20',
  other: '1.50',
  local: '1.00',
};

/** Simulated scheme fees in percent by brand; local methods pay the method's network fee. */
export const SCHEME_FEE_PERCENT: Record<string, string> = {
  visa: '0.13',
  mastercard: '0.15',
  amex: '0.60',
  jcb: '0.20',
  unionpay: '0.18',
  discover: '0.25',
};
const LOCAL_SCHEME_PERCENT = '0.30';

/** Merchant discount rate in percent: interchange + scheme fee + 0.50 (deterministic). */
export function discountRatePercent(method: string, cardCountry: string): string {
  const region = cardRegion(method, cardCountry);
  const scheme = SCHEME_FEE_PERCENT[method] ?? LOCAL_SCHEME_PERCENT;
  return new Decimal(INTERCHANGE_PERCENT[region]).plus(scheme).plus(MARKUP_PERCENT).toFixed(2);
}

/**
 * The fee of one payment in minor units of its currency: 0.30 USD at `usdRate` (units of the
 * currency per USD) plus amount × discount rate, rounded half-up once, at the end.
 */
export function transactionFee(p: { amount: bigint; currency: Currency; method: string; cardCountry: string; usdRate: string }): {
  fixed: bigint;
  discount: bigint;
  fee: bigint;
  ratePercent: string;
} {
  const scale = new Decimal(10).pow(exponent(p.currency));
  const fixedExact = new Decimal(FIXED_FEE_USD).times(p.usdRate).times(scale);
  const ratePercent = discountRatePercent(p.method, p.cardCountry);
  const discountExact = new Decimal(p.amount.toString()).times(ratePercent).div(100);
  const round = (d: Decimal) => BigInt(d.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
  const fee = round(fixedExact.plus(discountExact));
  const fixed = round(fixedExact);
  return { fixed, discount: fee - fixed, fee, ratePercent };
}

const day = isoDate;

export const settlementListQuery = pageQuery
  .extend({
    from: day.optional(),
    to: day.optional(),
    currency: z.string().length(3).optional(),
    status: z.enum(SETTLEMENT_STATUSES).optional(),
  })
  .superRefine(rangeOrdered('from', 'to'));
export type SettlementListQuery = z.input<typeof settlementListQuery>;

export const settlementBatch = z.object({
  batchId: z.string(),
  merchantNo: z.string(),
  settlementDate: z.string(),
  currency: z.string(),
  transactionCount: z.number().int(),
  transactionAmount: z.string(),
  refundCount: z.number().int(),
  refundAmount: z.string(),
  chargebackAmount: z.string(),
  /** chargeback fees and penalties of the batch's payments taken before settlement */
  chargebackFee: z.string(),
  fixedFee: z.string(),
  discountFee: z.string(),
  feeAmount: z.string(),
  settlementAmount: z.string(),
  usdRate: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  paidAt: z.string(),
});
export type SettlementBatch = z.infer<typeof settlementBatch>;

export const batchIdQuery = z.object({ batchId: z.string().regex(/^SB[A-Z0-9]{6,40}$/, 'validation.invalid') });
export const batchTransactionsQuery = pageQuery.extend(batchIdQuery.shape);

export const batchTransaction = z.object({
  transactionId: z.string(),
  merchantOrderId: z.string(),
  type: z.string(),
  paymentMethod: z.string(),
  cardCountry: z.string(),
  completedAt: z.string().nullable(),
  currency: z.string(),
  /** captured amount of a payment; refunded amount (negative effect) of a refund */
  amount: z.string(),
  ratePercent: z.string().nullable(),
  fee: z.string(),
});
export type BatchTransaction = z.infer<typeof batchTransaction>;

/** The batch from the wallet's side: the ledger entry that credited the available balance. */
export const walletSettlementDetail = z.object({
  batch: settlementBatch,
  entryId: z.number().int().nullable(),
  postings: z.array(z.object({ bucket: z.string(), owner: z.enum(['merchant', 'provider']), currency: z.string(), amount: z.string() })),
});
export type WalletSettlementDetail = z.infer<typeof walletSettlementDetail>;

// ---- reports ----

export const statementExportBody = z.object({ currency: z.string().length(3), from: day, to: day }).superRefine(rangeOrdered('from', 'to'));
export type StatementExportBody = z.infer<typeof statementExportBody>;

export const successRateQuery = z
  .object({
    preset: datePreset.optional(),
    from: day.optional(),
    to: day.optional(),
    currency: z.string().length(3).optional(),
  })
  .superRefine(rangeOrdered('from', 'to'));
export type SuccessRateQuery = z.input<typeof successRateQuery>;

const rateRow = z.object({ key: z.string(), total: z.number().int(), succeeded: z.number().int(), failed: z.number().int(), rate: z.string() });
export type RateRow = z.infer<typeof rateRow>;
export const successRateReport = z.object({
  from: z.string(),
  to: z.string(),
  total: rateRow,
  byDay: z.array(rateRow),
  byMethod: z.array(rateRow),
  byCountry: z.array(rateRow),
  byCurrency: z.array(rateRow),
  declines: z.array(z.object({ code: z.string(), count: z.number().int(), share: z.string() })),
});
export type SuccessRateReport = z.infer<typeof successRateReport>;

/** Success rate in percent with two places; '0.00' when nothing was attempted. */
export function successRate(succeeded: number, attempted: number): string {
  return attempted === 0 ? '0.00' : new Decimal(succeeded).times(100).div(attempted).toFixed(2);
}
