import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Codes } from '@crossbill/contracts/codes';
import { MerchantType } from '@crossbill/contracts/merchant';
import { fromMinor, type Currency } from '@crossbill/contracts/money';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { generateTraffic } from '../../sandbox/traffic.ts';
import { refundPolicyOf } from '../refund/service.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { verifyLedger } from '../ledger/service.ts';
import { percent } from './rollups.ts';
import { runAutoCapture } from './service.ts';

const s = useTestServer();
const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/** A recount straight from the transaction table, for comparison with the rollup-based figures. */
async function recount(merchantNo: string, fromDay: string) {
  const rows = await s.deps.db.execute(sql`
    select currency,
      count(*) filter (where type <> 'refund' and status in ('succeeded','authorized','voided'))::int as ok,
      count(*) filter (where type <> 'refund' and status in ('failed','expired'))::int as ko,
      count(*) filter (where type <> 'refund' and status = 'succeeded')::int as n,
      coalesce(sum(captured_amount) filter (where type <> 'refund' and status = 'succeeded'), 0)::text as amount,
      count(*) filter (where type = 'refund' and status = 'succeeded')::int as rn,
      coalesce(sum(amount) filter (where type = 'refund' and status = 'succeeded'), 0)::text as ramount
    from transactions
    where merchant_no = ${merchantNo} and to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') >= ${fromDay}
    group by currency order by currency`);
  return (rows as unknown as { rows: Record<string, unknown>[] }).rows ?? (rows as unknown as Record<string, unknown>[]);
}

describe('home dashboard', () => {
  it('equals a recount of the transactions for 7 and 30 days, per currency, with the success rate', async () => {
    const op = await newOperator(s);
    const m = op.merchant.merchantNo;
    await generateTraffic(s.deps.db, { merchantNo: m, count: 120, days: 40, prefix: 'DB', seed: 7, now: s.clock.now, policy: refundPolicyOf(s.deps) });
    const res = await s.api('GET', '/index/dashboard?displayCurrency=USD', { cookie: op.cookie });
    expect(res.status).toBe(200);
    const data = res.body.data;
    for (const period of data.periods) {
      const counted = await recount(m, period.from);
      let ok = 0;
      let ko = 0;
      for (const r of counted) {
        ok += Number(r.ok);
        ko += Number(r.ko);
      }
      expect(period.attempts).toBe(ok + ko);
      expect(period.succeeded).toBe(ok);
      expect(period.successRate).toBe(percent(ok, ok + ko));
      const expected = counted
        .filter((r) => Number(r.n) > 0 || Number(r.rn) > 0)
        .map((r) => ({
          currency: r.currency,
          count: Number(r.n),
          amount: fromMinor(BigInt(r.amount as string), r.currency as Currency),
          refundCount: Number(r.rn),
          refundAmount: fromMinor(BigInt(r.ramount as string), r.currency as Currency),
        }));
      expect(period.byCurrency).toEqual(expected);
    }
    expect(data.periods.map((p: { days: number }) => p.days)).toEqual([7, 30]);
    // the daily series sums to the 30-day totals
    const sum = data.daily.reduce((a: number, d: { attempts: number }) => a + d.attempts, 0);
    expect(sum).toBe(data.periods[1].attempts);
  });

  it('converts the volume into the display currency at the exchange source rate', async () => {
    const op = await newOperator(s);
    const c = await paymentClient(s, op.merchant.merchantNo);
    await c.pay('4242424242424242', { amount: '10.00', currency: 'USD' });
    await c.pay('4242424242424242', { amount: '20.00', currency: 'EUR' });
    await c.pay('4000000000009995', { amount: '99.00' });
    const res = (await s.api('GET', '/index/dashboard?displayCurrency=EUR', { cookie: op.cookie })).body.data;
    const week = res.periods[0];
    expect(week).toMatchObject({ attempts: 3, succeeded: 2, successRate: '66.67' });
    const rate = Number(res.rates.USD);
    expect(Number(week.convertedAmount)).toBeCloseTo(20 + 10 * rate, 2);
    expect(res.methods).toEqual(['visa']);
  });

  it('a group merchant reads its members through /blocMer; another merchant sees nothing', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const a = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const b = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    for (const m of [a, b]) await (await paymentClient(s, m.merchantNo)).pay('4242424242424242', { amount: '5.00' });
    const op = await newOperator(s, { merchant: group });
    const res = await s.api('GET', '/blocMer/index/dashboard', { cookie: op.cookie });
    expect(res.body.data.periods[0].byCurrency).toEqual([{ currency: 'USD', count: 2, amount: '10.00', refundCount: 0, refundAmount: '0.00' }]);
    const other = await newOperator(s);
    expect((await s.api('GET', '/index/dashboard', { cookie: other.cookie })).body.data.periods[0].attempts).toBe(0);
  });

  it('summary/view rows per method and currency', async () => {
    const op = await newOperator(s);
    const c = await paymentClient(s, op.merchant.merchantNo);
    const paid = await c.pay('4242424242424242', { amount: '10.00' });
    await c.call('POST', `/payments/${paid.body.data.transactionId}/refunds`, { amount: '4.00' });
    await c.pay('4000000000009995', { amount: '1.00' });
    const res = await s.api('GET', '/index/summary?days=7', { cookie: op.cookie });
    expect(res.body.data.rows).toEqual([
      { method: 'visa', currency: 'USD', attempts: 2, succeeded: 1, failed: 1, successRate: '50.00', amount: '10.00', refundCount: 1, refundAmount: '4.00' },
    ]);
  });
});

