import { describe, expect, it } from 'vitest';
import { transactionFee } from '@crossbill/contracts/settlement';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { createRole } from '../access/service.ts';
import * as ledger from '../ledger/service.ts';
import { generateTraffic } from '../../sandbox/traffic.ts';
import { refundPolicyOf } from '../refund/service.ts';
import { businessDate } from '@crossbill/contracts/business-time';
import { eq } from 'drizzle-orm';
import { runSettlement } from './service.ts';
import { settlementJobs } from './jobs.ts';
import { settlementBatches } from './schema.ts';
import { periodStatement } from './statement.ts';

const s = useTestServer();
const DAY = 24 * 3600_000;

const bucket = async (merchantNo: string | null, currency: string, b: 'available' | 'to_be_settled' | 'fee_income') =>
  (await ledger.findAccount(s.deps.db, { merchantNo, currency, bucket: b }))?.balance ?? 0n;

async function expectLedgerClean() {
  expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);
}

async function setup() {
  const op = await newOperator(s);
  const c = await paymentClient(s, op.merchant.merchantNo);
  // the session lasts 15 minutes and the tests move the clock by days: sign in again when needed
  const cookie = async () => (await newOperator(s, { merchant: op.merchant })).cookie;
  return { op, c, merchantNo: op.merchant.merchantNo, cookie };
}

describe('fees', () => {
  it('adds 0.30 USD at the mid rate to interchange + scheme fee + 0.50 %, rounded half-up once', () => {
    // Visa, US card: 1.80 + 0.13 + 0.50 = 2.43 %
    expect(transactionFee({ amount: 10000n, currency: 'USD', method: 'visa', cardCountry: 'US', usdRate: '1' })).toEqual({
      fixed: 30n,
      discount: 243n,
      fee: 273n,
      ratePercent: '2.43',
    });
    // 50.00 USD: 30 + 121.5 = 151.5 → 152 cents
    expect(transactionFee({ amount: 5000n, currency: 'USD', method: 'visa', cardCountry: 'US', usdRate: '1' }).fee).toBe(152n);
    // JPY has no decimals: 0.30 × 149.80 = 44.94 yen; 1 234 × 1.90 % = 23.446; 68.386 → 68
    expect(transactionFee({ amount: 1234n, currency: 'JPY', method: 'jcb', cardCountry: 'JP', usdRate: '149.80' })).toMatchObject({
      fee: 68n,
      ratePercent: '1.90',
    });
    // rounded once: 44.94 + 0.551 = 45.491 → 45 (rounding each part first would give 45 + 1 = 46)
    expect(transactionFee({ amount: 29n, currency: 'JPY', method: 'jcb', cardCountry: 'JP', usdRate: '149.80' }).fee).toBe(45n);
    // local methods and EU cards have their own rates
    expect(transactionFee({ amount: 10000n, currency: 'EUR', method: 'mastercard', cardCountry: 'DE', usdRate: '0.9210' }).ratePercent).toBe('0.95');
    expect(transactionFee({ amount: 10000n, currency: 'BRL', method: 'pix', cardCountry: '', usdRate: '5.4510' }).ratePercent).toBe('1.80');
  });
});

