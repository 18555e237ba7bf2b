import { CHURN_WINDOW_DAYS, MONTHS_PER_UNIT, type SubscriptionStats } from '@crossbill/contracts/subscription-stats';
import type { Executor } from '../../platform/db/client.ts';
import * as payment from '../payment/service.ts';
import * as store from './store.ts';

const DAY = 86_400_000;

/** An exact non-negative fraction, rounded half-up to an integer. */
const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/**
 * Each currency's monthly recurring revenue in minor units: the cycle amounts normalised to a month
 * and summed as one exact fraction per currency (reduced at each step), then rounded half-up once
 * (contracts subscription-stats.ts).
 */
export function monthlyRevenue(terms: Array<{ currency: string; unit: keyof typeof MONTHS_PER_UNIT; count: number; amount: bigint; n: number }>) {
  const sums = new Map<string, { n: bigint; d: bigint; subscriptions: number }>();
  for (const t of terms) {
    const f = MONTHS_PER_UNIT[t.unit];
    const num = t.amount * f.perMonth;
    const den = f.months * BigInt(t.count);
    const s = sums.get(t.currency) ?? { n: 0n, d: 1n, subscriptions: 0 };
    // a/b + c/d = (a·d + c·b) / (b·d), reduced
    let n = s.n * den + num * s.d;
    let d = s.d * den;
    const g = gcd(n, d);
    n /= g;
    d /= g;
    sums.set(t.currency, { n, d, subscriptions: s.subscriptions + t.n });
  }
  return [...sums].map(([currency, s]) => ({ currency, minor: halfUp(s.n, s.d), subscriptions: s.subscriptions }));
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

/** The churn rate in percent with two decimals, half-up; null without subscriptions active at the start. */
export function churnRate(churned: number, activeAtStart: number): string | null {
  if (activeAtStart === 0) return null;
  const basisPoints = halfUp(BigInt(churned) * 10_000n, BigInt(activeAtStart));
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}

/** The figures over the subscription list for the merchants in scope, at `now` (contracts subscription-stats.ts). */
export async function subscriptionStats(db: Executor, scope: string[], now: Date): Promise<SubscriptionStats> {
  const from = new Date(now.getTime() - CHURN_WINDOW_DAYS * DAY);
  const [terms, churn] = await Promise.all([store.activeAmounts(db, scope), store.churnCounts(db, scope, from, now)]);
  const mrr = monthlyRevenue(terms)
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((m) => ({ currency: m.currency, amount: payment.money(m.minor, m.currency), subscriptions: m.subscriptions }));
  return {
    asOf: now.toISOString(),
    active: terms.reduce((a, t) => a + t.n, 0),
    mrr,
    churn: { windowDays: CHURN_WINDOW_DAYS, ...churn, rate: churnRate(churn.cancelled + churn.unpaid, churn.activeAtStart) },
  };
}
