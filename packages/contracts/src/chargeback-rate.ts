import Decimal from 'decimal.js';
import { z } from 'zod';
import { DEFAULT_DISPLAY_CURRENCY, DISPLAY_CURRENCIES } from './dashboard.ts';
import { DISPUTE_SCHEMES, REASON_CATEGORIES, type DisputeScheme } from './dispute-reasons.ts';
import { businessDate, businessInstant } from './business-time.ts';

/**
 * Chargeback-rate reports (spec 2 reports refuse-rate, refuse-rate/view) and the dashboard's
 * chargeback figures. A month is a Beijing calendar month (business-time.ts): a chargeback counts in
 * the month it was received, a sale in the month it was made. Ratio = chargebacks / sales of the same
 * month, by count and by amount (amounts converted into the display currency at the mid rate).
 */

/** YYYY-MM */
export const monthRule = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid');

/** Months the report covers by default, and at most. */
export const RATE_DEFAULT_MONTHS = 12;
export const RATE_MAX_MONTHS = 24;

/** What a chargeback became: its outcome in the monthly rollup (lost includes expired; open includes a first loss that may still be rebutted). */
export const RATE_OUTCOMES = ['open', 'won', 'lost', 'accepted'] as const;
export type RateOutcome = (typeof RATE_OUTCOMES)[number];

/**
 * The breakdowns of the report: the whole scope, or one value of a dimension. The scheme is the card
 * brand (our brands are the schemes: Visa, Mastercard, ...); country is the BIN country of the card.
 */
export const RATE_DIMENSIONS = ['total', 'scheme', 'category', 'currency', 'country', 'member'] as const;
export type RateDimension = (typeof RATE_DIMENSIONS)[number];

/**
 * The card schemes' monitoring programs the ratio is held against. A program flags a merchant when
 * both its monthly ratio (chargebacks / sales, by count) and its count reach the figures.
 *
 * Defaults (config CHARGEBACK_THRESHOLDS overrides them), as acquirers publish them:
 * - Visa Dispute Monitoring Program (VDMP), standard: 0.9% and 100 disputes a month (Nuvei's
 *   "Chargeback programs" guide and Solidgate's "Monitoring programs" page; Visa has been moving
 *   regions to the Visa Acquirer Monitoring Program, VAMP, since April 2025, whose ratio also counts
 *   fraud reports: the VDMP figure is the stricter one for disputes alone).
 * - Mastercard Excessive Chargeback Merchant (ECM): 1.5% and 100 chargebacks; High Excessive (the
 *   Excessive Chargeback Program's upper tier, ECP): 3% and 300 (same sources). Mastercard divides by
 *   the previous month's sales; the report divides by the same month's, like Visa, so one figure
 *   reads against both.
 */
export const DEFAULT_CHARGEBACK_THRESHOLDS = 'visa_vdmp:visa:0.90:100,mastercard_ecm:mastercard:1.50:100,mastercard_ecp:mastercard:3.00:300';
/** A warning shows from this share (percent) of a threshold's ratio; at or above the ratio, an error. */
export const THRESHOLD_WARNING_SHARE = 80;

export const rateThreshold = z.object({
  id: z.string(),
  scheme: z.enum(DISPUTE_SCHEMES),
  /** percent, two decimals */
  ratio: z.string(),
  minCount: z.number().int(),
});
export type RateThreshold = z.infer<typeof rateThreshold>;

/** `id:scheme:ratio:count,...` → thresholds; null when a part is malformed (config validation). */
export function parseThresholds(text: string): RateThreshold[] | null {
  const out: RateThreshold[] = [];
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([a-z0-9_]{1,40}):([a-z]+):(\d{1,2}(?:\.\d{1,2})?):(\d{1,7})$/.exec(part);
    if (!m || !(DISPUTE_SCHEMES as readonly string[]).includes(m[2]!)) return null;
    out.push({ id: m[1]!, scheme: m[2] as DisputeScheme, ratio: new Decimal(m[3]!).toFixed(2), minCount: Number(m[4]) });
  }
  return out;
}