describe('the daily run', () => {
  it('builds one batch per currency with T+1 cut-off, nets refunds, charges fees, posts the ledger and settles nothing twice', async () => {
    const { c, merchantNo, cookie } = await setup();
    const a = await c.pay('4242424242424242', { amount: '100.00' });
    const b = await c.pay('4242424242424242', { amount: '50.00' });
    await c.pay('4000000000009995', { amount: '70.00' }); // declined: not settled
    expect((await c.call('POST', `/payments/${b.body.data.transactionId}/refunds`, { amount: '10.00' })).body.respCode).toBe('20000');
    const yen = await c.pay('3566002020360505', { amount: '1234', currency: 'JPY' });
    expect(yen.body.respCode).toBe('20000');

    // the same day: nothing is due yet (T+1)
    expect((await runSettlement(s.deps.db, { now: s.deps.now(), merchantNo, rates: s.deps.rates })).batches).toHaveLength(0);

    s.clock.advance(DAY);
    const run = await runSettlement(s.deps.db, { now: s.deps.now(), merchantNo, rates: s.deps.rates });
    expect(run.settlementDate).toBe(businessDate(s.deps.now()));
    const usd = run.batches.find((x) => x.currency === 'USD')!;
    expect(usd).toMatchObject({
      transactionCount: 2,
      transactionAmount: 15000n,
      refundCount: 1,
      refundAmount: 1000n,
      feeAmount: 273n + 152n,
      settlementAmount: 15000n - 1000n - 425n,
      status: 'paid',
    });
    const jpy = run.batches.find((x) => x.currency === 'JPY')!;
    expect(jpy).toMatchObject({ transactionCount: 1, transactionAmount: 1234n, feeAmount: 68n, settlementAmount: 1166n, usdRate: '149.8' });

    expect(await bucket(merchantNo, 'USD', 'available')).toBe(13575n);
    expect(await bucket(merchantNo, 'USD', 'to_be_settled')).toBe(0n);
    expect(await bucket(merchantNo, 'JPY', 'available')).toBe(1166n);
    await expectLedgerClean();

    // twice the same day, then the next day: nothing more
    expect((await runSettlement(s.deps.db, { now: s.deps.now(), merchantNo, rates: s.deps.rates })).batches).toHaveLength(0);
    s.clock.advance(DAY);
    expect((await runSettlement(s.deps.db, { now: s.deps.now(), merchantNo, rates: s.deps.rates })).batches).toHaveLength(0);
    expect(await bucket(merchantNo, 'USD', 'available')).toBe(13575n);

    // the pages: list, detail with the transactions, from both sides
    const op = { cookie: await cookie() };
    const list = await s.api('GET', '/settlement/batch/list?currency=USD', { cookie: op.cookie });
    expect(list.body.data).toMatchObject({
      total: 1,
      content: [{ batchId: usd.batchId, settlementAmount: '135.75', feeAmount: '4.25', refundAmount: '10.00' }],
    });
    const txs = await s.api('GET', `/settlement/batch/transactions?batchId=${usd.batchId}`, { cookie: op.cookie });
    expect(txs.body.data.total).toBe(3);
    expect(txs.body.data.content.map((t: { transactionId: string }) => t.transactionId)).toContain(a.body.data.transactionId);
    expect(txs.body.data.content.find((t: { type: string }) => t.type === 'refund')).toMatchObject({ amount: '-10.00', fee: '0.00' });
    const detail = await s.api('GET', `/transaction/detail?transactionId=${a.body.data.transactionId}`, { cookie: op.cookie });
    expect(detail.body.data.settlementBatchId ?? detail.body.data.transaction?.settlementBatchId).toBe(usd.batchId);
    const wallet = await s.api('GET', `/wallet/settlement/details?batchId=${usd.batchId}`, { cookie: op.cookie });
    expect(wallet.body.data.postings).toEqual([
      { bucket: 'to_be_settled', owner: 'merchant', currency: 'USD', amount: '-140.00' },
      { bucket: 'available', owner: 'merchant', currency: 'USD', amount: '135.75' },
      { bucket: 'fee_income', owner: 'provider', currency: 'USD', amount: '4.25' },
    ]);
    expect((await s.api('GET', '/wallet/settlement/batch/list?status=deducted', { cookie: op.cookie })).body.data.total).toBe(0);
  });

  it('a refund after settlement comes out of available; the statement reconciles to the cent with the ledger', async () => {
    const { c, merchantNo, cookie } = await setup();
    const from = businessDate(s.deps.now());
    const a = await c.pay('4242424242424242', { amount: '100.00' });
    s.clock.advance(DAY);
    await runSettlement(s.deps.db, { now: s.deps.now(), merchantNo, rates: s.deps.rates });
    expect(await bucket(merchantNo, 'USD', 'available')).toBe(10000n - 273n);

    const refund = await c.call('POST', `/payments/${a.body.data.transactionId}/refunds`, { amount: '20.00' });
    expect(refund.body.respCode).toBe('20000');
    expect(await bucket(merchantNo, 'USD', 'available')).toBe(10000n - 273n - 2000n);
    expect(await bucket(merchantNo, 'USD', 'to_be_settled')).toBe(0n);
    s.clock.advance(DAY);
    expect((await runSettlement(s.deps.db, { now: s.deps.now(), merchantNo, rates: s.deps.rates })).batches).toHaveLength(0);
    await expectLedgerClean();

    const to = businessDate(s.deps.now());
    const st = await periodStatement(s.deps.db, { merchantNo, currency: 'USD', from, to });
    expect(st.opening).toBe(0n);
    expect(st.totals).toEqual({ settled: 9727n, refunds: -2000n, outgoing: 0n, other: 0n });
    expect(st.opening + st.totals.settled + st.totals.refunds + st.totals.outgoing + st.totals.other).toBe(st.closing);
    expect(st.closing).toBe(await bucket(merchantNo, 'USD', 'available'));
    // a later period opens with the earlier closing balance
    const later = await periodStatement(s.deps.db, { merchantNo, currency: 'USD', from: to, to });
    expect(later.opening).toBe(st.closing - later.lines.reduce((sum, l) => sum + l.amount, 0n));

    const op = { cookie: await cookie() };
    const task = await s.api('POST', '/report/statement/export', { cookie: op.cookie, body: { currency: 'USD', from, to } });
    expect(task.body.respCode).toBe('20000');
    expect(task.body.data.fileName).toMatch(/^Period statement-USD-/);
  });
});

