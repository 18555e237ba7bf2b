import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { EXCHANGE_QUOTE_TTL_MS } from '@crossbill/contracts/exchange';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { createTestServer } from '../../../test/harness.ts';
import { seedDemoIfEmpty } from '../../sandbox/demo-seed.ts';
import { list } from './service.ts';
import { createRole } from '../access/service.ts';
import { verifyLedger } from '../ledger/service.ts';
import { balanceList, bookInboundCredit } from '../wallet/service.ts';
import { exchangeJobs, SWEEP_JOB, DELIVER_JOB } from './jobs.ts';
import { crossRate } from './rates.ts';

const s = useTestServer();

// 2026-03-02 is a Monday
const bj = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+08:00`);

const payoutMerchant = () =>
  newMerchant(s, {
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
    merchantType: MerchantType.ACQUIRING,
  });

async function funded(currency = 'USD', amount = 1_000_000n) {
  const m = await payoutMerchant();
  await bookInboundCredit(s.deps.db, { merchantNo: m.merchantNo, currency, amount, bankTransactionId: `F-${crypto.randomUUID()}`, at: s.clock.now });
  const { cookie } = await newOperator(s, { merchant: m });
  return { m, cookie };
}

const available = async (merchantNo: string) =>
  Object.fromEntries((await balanceList(s.deps.db, [merchantNo], { operatorId: null })).map((b) => [b.currency, b.available]));

const quote = (cookie: string, body: Record<string, string>) => s.api('POST', '/exchange/quote', { cookie, body });
const bookQuote = (cookie: string, quoteId: string, key: string = crypto.randomUUID()) =>
  s.api('POST', '/exchange/book', { cookie, body: { quoteId }, headers: { 'idempotency-key': key } });

const job = (name: string) => exchangeJobs(s.deps).find((j) => j.name === name)!.handler;

async function expectClean() {
  expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
}

describe('exchange rates and quotes', () => {
  it('quotes the mid less the spread, computes the other side by exponent, and states cut-off and delivery', async () => {
    s.clock.now = bj('2026-03-02', '10:00');
    const { cookie } = await funded();
    const rate = await s.api('GET', '/exchange/rate?sellCurrency=USD&buyCurrency=JPY', { cookie });
    expect(rate.body.data).toMatchObject({ midRate: '149.8', rate: '149.3506', spreadBps: 30, cutoff: '15:00', deliveryDate: '2026-03-02', sameDay: true });
    // crosses come from one USD table: EUR→GBP is GBP per USD over EUR per USD
    expect(crossRate('EUR', 'GBP')).toBe('0.85667752');

    const bySell = await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'JPY', fixedSide: 'sell', amount: '100.00' });
    expect(bySell.status).toBe(200);
    expect(bySell.body.data).toMatchObject({ sellAmount: '100.00', buyAmount: '14935', rate: '149.3506', fixedSide: 'sell' });
    expect(new Date(bySell.body.data.expiresAt).getTime() - s.clock.now.getTime()).toBe(EXCHANGE_QUOTE_TTL_MS);

    const byBuy = await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'HKD', fixedSide: 'buy', amount: '1000.00' });
    // 1000 / (7.788 × 0.997 = 7.764636) = 128.7891… → 128.79
    expect(byBuy.body.data).toMatchObject({ sellAmount: '128.79', buyAmount: '1000.00', rate: '7.764636', cutoff: '16:00' });
  });

  it('refuses the same currency on both sides, decimals on JPY, and an amount above the balance', async () => {
    const { cookie } = await funded('USD', 10_000n);
    const same = await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'USD', fixedSide: 'sell', amount: '10' });
    expect(same.status).toBe(422);
    expect(same.body.respMsg).toBe('Buy currency: Sell and buy currency must differ');
    const yen = await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'JPY', fixedSide: 'buy', amount: '100.5' });
    expect(yen.body.respMsg).toBe('Amount: This currency takes whole numbers only');
    const poor = await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'sell', amount: '100.01' });
    expect(poor.status).toBe(422);
    expect(poor.body).toMatchObject({ respCode: Codes.INSUFFICIENT_BALANCE.code, respMsg: 'Insufficient balance available' });
    const never = await quote(cookie, { sellCurrency: 'EUR', buyCurrency: 'USD', fixedSide: 'sell', amount: '1.00' });
    expect(never.body.respCode).toBe(Codes.INSUFFICIENT_BALANCE.code);
  });
});

describe('exchange booking', () => {
  it('delivers a same-day exchange at once, replays the same key without a second effect', async () => {
    s.clock.now = bj('2026-03-02', '14:59');
    const { m, cookie } = await funded('USD', 100_000n);
    const q = (await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'sell', amount: '250.00' })).body.data;
    const key = crypto.randomUUID();
    const booked = await bookQuote(cookie, q.quoteId, key);
    expect(booked.status).toBe(200);
    expect(booked.body.data).toMatchObject({ status: 'delivered', sellAmount: '250.00', buyAmount: q.buyAmount, deliveryDate: '2026-03-02' });
    expect(booked.body.data.serialNo).toMatch(/^FX20260302\d{8}$/);
    expect(await available(m.merchantNo)).toEqual({ USD: '750.00', EUR: q.buyAmount });

    const replay = await bookQuote(cookie, q.quoteId, key);
    expect(replay.body.data).toEqual(booked.body.data);
    expect(await available(m.merchantNo)).toEqual({ USD: '750.00', EUR: q.buyAmount });
    // another key for the same quote: the quote books once
    expect((await bookQuote(cookie, q.quoteId)).body.respCode).toBe(Codes.CONFLICT.code);
    // the key with another body
    expect((await bookQuote(cookie, 'Qother', key)).body.respCode).toBe(Codes.IDEMPOTENCY_MISMATCH.code);
    expect((await s.api('POST', '/exchange/book', { cookie, body: { quoteId: q.quoteId } })).status).toBe(400);
    await expectClean();
  });

  it('refuses an expired quote with a translated message and books nothing', async () => {
    s.clock.now = bj('2026-03-02', '10:00');
    const { m, cookie } = await funded('USD', 100_000n);
    const q = (await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'GBP', fixedSide: 'sell', amount: '10.00' })).body.data;
    s.clock.advance(EXCHANGE_QUOTE_TTL_MS);
    const late = await bookQuote(cookie, q.quoteId);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ respCode: Codes.QUOTE_EXPIRED.code, respMsg: 'The quote has expired. Please get a new quote.' });
    const { cookie: zh } = await newOperator(s, { merchant: m, language: 'zh-cn' });
    expect((await bookQuote(zh, q.quoteId)).body.respMsg).toBe('报价已过期，请重新获取报价。');
    expect(await available(m.merchantNo)).toEqual({ USD: '1000.00' });
    expect((await s.api('GET', '/exchange/list', { cookie })).body.data.total).toBe(0);
  });

  it('refuses a booking the balance no longer covers, and another merchant’s quote', async () => {
    s.clock.now = bj('2026-03-02', '10:00');
    const { m, cookie } = await funded('USD', 10_000n);
    const a = (await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'CNH', fixedSide: 'sell', amount: '80.00' })).body.data;
    const b = (await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'SGD', fixedSide: 'sell', amount: '30.00' })).body.data;
    expect((await bookQuote(cookie, a.quoteId)).body.data.status).toBe('delivered');
    const poor = await bookQuote(cookie, b.quoteId);
    expect(poor.body).toMatchObject({ respCode: Codes.INSUFFICIENT_BALANCE.code, respMsg: 'Insufficient balance available' });
    expect((await available(m.merchantNo)).USD).toBe('20.00');

    const { cookie: other } = await funded();
    expect((await bookQuote(other, b.quoteId)).body.respCode).toBe(Codes.NOT_FOUND.code);
    await expectClean();
  });

  it('holds an exchange booked after the cut-off until the next business day, and delivers it once', async () => {
    s.clock.now = bj('2026-03-06', '15:00'); // Friday, at the cut-off
    const { m, cookie } = await funded('USD', 100_000n);
    const q = (await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'buy', amount: '92.10' })).body.data;
    expect(q).toMatchObject({ sameDay: false, deliveryDate: '2026-03-09' });
    const booked = (await bookQuote(cookie, q.quoteId)).body.data;
    expect(booked).toMatchObject({ status: 'pending', deliveryDate: '2026-03-09', deliveredAt: null });
    expect(await available(m.merchantNo)).toEqual({ USD: (1000 - Number(q.sellAmount)).toFixed(2) });

    // the weekend: nothing due yet, whatever runs
    s.clock.now = bj('2026-03-09', '14:59');
    await job(SWEEP_JOB)({});
    await job(DELIVER_JOB)({ id: booked.id });
    expect((await available(m.merchantNo)).EUR).toBeUndefined();

    s.clock.now = bj('2026-03-09', '15:00');
    await job(DELIVER_JOB)({ id: booked.id });
    await job(SWEEP_JOB)({});
    await job(DELIVER_JOB)({ id: booked.id });
    expect((await available(m.merchantNo)).EUR).toBe('92.10');
    // the session idled out over the weekend: a fresh one
    const { cookie: monday } = await newOperator(s, { merchant: m });
    const detail = await s.api('GET', `/exchange/detail?id=${booked.id}`, { cookie: monday });
    expect(detail.body.data).toMatchObject({ status: 'delivered', deliveredAt: s.clock.now.toISOString() });
    await expectClean();
  });
});

describe('exchange list', () => {
  it('filters by time, currency and status, scoped to the merchant, with permission codes', async () => {
    s.clock.now = bj('2026-03-03', '14:00');
    const made = await funded('USD', 100_000n);
    const { m } = made;
    let { cookie } = made;
    const q1 = (await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'sell', amount: '10.00' })).body.data;
    await bookQuote(cookie, q1.quoteId);
    s.clock.now = bj('2026-03-03', '17:00');
    ({ cookie } = await newOperator(s, { merchant: m })); // sessions idle out after 15 minutes
    const q2 = (await quote(cookie, { sellCurrency: 'USD', buyCurrency: 'JPY', fixedSide: 'sell', amount: '20.00' })).body.data;
    await bookQuote(cookie, q2.quoteId);

    const all = (await s.api('GET', '/exchange/list', { cookie })).body.data;
    expect(all.total).toBe(2);
    expect(all.content.map((e: { buyCurrency: string; status: string }) => [e.buyCurrency, e.status])).toEqual([
      ['JPY', 'pending'],
      ['EUR', 'delivered'],
    ]);
    expect((await s.api('GET', '/exchange/list?currency=JPY', { cookie })).body.data.total).toBe(1);
    expect((await s.api('GET', '/exchange/list?currency=USD', { cookie })).body.data.total).toBe(2);
    expect((await s.api('GET', '/exchange/list?status=delivered', { cookie })).body.data.content[0].buyCurrency).toBe('EUR');
    const range = `beginTime=${encodeURIComponent(bj('2026-03-03', '16:00').toISOString())}&endTime=${encodeURIComponent(bj('2026-03-04', '00:00').toISOString())}`;
    expect((await s.api('GET', `/exchange/list?${range}`, { cookie })).body.data.content.map((e: { buyCurrency: string }) => e.buyCurrency)).toEqual(['JPY']);

    const { cookie: other } = await funded();
    expect((await s.api('GET', '/exchange/list', { cookie: other })).body.data.total).toBe(0);
    expect((await s.api('GET', `/exchange/detail?id=${all.content[0].id}`, { cookie: other })).status).toBe(404);

    const viewer = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'FX viewer', resourceCodes: ['wallet', 'wallet:exchange'] });
    const { cookie: v } = await newOperator(s, { merchant: m, roleId: viewer.id });
    expect((await s.api('GET', '/exchange/list', { cookie: v })).status).toBe(200);
    expect((await quote(v, { sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'sell', amount: '1.00' })).status).toBe(403);
    expect((await bookQuote(v, q1.quoteId)).status).toBe(403);
  });
});

describe('demo exchanges', () => {
  // one server each: three demo seeds in one test would share its time-out
  it.each([
    ['a weekday morning', bj('2026-03-02', '10:00')],
    ['a weekday after the cut-off', bj('2026-03-02', '16:00')],
    ['a Saturday', bj('2026-03-07', '12:00')],
  ])('seeds one delivered and one pending exchange on %s', async (_, at) => {
    const fresh = await createTestServer();
    try {
      fresh.clock.now = at;
      expect(await seedDemoIfEmpty(fresh.deps)).toBe(true);
      const [merchantNo] = (await fresh.deps.database.query<{ merchant_no: string }>('select merchant_no from exchanges limit 1')).rows.map(
        (r) => r.merchant_no,
      );
      const page = await list(fresh.deps.db, [merchantNo!], { page: 1, size: 10 });
      expect(page.content.map((e) => e.status).sort()).toEqual(['delivered', 'pending']);
      const pending = page.content.find((e) => e.status === 'pending')!;
      expect(new Date(pending.deliverAt).getTime()).toBeGreaterThan(at.getTime());
      expect((await verifyLedger(fresh.deps.db)).problems).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
