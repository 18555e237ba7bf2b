import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@crossbill/contracts/card';
import { newMerchant, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import * as ledger from '../ledger/service.ts';
import { expirePendingPayments } from './service.ts';

const s = useTestServer();

async function client() {
  const m = await newMerchant(s);
  return { m, c: await paymentClient(s, m.merchantNo) };
}

const balanceOf = async (merchantNo: string, currency: string) => (await ledger.balances(s.deps.db, { scope: [merchantNo], currency }))[0] ?? null;

describe('request signing', () => {
  it('accepts a well-signed request and refuses a bad signature, a stale timestamp and a replayed nonce', async () => {
    const { c } = await client();
    const ok = await c.pay('4242424242424242');
    expect(ok.status).toBe(200);
    expect(ok.body.respCode).toBe('20000');

    const bad = await c.call('GET', `/payments/${ok.body.data.transactionId}`, undefined, { secret: 'sk_sandbox_wrong' });
    expect(bad.status).toBe(401);
    expect(bad.body.respCode).toBe('00030|10001');

    const stale = await c.call('GET', `/payments/${ok.body.data.transactionId}`, undefined, { timestamp: s.deps.now().getTime() - 6 * 60_000 });
    expect(stale.status).toBe(401);
    expect(stale.body.respCode).toBe('00030|10002');

    const nonce = crypto.randomUUID();
    expect((await c.call('GET', `/payments/${ok.body.data.transactionId}`, undefined, { nonce })).status).toBe(200);
    const replay = await c.call('GET', `/payments/${ok.body.data.transactionId}`, undefined, { nonce });
    expect(replay.status).toBe(409);
    expect(replay.body.respCode).toBe('00030|10003');

    const unsigned = await s.app.inject({ method: 'GET', url: `/v1/payments/${ok.body.data.transactionId}` });
    expect(unsigned.statusCode).toBe(401);
  });

  it('a body changed after signing is refused', async () => {
    const { m, c } = await client();
    const ts = String(s.deps.now().getTime());
    const { sign } = await import('./signing.ts');
    const signed = sign(c.secretKey, { method: 'POST', path: '/v1/payments', timestamp: ts, nonce: 'nonce-0001', body: '{"amount":"1.00"}' });
    const tampered = await s.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { 'x-merchant-no': m.merchantNo, 'x-timestamp': ts, 'x-nonce': 'nonce-0001', 'x-signature': signed, 'content-type': 'application/json' },
      payload: '{"amount":"9999.00"}',
    });
    expect(tampered.json().respCode).toBe('00030|10001');
  });
});

describe('validation', () => {
  it('answers field errors in the envelope', async () => {
    const { c } = await client();
    const luhn = await c.pay('4242424242424241');
    expect(luhn.status).toBe(422);
    expect(luhn.body).toMatchObject({ respCode: '11000', data: { fieldErrors: [{ field: 'card.number', message: 'The card number is not valid.' }] } });
    const decimals = await c.pay('4242424242424242', { amount: '1.234' });
    expect(decimals.body.data.fieldErrors[0].field).toBe('amount');
    const jpy = await c.pay('4242424242424242', { amount: '100.5', currency: 'JPY' });
    expect(jpy.body.data.fieldErrors[0]).toMatchObject({ field: 'amount' });
    const zero = await c.pay('4242424242424242', { amount: '0.00' });
    expect(zero.body.data.fieldErrors[0]).toMatchObject({ field: 'amount', message: 'The amount must be greater than 0.' });
    const noCard = await c.call('POST', '/payments', { merchantOrderId: c.order(), amount: '1.00', currency: 'USD', paymentMethod: 'card' });
    expect(noCard.body.data.fieldErrors[0].field).toBe('card');
    const wrongCurrency = await c.local('pix', 'USD');
    expect(wrongCurrency.body.data.fieldErrors[0]).toMatchObject({ field: 'currency', message: 'This payment method does not accept this currency.' });
    const expired = await c.pay('4242424242424242', { card: { number: '4242424242424242', expiryMonth: 1, expiryYear: 2020, cvv: '123' } });
    expect(expired.body.data.fieldErrors[0]).toMatchObject({ field: 'card.expiryYear', message: 'The card has expired.' });
    const order = c.order();
    expect((await c.pay('4242424242424242', { merchantOrderId: order })).body.respCode).toBe('20000');
    expect((await c.pay('4242424242424242', { merchantOrderId: order })).body.respCode).toBe('00031|20003');
  });
});