describe('success rate', () => {
  it('equals a recount of the transactions, with the decline reasons', async () => {
    const { c, merchantNo, cookie } = await setup();
    await generateTraffic(s.deps.db, { merchantNo, count: 120, days: 5, prefix: 'SR', seed: 7, now: s.deps.now(), policy: refundPolicyOf(s.deps) });
    await c.pay('4000000000009995', { amount: '5.00' });
    const r = await s.api('GET', '/report/success-rate?preset=last7', { cookie: await cookie() });
    expect(r.status).toBe(200);
    const rows = await s.deps.db.execute<{ status: string; response_code: string | null; n: number }>(
      `select status, response_code, count(*)::int as n from transactions where merchant_no = '${merchantNo}' and type <> 'refund' group by 1, 2`,
    );
    const all = (rows as unknown as { rows?: typeof rows }).rows ?? rows;
    const list = all as unknown as Array<{ status: string; response_code: string | null; n: number }>;
    const count = (f: (x: { status: string; response_code: string | null }) => boolean) => list.filter(f).reduce((sum, x) => sum + Number(x.n), 0);
    const ok = count((x) => ['succeeded', 'authorized', 'voided'].includes(x.status));
    const failed = count((x) => ['failed', 'expired'].includes(x.status));
    expect(r.body.data.total).toMatchObject({ succeeded: ok, failed, total: ok + failed });
    expect(r.body.data.byDay).toHaveLength(7);
    expect(r.body.data.byDay.reduce((sum: number, d: { total: number }) => sum + d.total, 0)).toBe(ok + failed);
    expect(r.body.data.declines.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(failed);
    expect(r.body.data.declines.find((d: { code: string }) => d.code === '51').count).toBe(count((x) => x.status === 'failed' && x.response_code === '51'));
    expect(r.body.data.byMethod.reduce((sum: number, d: { total: number }) => sum + d.total, 0)).toBe(ok + failed);
  });
});

describe('the rate source', () => {
  it("the daily job prices the fixed fee with the server's rate source, not a table of its own", async () => {
    const { c, merchantNo } = await setup();
    expect((await c.pay('3566002020360505', { amount: '1234', currency: 'JPY' })).body.respCode).toBe('20000');
    s.clock.advance(DAY);
    const asked: string[] = [];
    const rates = { mid: async (from: string, to: string) => (asked.push(`${from}/${to}`), '100') };
    const [job] = settlementJobs({ ...s.deps, rates });
    await job!.handler(undefined as never);
    expect(asked).toContain('USD/JPY');
    const [batch] = await s.deps.db.select().from(settlementBatches).where(eq(settlementBatches.merchantNo, merchantNo));
    // 0.30 USD at 100 yen = 30 yen, plus 1.90 % of 1 234 = 23.446: 53
    expect(batch).toMatchObject({ currency: 'JPY', usdRate: '100', feeAmount: 53n });
  });
});

describe('scope and permissions', () => {
  it("shows a merchant only its own batches and refuses operators without the page's permission", async () => {
    const { c, merchantNo, cookie } = await setup();
    await c.pay('4242424242424242', { amount: '10.00' });
    s.clock.advance(DAY);
    const [batch] = (await runSettlement(s.deps.db, { now: s.deps.now(), merchantNo, rates: s.deps.rates })).batches;
    const op = { cookie: await cookie() };
    const other = await newOperator(s);
    expect((await s.api('GET', '/settlement/batch/list', { cookie: other.cookie })).body.data.total).toBe(0);
    expect((await s.api('GET', `/settlement/batch/detail?batchId=${batch!.batchId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await s.api('GET', `/settlement/batch/transactions?batchId=${batch!.batchId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await s.api('GET', `/settlement/batch/detail?batchId=${batch!.batchId}`, { cookie: op.cookie })).status).toBe(200);

    const m = await newMerchant(s);
    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Reports', resourceCodes: ['report:successRate', 'report:statement'] });
    const viewer = (await newOperator(s, { merchant: m, roleId: role.id })).cookie;
    expect((await s.api('GET', '/report/success-rate', { cookie: viewer })).status).toBe(200);
    expect((await s.api('GET', '/settlement/batch/list', { cookie: viewer })).status).toBe(403);
    expect((await s.api('GET', '/wallet/settlement/batch/list', { cookie: viewer })).status).toBe(403);
    expect((await s.api('POST', '/report/statement/export', { cookie: viewer, body: { currency: 'USD', from: '2025-01-01', to: '2025-01-31' } })).status).toBe(
      403,
    );
  });
});
