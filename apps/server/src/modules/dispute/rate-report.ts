import {
  businessMonth,
  monthsBack,
  nextMonth,
  ratioPercent,
  RATE_DEFAULT_MONTHS,
  RATE_MAX_MONTHS,
  thresholdLevel,
  type RateDimension,
  type RateMonth,
  type RateReport,
  type RateReportQuery,
  type RateRow,
  type RateThreshold,
  type ThresholdStanding,
} from '@crossbill/contracts/chargeback-rate';
import type { Language } from '@crossbill/contracts/constants';
import { reasonName, reasonOf } from '@crossbill/contracts/dispute-reasons';
import { convert, fromMinor, isCurrency, type Currency } from '@crossbill/contracts/money';
import type { Executor } from '../../platform/db/client.ts';
import { fieldError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import { selectMonthly, selectReasonTotals, type MonthlyRow } from './rate-rollup.ts';

/**
 * reports/refuse-rate from the rollups only: chargebacks from chargeback_monthly (month of receipt),
 * sales from the payments' monthly sales rollup (captured payments, by the Beijing month of the payment).
 * Ratio = chargebacks / sales of the same month. A reason category has no sales of its own: its ratio
 * is over all sales. Amounts are converted into the display currency at the mid rate of now.
 */

export interface RateSourceLike {
  mid(base: Currency, quote: Currency, at: Date): Promise<string>;
}
export interface RateDeps {
  rates: RateSourceLike;
  thresholds: RateThreshold[];
}

interface SaleRow {
  merchantNo: string;
  month: string;
  method: string;
  currency: string;
  /** the BIN country ('' unknown), only when asked for by country */
  country: string;
  count: number;
  amount: bigint;
}

/** Captured sales of the scope per merchant, month, method and currency (and BIN country when `byCountry`). */
function salesOf(db: Executor, scope: string[], from: string, to: string, byCountry = false): Promise<SaleRow[]> {
  return payment.monthlySalesOf(db, { scope, from, to, byCountry });
}

type Rates = Map<string, string>;

async function ratesInto(deps: RateDeps, display: Currency, currencies: string[], now: Date): Promise<Rates> {
  const rates: Rates = new Map();
  for (const c of new Set(currencies)) if (isCurrency(c) && c !== display) rates.set(c, await deps.rates.mid(c, display, now));
  return rates;
}

const toDisplay = (minor: bigint, currency: string, display: Currency, rates: Rates): bigint =>
  currency === display ? minor : rates.has(currency) && isCurrency(currency) ? convert(minor, currency, display, rates.get(currency)!) : 0n;

class Acc {
  count = 0;
  amount = 0n;
  salesCount = 0;
  salesAmount = 0n;
  won = 0;
  lost = 0;
  open = 0;
  addChargebacks(r: MonthlyRow, amount: bigint) {
    const n = Number(r.count);
    this.count += n;
    this.amount += amount;
    if (r.outcome === 'won') this.won += n;
    else if (r.outcome === 'open') this.open += n;
    else this.lost += n;
  }
  row(key: string, display: Currency): RateRow {
    return {
      key,
      count: this.count,
      amount: fromMinor(this.amount, display),
      salesCount: this.salesCount,
      salesAmount: fromMinor(this.salesAmount, display),
      countRatio: ratioPercent(this.count, this.salesCount),
      amountRatio: ratioPercent(this.amount.toString(), this.salesAmount.toString()),
      won: this.won,
      lost: this.lost,
      open: this.open,
    };
  }
}

/** The dimension's value of a chargeback cell, and of a sale (null: the sale counts for every value). */
function keyOf(d: RateDimension, r: MonthlyRow): string {
  const keys: Record<RateDimension, string> = {
    total: 'total',
    scheme: r.scheme,
    category: r.category,
    currency: r.currency,
    country: r.cardCountry,
    member: r.merchantNo,
  };
  return keys[d];
}
function saleKeyOf(d: RateDimension, s: SaleRow): string | null {
  const keys: Record<RateDimension, string | null> = {
    total: null,
    scheme: s.method,
    category: null,
    currency: s.currency,
    country: s.country,
    member: s.merchantNo,
  };
  return keys[d];
}

/** The months asked for: the last 12 up to this month by default; at most 24, never backwards. */
export function monthRange(q: Pick<RateReportQuery, 'from' | 'to'>, now: Date): { from: string; to: string } {
  const to = q.to ?? (q.from ? monthsBack(q.from, -(RATE_DEFAULT_MONTHS - 1)) : businessMonth(now));
  const from = q.from ?? monthsBack(to, RATE_DEFAULT_MONTHS - 1);
  if (from > to) throw fieldError('from', 'validation.invalid');
  if (monthsBack(to, RATE_MAX_MONTHS - 1) > from) throw fieldError('to', 'validation.invalid');
  return { from, to };
}

/** Where this month's figures stand against each program (by count: the programs count chargebacks). */
export async function standingOf(
  db: Executor,
  scope: string[],
  thresholds: RateThreshold[],
  now: Date,
): Promise<{ month: string; programs: ThresholdStanding[] }> {
  const month = businessMonth(now);
  const [cells, sales] = await Promise.all([selectMonthly(db, { scope, from: month, to: month }), salesOf(db, scope, month, month)]);
  const programs = thresholds.map((t) => {
    const count = cells.filter((c) => c.scheme === t.scheme).reduce((n, c) => n + Number(c.count), 0);
    const salesCount = sales.filter((s) => s.method === t.scheme).reduce((n, s) => n + s.count, 0);
    const current = ratioPercent(count, salesCount);
    return { ...t, current, count, level: thresholdLevel(t, current, count) };
  });
  return { month, programs };
}

export async function rateReport(db: Executor, deps: RateDeps, scope: string[], q: RateReportQuery, now: Date): Promise<RateReport> {
  const { from, to } = monthRange(q, now);
  const display = q.displayCurrency as Currency;
  const [cells, sales] = await Promise.all([selectMonthly(db, { scope, from, to }), salesOf(db, scope, from, to, q.dimension === 'country')]);
  const rates = await ratesInto(deps, display, [...cells.map((c) => c.currency), ...sales.map((s) => s.currency)], now);
  const d = q.dimension;
  const key = d === 'total' ? null : (q.key ?? null);

  const months = new Map<string, Acc>();
  for (let m = from; m <= to; m = nextMonth(m)) months.set(m, new Acc());
  const keys = new Map<string, Acc>();
  const at = (k: string) => keys.get(k) ?? keys.set(k, new Acc()).get(k)!;
  for (const c of cells) {
    const amount = toDisplay(c.amount, c.currency, display, rates);
    const k = keyOf(d, c);
    if (d !== 'total') at(k).addChargebacks(c, amount);
    if (key === null || k === key) months.get(c.month)?.addChargebacks(c, amount);
  }
  for (const s of sales) {
    const amount = toDisplay(s.amount, s.currency, display, rates);
    const k = saleKeyOf(d, s);
    const targets = d === 'total' ? [] : k === null ? [...keys.values()] : keys.has(k) ? [keys.get(k)!] : [];
    for (const a of targets) {
      a.salesCount += s.count;
      a.salesAmount += amount;
    }
    const m = months.get(s.month);
    if (m && (key === null || k === null || k === key)) {
      m.salesCount += s.count;
      m.salesAmount += amount;
    }
  }
  return {
    from,
    to,
    displayCurrency: display,
    dimension: d,
    key,
    months: [...months.entries()].map(([m, a]) => a.row(m, display)),
    keys: [...keys.entries()].map(([k, a]) => a.row(k, display)).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    thresholds: deps.thresholds,
    standing: await standingOf(db, scope, deps.thresholds, now),
  };
}

/** refuse-rate/view: one month (and scheme): its totals and the totals by reason code. */
export async function rateMonth(
  db: Executor,
  deps: RateDeps,
  scope: string[],
  q: { month: string; scheme?: string; displayCurrency: string; now: Date; lang: Language },
): Promise<RateMonth> {
  const display = q.displayCurrency as Currency;
  const [cells, sales, reasons] = await Promise.all([
    selectMonthly(db, { scope, from: q.month, to: q.month }),
    salesOf(db, scope, q.month, q.month),
    selectReasonTotals(db, { scope, month: q.month, scheme: q.scheme }),
  ]);
  const rates = await ratesInto(deps, display, [...cells.map((c) => c.currency), ...sales.map((s) => s.currency), ...reasons.map((r) => r.currency)], q.now);
  const total = new Acc();
  for (const c of cells) if (!q.scheme || c.scheme === q.scheme) total.addChargebacks(c, toDisplay(c.amount, c.currency, display, rates));
  for (const s of sales)
    if (!q.scheme || s.method === q.scheme) {
      total.salesCount += s.count;
      total.salesAmount += toDisplay(s.amount, s.currency, display, rates);
    }
  const byReason = new Map<string, { scheme: MonthlyRow['scheme']; reasonCode: string; category: MonthlyRow['category']; count: number; amount: bigint }>();
  for (const r of reasons) {
    const k = `${r.scheme}|${r.reasonCode}`;
    const v = byReason.get(k) ?? byReason.set(k, { scheme: r.scheme, reasonCode: r.reasonCode, category: r.category, count: 0, amount: 0n }).get(k)!;
    v.count += r.count;
    v.amount += toDisplay(r.amount, r.currency, display, rates);
  }
  return {
    month: q.month,
    scheme: q.scheme ?? null,
    displayCurrency: display,
    total: total.row(q.month, display),
    byReason: [...byReason.values()]
      .sort((a, b) => b.count - a.count || a.reasonCode.localeCompare(b.reasonCode))
      .map((v) => {
        const reason = reasonOf(v.scheme, v.reasonCode);
        return { ...v, reason: reason ? reasonName(reason, q.lang) : v.reasonCode, amount: fromMinor(v.amount, display) };
      }),
  };
}