describe('test cards', () => {
  it.each(Object.entries(TEST_CARDS).map(([n, c]) => [n, c.label, c] as const))('%s decides its outcome: %s', async (number, _label, card) => {
    const { c } = await client();
    const r = await c.pay(number);
    expect(r.body.respCode).toBe('20000');
    const d = r.body.data;
    expect(d).toMatchObject({ responseCode: card.outcome.responseCode, responseMessage: card.outcome.responseMessage, eci: card.outcome.eci });
    expect(d.status).toBe(card.outcome.approved ? 'succeeded' : 'failed');
    expect(d.cardNumber).toBe(`${number.slice(0, 6)}****${number.slice(-4)}`);
    expect(JSON.stringify(d)).not.toContain(number);
  });

  it('stores only BIN and last 4, with the brand and the BIN country', async () => {
    const { c } = await client();
    const r = await c.pay('5555555555554444');
    expect(r.body.data).toMatchObject({ paymentMethod: 'mastercard', cardBrand: 'mastercard', cardCountry: 'US' });
    const rows = await s.deps.database.query<Record<string, unknown>>(`select * from transactions where transaction_id = $1`, [r.body.data.transactionId]);
    expect(JSON.stringify(rows.rows)).not.toContain('5555555555554444');
  });
});

describe('local payment methods', () => {
  it('stay pending until paid (money booked) or expired (nothing booked)', async () => {
    const { m, c } = await client();
    const p = await c.local('pix', 'BRL', '80.00');
    expect(p.body.data).toMatchObject({ status: 'pending', paymentMethod: 'pix', cardNumber: null });
    expect(p.body.data.expiresAt).toBeTruthy();
    expect(await balanceOf(m.merchantNo, 'BRL')).toBeNull();
    const paid = await c.call('POST', `/sandbox/payments/${p.body.data.transactionId}/scenario`, { outcome: 'pay' });
    expect(paid.body.data).toMatchObject({ status: 'succeeded', capturedAmount: '80.00' });
    expect((await balanceOf(m.merchantNo, 'BRL'))?.toBeSettled).toBe(8000n);
    const again = await c.call('POST', `/sandbox/payments/${p.body.data.transactionId}/scenario`, { outcome: 'pay' });
    expect(again.body.respCode).toBe('00031|20001');

    const q = await c.local('alipay', 'CNY');
    const expired = await c.call('POST', `/sandbox/payments/${q.body.data.transactionId}/scenario`, { outcome: 'expire' });
    expect(expired.body.data.status).toBe('expired');
    expect(await balanceOf(m.merchantNo, 'CNY')).toBeNull();
  });

  it('the expiry job expires what was not paid in time, once', async () => {
    const { c } = await client();
    const p = await c.local('oxxo', 'MXN');
    const later = new Date(s.deps.now().getTime() + 31 * 60_000);
    expect(await expirePendingPayments(s.deps.db, later)).toBeGreaterThanOrEqual(1);
    const after = await c.call('GET', `/payments/${p.body.data.transactionId}`);
    expect(after.body.data.status).toBe('expired');
    const mine = await s.deps.database.query(`select count(*)::int as n from transaction_events where transaction_id = $1 and kind = 'expired'`, [
      p.body.data.transactionId,
    ]);
    await expirePendingPayments(s.deps.db, later);
    const again = await s.deps.database.query(`select count(*)::int as n from transaction_events where transaction_id = $1 and kind = 'expired'`, [
      p.body.data.transactionId,
    ]);
    expect(again.rows).toEqual(mine.rows);
  });
});