describe('auth-capture automation', () => {
  it('saves settings (audited), validates the delay, and the job captures due authorisations once', async () => {
    const op = await newOperator(s);
    const m = op.merchant.merchantNo;
    const c = await paymentClient(s, m);
    expect((await s.api('GET', '/checkout/paymentSetting', { cookie: op.cookie })).body.data).toEqual({ mode: 'never', delayHours: null, updatedAt: null });
    const bad = await s.api('POST', '/checkout/paymentSetting/save', { cookie: op.cookie, body: { mode: 'delay', delayHours: null } });
    expect(bad.body.respCode).toBe(Codes.VALIDATION.code);
    const saved = await s.api('POST', '/checkout/paymentSetting/save', { cookie: op.cookie, body: { mode: 'delay', delayHours: 2 } });
    expect(saved.body.data).toMatchObject({ mode: 'delay', delayHours: 2 });
    const audits = await s.deps.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.merchantNo} = ${m} and ${auditLog.action} = 'captureSettings.save'`);
    expect(audits).toHaveLength(1);

    const auth = await c.pay('4242424242424242', { capture: false, amount: '30.00' });
    const id = auth.body.data.transactionId;
    s.clock.advance(HOUR);
    expect(await runAutoCapture(s.deps.db, s.clock.now)).toBe(0);
    s.clock.advance(HOUR);
    expect(await runAutoCapture(s.deps.db, s.clock.now)).toBe(1);
    expect(await runAutoCapture(s.deps.db, s.clock.now)).toBe(0);
    const got = await c.call('GET', `/payments/${id}`);
    expect(got.body.data).toMatchObject({ status: 'succeeded', capturedAmount: '30.00' });
    const { problems } = await verifyLedger(s.deps.db);
    expect(problems).toEqual([]);
  });

  it('never captures when set to never', async () => {
    const op = await newOperator(s);
    const c = await paymentClient(s, op.merchant.merchantNo);
    await s.api('POST', '/checkout/paymentSetting/save', { cookie: op.cookie, body: { mode: 'never', delayHours: null } });
    const auth = await c.pay('4242424242424242', { capture: false, amount: '3.00' });
    s.clock.advance(10 * DAY);
    await runAutoCapture(s.deps.db, s.clock.now);
    expect((await c.call('GET', `/payments/${auth.body.data.transactionId}`)).body.data.status).toBe('authorized');
  });
});
