import { convert, fromMinor, isCurrency, type Currency } from '@crossbill/contracts/money';
import type { CurrencyTotal, DailyPoint, PeriodTotals, SummaryRow } from '@crossbill/contracts/dashboard';
import type { DailyRollupRow as RollupRow } from '../payment/service.ts';

/**
 * Pure arithmetic over rollup rows (never the transaction table): what counts as an attempt, a
 * success and volume. An authorisation that was later voided was still approved by the issuer, so
 * it counts as a success; pending payments have no outcome yet and are left out of the rate.
 */

const SUCCESS = new Set(['succeeded', 'authorized', 'voided']);
const FAILURE = new Set(['failed', 'expired']);

const isPayment = (r: RollupRow) => r.type !== 'refund';
const money = (minor: bigint, currency: string) => (isCurrency(currency) ? fromMinor(minor, currency) : minor.toString());

/** A percentage with two decimals, rounded half-up, from integer counts (no float for the figure). */
export function percent(part: number, whole: number): string | null {
  if (whole === 0) return null;
  const basisPoints = Math.floor((part * 20000) / whole + 1) >> 1; // half-up of part*10000/whole
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

export interface Tally {
  attempts: number;
  succeeded: number;
  failed: number;
  /** captured volume (status succeeded) per currency, minor units */
  volume: Map<string, { count: number; amount: bigint }>;
  refunds: Map<string, { count: number; amount: bigint }>;
}

export function tally(rows: RollupRow[]): Tally {
  const t: Tally = { attempts: 0, succeeded: 0, failed: 0, volume: new Map(), refunds: new Map() };
  for (const r of rows) {
    const n = Number(r.count);
    if (isPayment(r)) {
      if (SUCCESS.has(r.status)) t.succeeded += n;
      if (FAILURE.has(r.status)) t.failed += n;
      if (r.status === 'succeeded') add(t.volume, r.currency, n, r.amount);
    } else if (r.status === 'succeeded') add(t.refunds, r.currency, n, r.amount);
  }
  t.attempts = t.succeeded + t.failed;
  return t;
}

function add(m: Map<string, { count: number; amount: bigint }>, currency: string, count: number, amount: bigint) {
  const v = m.get(currency) ?? { count: 0, amount: 0n };
  v.count += count;
  v.amount += amount;
  m.set(currency, v);
}

export type Rates = Map<string, string>;

/** Minor units of `currency` in the display currency (0 when the currency has no rate). */
export function toDisplay(minor: bigint, currency: string, display: Currency, rates: Rates): bigint {
  if (currency === display) return minor;
  const rate = rates.get(currency);
  return rate && isCurrency(currency) ? convert(minor, currency, display, rate) : 0n;
}

export function periodOf(rows: RollupRow[], o: { days: number; from: string; to: string; display: Currency; rates: Rates }): PeriodTotals {
  const t = tally(rows);
  const currencies = [...new Set([...t.volume.keys(), ...t.refunds.keys()])].sort();
  const byCurrency: CurrencyTotal[] = currencies.map((c) => {
    const v = t.volume.get(c) ?? { count: 0, amount: 0n };
    const r = t.refunds.get(c) ?? { count: 0, amount: 0n };
    return { currency: c, count: v.count, amount: money(v.amount, c), refundCount: r.count, refundAmount: money(r.amount, c) };
  });
  let converted = 0n;
  for (const [c, v] of t.volume) converted += toDisplay(v.amount, c, o.display, o.rates);
  return {
    days: o.days,
    from: o.from,
    to: o.to,
    attempts: t.attempts,
    succeeded: t.succeeded,
    successRate: percent(t.succeeded, t.attempts),
    byCurrency,
    convertedAmount: fromMinor(converted, o.display),
  };
}

/** One point per day and method that had payments, oldest first. */
export function dailyOf(rows: RollupRow[], display: Currency, rates: Rates): DailyPoint[] {
  const groups = new Map<string, RollupRow[]>();
  for (const r of rows.filter(isPayment)) {
    const k = `${r.day}|${r.paymentMethod}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, rs]) => {
      const [day, method] = k.split('|') as [string, string];
      const t = tally(rs);
      let amount = 0n;
      for (const [c, v] of t.volume) amount += toDisplay(v.amount, c, display, rates);
      return { day, method, attempts: t.attempts, succeeded: t.succeeded, amount: fromMinor(amount, display) };
    });
}

/** summary/view rows: per method and currency (refunds are booked on their payment's method). */
export function summaryOf(rows: RollupRow[]): SummaryRow[] {
  const groups = new Map<string, RollupRow[]>();
  for (const r of rows) {
    const k = `${r.paymentMethod}|${r.currency}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, rs]) => {
      const [method, currency] = k.split('|') as [string, string];
      const t = tally(rs);
      const v = t.volume.get(currency) ?? { count: 0, amount: 0n };
      const r = t.refunds.get(currency) ?? { count: 0, amount: 0n };
      return {
        method,
        currency,
        attempts: t.attempts,
        succeeded: t.succeeded,
        failed: t.failed,
        successRate: percent(t.succeeded, t.attempts),
        amount: money(v.amount, currency),
        refundCount: r.count,
        refundAmount: money(r.amount, currency),
      };
    });
}