describe('capture, void and refund', () => {
  it('captures an authorization once, partially, and books the captured amount', async () => {
    const { m, c } = await client();
    const auth = await c.pay('4242424242424242', { capture: false, amount: '200.00' });
    expect(auth.body.data).toMatchObject({ type: 'authorization', status: 'authorized', capturedAmount: '0.00' });
    expect(await balanceOf(m.merchantNo, 'USD')).toBeNull();
    const over = await c.call('POST', `/payments/${auth.body.data.transactionId}/capture`, { amount: '200.01' });
    expect(over.body.respCode).toBe('11000');
    const cap = await c.call('POST', `/payments/${auth.body.data.transactionId}/capture`, { amount: '150.00' });
    expect(cap.body.data).toMatchObject({ status: 'succeeded', capturedAmount: '150.00' });
    expect(cap.body.data.arn).toMatch(/^\d{23}$/);
    expect((await balanceOf(m.merchantNo, 'USD'))?.toBeSettled).toBe(15000n);
    expect((await c.call('POST', `/payments/${auth.body.data.transactionId}/capture`, {})).body.respCode).toBe('00031|20001');
    expect((await c.call('POST', `/payments/${auth.body.data.transactionId}/void`)).body.respCode).toBe('00031|20001');
  });

  it('voids an authorization; a sale cannot be voided or captured', async () => {
    const { c } = await client();
    const auth = await c.pay('4242424242424242', { capture: false });
    expect((await c.call('POST', `/payments/${auth.body.data.transactionId}/void`)).body.data.status).toBe('voided');
    const sale = await c.pay('4242424242424242');
    expect((await c.call('POST', `/payments/${sale.body.data.transactionId}/void`)).body.respCode).toBe('00031|20001');
    expect((await c.call('POST', `/payments/${sale.body.data.transactionId}/capture`, {})).body.respCode).toBe('00031|20001');
    const declined = await c.pay('4000000000000002');
    expect((await c.call('POST', `/payments/${declined.body.data.transactionId}/refunds`, {})).body.respCode).toBe('00031|20001');
  });

  it('refunds partly then the rest, never above what remains, debiting to-be-settled', async () => {
    const { m, c } = await client();
    const sale = await c.pay('4242424242424242', { amount: '100.00' });
    const id = sale.body.data.transactionId;
    const r1 = await c.call('POST', `/payments/${id}/refunds`, { amount: '30.00', reason: 'Damaged' });
    expect(r1.body.data).toMatchObject({ type: 'refund', status: 'succeeded', amount: '30.00', originalTransactionId: id });
    const over = await c.call('POST', `/payments/${id}/refunds`, { amount: '70.01' });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ respCode: '00031|20002', respMsg: 'The refund amount exceeds the refundable amount (70.00 USD).' });
    const rest = await c.call('POST', `/payments/${id}/refunds`, {});
    expect(rest.body.data.amount).toBe('70.00');
    const after = await c.call('GET', `/payments/${id}`);
    expect(after.body.data).toMatchObject({ refundedAmount: '100.00', refundState: 'full' });
    expect((await balanceOf(m.merchantNo, 'USD'))?.toBeSettled).toBe(0n);
    expect((await c.call('POST', `/payments/${id}/refunds`, { amount: '0.01' })).body.respCode).toBe('00031|20002');
  });

  it('a refund after settlement comes out of the available balance', async () => {
    const { m, c } = await client();
    const sale = await c.pay('4242424242424242', { amount: '10.00' });
    // what the settlement run does: mark it settled and move the money to available
    await s.deps.database.query(`update transactions set settled_at = now(), settlement_batch_id = 'SB1' where transaction_id = $1`, [
      sale.body.data.transactionId,
    ]);
    const short = await c.call('POST', `/payments/${sale.body.data.transactionId}/refunds`, { amount: '5.00' });
    expect(short.body.respCode).toBe('00019|50001');
    await s.deps.db.transaction(async (tx) =>
      ledger.post(tx as never, {
        kind: 'test.settle',
        reference: 'SB1',
        merchantNo: m.merchantNo,
        at: s.deps.now(),
        postings: [
          { account: { merchantNo: m.merchantNo, currency: 'USD', bucket: 'to_be_settled' }, amount: -1000n },
          { account: { merchantNo: m.merchantNo, currency: 'USD', bucket: 'available' }, amount: 1000n },
        ],
      }),
    );
    expect((await c.call('POST', `/payments/${sale.body.data.transactionId}/refunds`, { amount: '5.00' })).body.respCode).toBe('20000');
    expect(await balanceOf(m.merchantNo, 'USD')).toMatchObject({ available: 500n, toBeSettled: 0n });
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and body, refuses another body', async () => {
    const { m, c } = await client();
    const body = {
      merchantOrderId: c.order(),
      amount: '12.00',
      currency: 'EUR',
      paymentMethod: 'card',
      card: { number: '4242424242424242', expiryMonth: 1, expiryYear: 2099, cvv: '123' },
    };
    const a = await c.call('POST', '/payments', body, { idempotencyKey: 'idem-1' });
    const b = await c.call('POST', '/payments', body, { idempotencyKey: 'idem-1' });
    expect(b.body.data.transactionId).toBe(a.body.data.transactionId);
    expect((await balanceOf(m.merchantNo, 'EUR'))?.toBeSettled).toBe(1200n);
    const other = await c.call('POST', '/payments', { ...body, amount: '13.00' }, { idempotencyKey: 'idem-1' });
    expect(other.body.respCode).toBe('00010|00023');
  });
});

