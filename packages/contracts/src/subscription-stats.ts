import { z } from 'zod';
import type { FrequencyUnit } from './subscription.ts';

/**
 * The figures over the subscription list (GET /api/subscription/stats), for the merchants in scope,
 * at the server's now:
 *
 * - **Active**: subscriptions of status 1 (active), past due or unpaid included.
 * - **Monthly recurring revenue**, per currency: over the active subscriptions of either collection
 *   method, each cycle's amount (price × quantity, minor units) normalised to a month and summed
 *   exactly as a fraction; the currency's total is then rounded half-up to a minor unit, once. A cycle
 *   of `count` units is worth per month: year 1/(12·count), month 1/count, week 52/(12·count), day
 *   365/(12·count), hour 365·24/(12·count), minute 365·24·60/(12·count) of its amount (a 365-day year).
 * - **Churn (30 days)**: the subscriptions that churned in the last 30 days (now − 30 × 24 h, now] —
 *   cancelled, or left unpaid after their last failed retry, whichever came first, counted once —
 *   over the subscriptions active at the window's start (activated by then, not ended or churned by
 *   then), as a percentage rounded half-up to two decimals; null when none was active at the start. A
 *   subscription never active (its first payment declined) does not churn. The percentage may exceed
 *   100 when more subscriptions churn than were active at the start (started and lost inside the window).
 */
export const CHURN_WINDOW_DAYS = 30;

/** Months per cycle unit as a fraction (numerator, denominator); a cycle of `count` units divides it by `count`. */
export const MONTHS_PER_UNIT: Record<FrequencyUnit, { perMonth: bigint; months: bigint }> = {
  year: { perMonth: 1n, months: 12n },
  month: { perMonth: 1n, months: 1n },
  week: { perMonth: 52n, months: 12n },
  day: { perMonth: 365n, months: 12n },
  hour: { perMonth: 365n * 24n, months: 12n },
  minute: { perMonth: 365n * 24n * 60n, months: 12n },
};

export const subscriptionStats = z.object({
  /** the instant the figures are for */
  asOf: z.string(),
  active: z.number().int(),
  /** per currency, by currency code */
  mrr: z.array(z.object({ currency: z.string(), amount: z.string(), subscriptions: z.number().int() })),
  churn: z.object({
    windowDays: z.number().int(),
    /** churned in the window: left unpaid (so counted even when cancelled later), and cancelled */
    cancelled: z.number().int(),
    unpaid: z.number().int(),
    activeAtStart: z.number().int(),
    /** percentage with two decimals ("12.50"), null when none was active at the start */
    rate: z.string().nullable(),
  }),
});
export type SubscriptionStats = z.infer<typeof subscriptionStats>;
