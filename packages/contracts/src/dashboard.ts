import { z } from 'zod';
import { CURRENCIES, type Currency } from './money.ts';

/**
 * Home dashboard (spec 1, 2 Home), auth-capture automation (Checkout paymentSetting) and the API
 * secret key of account/info. Amounts are decimal strings in their currency's exponent.
 */

/** Currencies the dashboard can convert its totals into. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'HKD', 'CNY', 'JPY', 'SGD'] as const satisfies readonly Currency[];
export const DEFAULT_DISPLAY_CURRENCY = 'USD';
/** The windows of the totals, in Beijing calendar days including today (spec 9 date presets). */
export const DASHBOARD_PERIODS = [7, 30] as const;

export const dashboardQuery = z.object({
  displayCurrency: z.enum(DISPLAY_CURRENCIES).default(DEFAULT_DISPLAY_CURRENCY),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** Totals of one currency over a window: successful payments and refunds. */
export const currencyTotal = z.object({
  currency: z.string(),
  count: z.number().int(),
  amount: z.string(),
  refundCount: z.number().int(),
  refundAmount: z.string(),
});
export type CurrencyTotal = z.infer<typeof currencyTotal>;

export const periodTotals = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** payment attempts that reached a final state (pending ones excluded) */
  attempts: z.number().int(),
  /** authorised or captured */
  succeeded: z.number().int(),
  /** succeeded / attempts, a percentage with two decimals; null without attempts */
  successRate: z.string().nullable(),
  byCurrency: z.array(currencyTotal),
  /** successful payment volume in the display currency */
  convertedAmount: z.string(),
});
export type PeriodTotals = z.infer<typeof periodTotals>;

/** One day and method of the 30-day chart. */
export const dailyPoint = z.object({
  day: z.string(),
  method: z.string(),
  attempts: z.number().int(),
  succeeded: z.number().int(),
  /** successful volume in the display currency */
  amount: z.string(),
});
export type DailyPoint = z.infer<typeof dailyPoint>;

export const dashboardData = z.object({
  displayCurrency: z.string(),
  /** rates used, units of the display currency per unit of each currency */
  rates: z.record(z.string(), z.string()),
  periods: z.array(periodTotals),
  daily: z.array(dailyPoint),
  methods: z.array(z.string()),
});
export type DashboardData = z.infer<typeof dashboardData>;

/** summary/view: one row per method and currency over a window, with attempts, failures and refunds. */
export const summaryQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(7), z.literal(30)]))
    .default(30),
});
export const summaryRow = z.object({
  method: z.string(),
  currency: z.string(),
  attempts: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  successRate: z.string().nullable(),
  amount: z.string(),
  refundCount: z.number().int(),
  refundAmount: z.string(),
});
export type SummaryRow = z.infer<typeof summaryRow>;
export const summaryData = z.object({ days: z.number().int(), from: z.string(), to: z.string(), rows: z.array(summaryRow) });
export type SummaryData = z.infer<typeof summaryData>;

/** payout side of the aggregate home: transfers counted through the transfer service. */
export const payoutOverview = z.object({ transfers7: z.number().int(), transfers30: z.number().int() });

// ---- auth-capture automation (Checkout paymentSetting) ----

export const CAPTURE_MODES = ['never', 'delay'] as const;
export const CAPTURE_DELAY_MAX_HOURS = 168;
export const captureSettings = z.object({
  mode: z.enum(CAPTURE_MODES),
  /** hours after the authorisation; required for 'delay' */
  delayHours: z.number().int().min(0).max(CAPTURE_DELAY_MAX_HOURS).nullable(),
  updatedAt: z.string().nullable(),
});
export type CaptureSettings = z.infer<typeof captureSettings>;
export const captureSettingsBody = z
  .object({
    mode: z.enum(CAPTURE_MODES),
    delayHours: z
      .number({ error: 'capture.delayRequired' })
      .int('capture.delayRange')
      .min(0, 'capture.delayRange')
      .max(CAPTURE_DELAY_MAX_HOURS, 'capture.delayRange')
      .nullable(),
  })
  .strict()
  .refine((b) => b.mode === 'never' || b.delayHours !== null, { path: ['delayHours'], message: 'capture.delayRequired' });
export type CaptureSettingsBody = z.infer<typeof captureSettingsBody>;

export const isDisplayCurrency = (c: string): c is (typeof DISPLAY_CURRENCIES)[number] =>
  (DISPLAY_CURRENCIES as readonly string[]).includes(c) && (CURRENCIES as string[]).includes(c);