describe('ledger and rollups', () => {
  it('leave the ledger verified and rollups equal to a recount of the transactions', async () => {
    const { m, c } = await client();
    await c.pay('4242424242424242', { amount: '5.00' });
    await c.pay('4000000000009995');
    const auth = await c.pay('5555555555554444', { capture: false, currency: 'GBP' });
    await c.call('POST', `/payments/${auth.body.data.transactionId}/capture`, { amount: '40.00' });
    const sale = await c.pay('3566002020360505', { amount: '3000', currency: 'JPY' });
    await c.call('POST', `/payments/${sale.body.data.transactionId}/refunds`, { amount: '1000' });
    const lp = await c.local('wechatpay', 'CNY');
    await c.call('POST', `/sandbox/payments/${lp.body.data.transactionId}/scenario`, { outcome: 'pay' });

    const { problems } = await ledger.verifyLedger(s.deps.db);
    expect(problems).toEqual([]);
    const recount = await s.deps.database.query(
      `select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, currency, payment_method, card_country, type, status,
              count(*)::text as count,
              sum(case when type <> 'refund' and status = 'succeeded' then captured_amount else amount end)::text as amount
         from transactions where merchant_no = $1 group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
      [m.merchantNo],
    );
    const rollups = await s.deps.database.query(
      `select day::text as day, currency, payment_method, card_country, type, status, count::text as count, amount::text as amount
         from transaction_rollups where merchant_no = $1 and count <> 0 order by 1, 2, 3, 4, 5, 6`,
      [m.merchantNo],
    );
    expect(rollups.rows).toEqual(recount.rows);
    const gbp = rollups.rows.find((r: any) => r.currency === 'GBP') as any;
    expect(gbp).toMatchObject({ status: 'succeeded', amount: '4000' });
    // the dashboard's daily rollups move with them (a status change leaves its old bucket there too)
    const perDay = await s.deps.database.query(
      `select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, currency, payment_method, type, status,
              count(*)::text as count,
              sum(case when type <> 'refund' and status = 'succeeded' then captured_amount else amount end)::text as amount
         from transactions where merchant_no = $1 group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
      [m.merchantNo],
    );
    const daily = await s.deps.database.query(
      `select day::text as day, currency, payment_method, type, status, count::text as count, amount::text as amount
         from transaction_daily where merchant_no = $1 and count <> 0 order by 1, 2, 3, 4, 5`,
      [m.merchantNo],
    );
    expect(daily.rows).toEqual(perDay.rows);
    expect(daily.rows.length).toBeGreaterThan(0);
  });
});
