import { Codes } from '@crossbill/contracts/codes';
import type { Language } from '@crossbill/contracts/constants';
import { DASHBOARD_PERIODS, type CaptureSettings, type CaptureSettingsBody, type DashboardData, type SummaryData } from '@crossbill/contracts/dashboard';
import { CURRENCIES, isCurrency, type Currency } from '@crossbill/contracts/money';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { sandboxPricing } from '../exchange/service.ts';
import * as payment from '../payment/service.ts';
import { listTransfers } from '../transfer/service.ts';
import { dailyOf, periodOf, summaryOf, type Rates } from './rollups.ts';
import * as store from './store.ts';
import { addDays, businessDate, businessInstant } from '@crossbill/contracts/business-time';

/** The Beijing day `back` days before now's Beijing day. */
const dayBack = (now: Date, back: number) => addDays(businessDate(now), -back);

/** Mid rates of every currency in the rows into the display currency (the exchange module's source). */
async function ratesInto(display: Currency, currencies: string[], now: Date): Promise<Rates> {
  const source = sandboxPricing(0).rates;
  const rates: Rates = new Map();
  for (const c of new Set(currencies)) if (isCurrency(c) && c !== display) rates.set(c, await source.mid(c, display, now));
  return rates;
}

/**
 * The home dashboard over the scope (a group reads its members): totals of the last 7 and 30
 * Beijing days and the 30-day daily series per method, all from the daily rollups (transaction_daily:
 * bounded by days × currencies × methods, not by the number of transactions).
 */
export async function dashboard(db: Executor, scope: string[], q: { displayCurrency: Currency; now: Date }): Promise<DashboardData> {
  const to = dayBack(q.now, 0);
  const longest = Math.max(...DASHBOARD_PERIODS);
  const rows = await payment.dailyRollupsOf(db, { scope, from: dayBack(q.now, longest - 1), to });
  const rates = await ratesInto(
    q.displayCurrency,
    rows.map((r) => r.currency),
    q.now,
  );
  const periods = DASHBOARD_PERIODS.map((days) => {
    const from = dayBack(q.now, days - 1);
    return periodOf(
      rows.filter((r) => r.day >= from),
      { days, from, to, display: q.displayCurrency, rates },
    );
  });
  const daily = dailyOf(rows, q.displayCurrency, rates);
  return {
    displayCurrency: q.displayCurrency,
    rates: Object.fromEntries([...rates].sort(([a], [b]) => (a < b ? -1 : 1))),
    periods,
    daily,
    methods: [...new Set(daily.map((d) => d.method))].sort(),
  };
}

/** summary/view: per method and currency over the last 7 or 30 days (daily rollups only). */
export async function summary(db: Executor, scope: string[], q: { days: number; now: Date }): Promise<SummaryData> {
  const from = dayBack(q.now, q.days - 1);
  const to = dayBack(q.now, 0);
  const rows = await payment.dailyRollupsOf(db, { scope, from, to });
  return { days: q.days, from, to, rows: summaryOf(rows) };
}

/** Payout side of the aggregate home: transfers submitted in the last 7 and 30 days. */
export async function payoutOverview(db: Executor, scope: string[], q: { lang: Language; now: Date }) {
  const count = async (days: number) => {
    const begin = businessInstant(dayBack(q.now, days - 1));
    const page = await listTransfers(db, scope, { page: 1, size: 1, beginTime: begin.toISOString(), lang: q.lang });
    return page.total;
  };
  return { transfers7: await count(7), transfers30: await count(30) };
}

export const displayCurrencies = () => CURRENCIES;

// ---- auth-capture automation ----

const settingsOut = (r: store.CaptureSettingsRow | null): CaptureSettings =>
  r
    ? { mode: r.mode, delayHours: r.mode === 'delay' ? r.delayHours : null, updatedAt: r.updatedAt.toISOString() }
    : { mode: 'never', delayHours: null, updatedAt: null };

export async function captureSettingsOf(db: Executor, merchantNo: string): Promise<CaptureSettings> {
  return settingsOut(await store.selectCaptureSettings(db, merchantNo));
}

import type { Actor } from '../../platform/audit/audit.ts';
export type { Actor };

export async function saveCaptureSettings(db: Db, merchantNo: string, body: CaptureSettingsBody, o: { actor: Actor; now: Date }): Promise<CaptureSettings> {
  return db.transaction(async (tx) => {
    const before = await store.selectCaptureSettings(tx, merchantNo);
    const saved = await store.upsertCaptureSettings(tx, {
      merchantNo,
      mode: body.mode,
      delayHours: body.mode === 'delay' ? body.delayHours : null,
      updatedBy: o.actor.userId,
      updatedAt: o.now,
    });
    await audit(tx, {
      userId: o.actor.userId,
      merchantNo,
      action: 'captureSettings.save',
      target: merchantNo,
      summary: { before: before ? { mode: before.mode, delayHours: before.delayHours } : null, after: { mode: saved.mode, delayHours: saved.delayHours } },
      ip: o.actor.ip,
      userAgent: o.actor.userAgent,
    });
    return settingsOut(saved);
  });
}

/**
 * The periodic job: capture every authorisation older than its merchant's delay, through the
 * payment service's capture (the API's code path: ledger entry, rollups, timeline). Each capture
 * is its own transaction; one already captured or voided meanwhile is skipped, so a second run
 * changes nothing.
 */
export async function runAutoCapture(db: Db, now: Date, batch = 200): Promise<number> {
  let captured = 0;
  for (const s of await store.selectDelayedMerchants(db)) {
    const before = new Date(now.getTime() - (s.delayHours ?? 0) * 3600_000);
    for (const transactionId of await store.selectDueAuthorizations(db, { merchantNo: s.merchantNo, before, limit: batch })) {
      const done = await db
        .transaction(async (tx) => {
          await payment.capturePayment(tx, [s.merchantNo], { transactionId }, { now, source: 'job' });
          await audit(tx, {
            userId: null,
            merchantNo: s.merchantNo,
            action: 'payment.autoCapture',
            target: transactionId,
            summary: { delayHours: s.delayHours },
          });
          return true;
        })
        .catch((e: unknown) => {
          if (e instanceof AppError && e.info === Codes.TRANSACTION_STATE) return false;
          throw e;
        });
      if (done) captured++;
    }
  }
  return captured;
}