/** A ratio in percent with two decimals (half-up); null without sales. */
export function ratioPercent(part: Decimal.Value, whole: Decimal.Value): string | null {
  const w = new Decimal(whole);
  return w.isZero() ? null : new Decimal(part).times(100).div(w).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

export type ThresholdLevel = 'ok' | 'warning' | 'error';

/**
 * Where a month stands against a program: error when both the ratio and the count reach it (the
 * program would flag the merchant); warning from 80% of the ratio (nearing it, or over the ratio
 * with too few chargebacks yet to be flagged).
 */
export function thresholdLevel(t: Pick<RateThreshold, 'ratio' | 'minCount'>, ratio: string | null, count: number): ThresholdLevel {
  if (ratio === null) return 'ok';
  const r = new Decimal(ratio);
  if (r.gte(t.ratio) && count >= t.minCount) return 'error';
  if (r.gte(new Decimal(t.ratio).times(THRESHOLD_WARNING_SHARE).div(100))) return 'warning';
  return 'ok';
}

/** GET /api/report/refuseRate */
export const rateReportQuery = z.object({
  from: monthRule.optional(),
  to: monthRule.optional(),
  displayCurrency: z.enum(DISPLAY_CURRENCIES).default(DEFAULT_DISPLAY_CURRENCY),
  dimension: z.enum(RATE_DIMENSIONS).default('total'),
  /** one value of the dimension: the monthly table and the trend show it alone */
  key: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,40}$/, 'validation.invalid')
    .optional(),
});
export type RateReportQuery = z.infer<typeof rateReportQuery>;

/** Figures of one month (or of one dimension's value over the range). */
export const rateRow = z.object({
  key: z.string(),
  count: z.number().int(),
  /** in the display currency */
  amount: z.string(),
  salesCount: z.number().int(),
  salesAmount: z.string(),
  /** percent, two decimals; null without sales */
  countRatio: z.string().nullable(),
  amountRatio: z.string().nullable(),
  won: z.number().int(),
  lost: z.number().int(),
  open: z.number().int(),
});
export type RateRow = z.infer<typeof rateRow>;

export const thresholdStanding = z.object({
  id: z.string(),
  scheme: z.enum(DISPUTE_SCHEMES),
  ratio: z.string(),
  minCount: z.number().int(),
  /** this month's figures of the scheme */
  current: z.string().nullable(),
  count: z.number().int(),
  level: z.enum(['ok', 'warning', 'error']),
});
export type ThresholdStanding = z.infer<typeof thresholdStanding>;

export const rateReport = z.object({
  from: z.string(),
  to: z.string(),
  displayCurrency: z.string(),
  dimension: z.enum(RATE_DIMENSIONS),
  key: z.string().nullable(),
  /** one row per month of the range (key = the month), oldest first */
  months: z.array(rateRow),
  /** the dimension's values over the range (empty for total), most chargebacks first */
  keys: z.array(rateRow),
  thresholds: z.array(rateThreshold),
  /** the current month against every program */
  standing: z.object({ month: z.string(), programs: z.array(thresholdStanding) }),
});
export type RateReport = z.infer<typeof rateReport>;

/** POST /api/report/refuseRate/export: the report's filters. */
export const rateExportBody = rateReportQuery;

/** GET /api/report/refuseRate/month: one month (and scheme): totals by reason code. */
export const rateMonthQuery = z.object({
  month: monthRule,
  scheme: z.enum(DISPUTE_SCHEMES).optional(),
  displayCurrency: z.enum(DISPLAY_CURRENCIES).default(DEFAULT_DISPLAY_CURRENCY),
});
export const rateMonth = z.object({
  month: z.string(),
  scheme: z.string().nullable(),
  displayCurrency: z.string(),
  total: rateRow,
  byReason: z.array(
    z.object({
      scheme: z.enum(DISPUTE_SCHEMES),
      reasonCode: z.string(),
      reason: z.string(),
      category: z.enum(REASON_CATEGORIES),
      count: z.number().int(),
      amount: z.string(),
    }),
  ),
});
export type RateMonth = z.infer<typeof rateMonth>;

/** GET /api/index/chargebacks: the home dashboard's chargeback block. */
export const chargebackOverview = z.object({
  open: z.number().int(),
  dueSoon: z.number().int(),
  /** the window of dueSoon, days */
  dueDays: z.number().int(),
  won30: z.number().int(),
  lost30: z.number().int(),
  month: z.string(),
  /** this month's ratio (count) against the program it is nearest to; null without any program */
  nearest: thresholdStanding.nullable(),
});
export type ChargebackOverview = z.infer<typeof chargebackOverview>;

// ---- months in the business time zone ----

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** `n` months before `month` (negative: after). */
export function monthsBack(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** The Beijing month of an instant. */
export const businessMonth = (at: Date): string => businessDate(at).slice(0, 7);

/** The instants a Beijing month covers: [from, to). */
export const monthInstants = (month: string): { from: Date; to: Date } => ({
  from: businessInstant(`${month}-01`),
  to: businessInstant(`${nextMonth(month)}-01`),
});
