import { successRate, type RateRow, type SuccessRateQuery, type SuccessRateReport } from '@crossbill/contracts/settlement';
import type { Executor } from '../../platform/db/client.ts';
import { fieldError } from '../../platform/http/errors.ts';
import * as store from './store.ts';
import { addDays, daysBetween, isDatePreset, presetDates } from '@crossbill/contracts/business-time';

/**
 * reports/success-rate from the daily rollups only (never the transaction table): attempts are the
 * payments that reached an outcome; approved = authorized, captured or later voided; failed =
 * declined or (local methods) expired unpaid. Pending payments are not attempts yet.
 */

const APPROVED = new Set(['succeeded', 'authorized', 'voided']);
const FAILED = new Set(['failed', 'expired']);
/** expired local payments carry no response code in the rollup: they are reported under EX */
export const EXPIRED_CODE = 'EX';

const MAX_DAYS = 366;

export function rangeOf(q: SuccessRateQuery, now: Date): { from: string; to: string } {
  if (isDatePreset(q.preset)) return presetDates(q.preset, now);
  if (!q.from && !q.to) return presetDates('last7', now);
  const from = q.from ?? q.to!;
  const to = q.to ?? q.from!;
  if (from > to) throw fieldError('from', 'validation.invalid');
  if (daysBetween(from, to) > MAX_DAYS) throw fieldError('to', 'validation.invalid');
  return { from, to };
}

class Tally {
  succeeded = 0;
  failed = 0;
  add(status: string, n: number) {
    if (APPROVED.has(status)) this.succeeded += n;
    else if (FAILED.has(status)) this.failed += n;
  }
  row(key: string): RateRow {
    const total = this.succeeded + this.failed;
    return { key, total, succeeded: this.succeeded, failed: this.failed, rate: successRate(this.succeeded, total) };
  }
}

function grouped(m: Map<string, Tally>): RateRow[] {
  return [...m.entries()]
    .map(([k, v]) => v.row(k))
    .filter((r) => r.total > 0)
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

export async function successRateReport(db: Executor, scope: string[], q: SuccessRateQuery, now: Date): Promise<SuccessRateReport> {
  const { from, to } = rangeOf(q, now);
  const rows = await store.selectPaymentRollups(db, { scope, from, to, currency: q.currency });
  const total = new Tally();
  const byDay = new Map<string, Tally>();
  for (let d = from; d <= to; d = addDays(d, 1)) byDay.set(d, new Tally());
  const byMethod = new Map<string, Tally>();
  const byCountry = new Map<string, Tally>();
  const byCurrency = new Map<string, Tally>();
  const declines = new Map<string, number>();
  const at = (m: Map<string, Tally>, k: string) => m.get(k) ?? m.set(k, new Tally()).get(k)!;
  for (const r of rows) {
    const n = Number(r.count);
    total.add(r.status, n);
    at(byDay, r.day).add(r.status, n);
    at(byMethod, r.paymentMethod).add(r.status, n);
    at(byCountry, r.cardCountry).add(r.status, n);
    at(byCurrency, r.currency).add(r.status, n);
    if (FAILED.has(r.status)) {
      const code = r.status === 'expired' ? EXPIRED_CODE : r.declineCode || '';
      declines.set(code, (declines.get(code) ?? 0) + n);
    }
  }
  return {
    from,
    to,
    total: total.row('total'),
    byDay: [...byDay.entries()].map(([k, v]) => v.row(k)),
    byMethod: grouped(byMethod),
    byCountry: grouped(byCountry),
    byCurrency: grouped(byCurrency),
    declines: [...declines.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([code, count]) => ({ code, count, share: successRate(count, total.failed) })),
  };
}
