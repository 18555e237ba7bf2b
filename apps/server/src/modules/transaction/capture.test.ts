import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Codes } from '@crossbill/contracts/codes';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { createRole } from '../access/service.ts';
import * as ledger from '../ledger/service.ts';

const s = useTestServer();

async function setup() {
  const op = await newOperator(s);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const authorize = async (amount = '200.00', currency = 'USD', card = '4242424242424242') =>
    (await c.pay(card, { amount, currency, capture: false })).body.data.transactionId as string;
  const post = (path: 'capture' | 'void', body: Record<string, unknown>, o: { cookie?: string; key?: string | null } = {}) =>
    s.api('POST', `/transaction/${path}`, {
      cookie: o.cookie ?? op.cookie,
      body,
      headers: o.key === null ? {} : { 'idempotency-key': o.key ?? crypto.randomUUID() },
    });
  const detail = async (id: string) => (await s.api('GET', `/transaction/detail?transactionId=${id}`, { cookie: op.cookie })).body.data;
  const toBeSettled = async (currency = 'USD') =>
    (await ledger.findAccount(s.deps.db, { merchantNo: op.merchant.merchantNo, currency: currency as 'USD', bucket: 'to_be_settled' }))?.balance ?? 0n;
  const audits = (action: string, id: string) =>
    s.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, id)));
  return { op, c, authorize, post, detail, toBeSettled, audits };
}

const verify = async () => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);

describe('capture in the portal', () => {
  it('captures part of an authorisation once, books it and audits the operator; the same key replays', async () => {
    const { op, authorize, post, detail, toBeSettled, audits } = await setup();
    const id = await authorize('200.00');
    const key = crypto.randomUUID();
    const r = await post('capture', { transactionId: id, amount: '150.00' }, { key });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ transactionId: id, status: 'succeeded', amount: '200.00', capturedAmount: '150.00', currency: 'USD' });
    expect((await post('capture', { transactionId: id, amount: '150.00' }, { key })).body.data.capturedAmount).toBe('150.00');
    expect(await toBeSettled()).toBe(15000n);
    const d = await detail(id);
    expect(d).toMatchObject({ status: 'succeeded', capturedAmount: '150.00' });
    expect(d.timeline.map((e: { kind: string }) => e.kind)).toContain('captured');
    const rows = await audits('transaction.capture', id);
    expect(rows.map((a) => [a.userId, (a.summary as { amount: string; source: string }).amount, (a.summary as { source: string }).source])).toEqual([
      [op.user.id, '150.00', 'portal'],
    ]);
    // once captured: neither captured again nor voided
    expect((await post('capture', { transactionId: id })).body.respCode).toBe(Codes.TRANSACTION_STATE.code);
    expect((await post('void', { transactionId: id })).body.respCode).toBe(Codes.TRANSACTION_STATE.code);
    expect(await toBeSettled()).toBe(15000n);
    await verify();
  });

  it('captures the whole authorisation without an amount; refuses amounts above it, with too many decimals, zero, and a sale', async () => {
    const { op, c, authorize, post } = await setup();
    const id = await authorize('80.00');
    const field = async (amount: string, tx = id) => {
      const r = await post('capture', { transactionId: tx, amount });
      expect(r.body.respCode).toBe('11000');
      return r.body.data.fieldErrors[0];
    };
    expect(await field('80.01')).toEqual({ field: 'amount', message: 'The capture amount exceeds the authorized amount (80.00 USD).' });
    expect((await field('1.234')).message).toBe('At most 2 decimal places');
    expect((await field('0')).message).toBe('The amount must be greater than 0.');
    const yen = await authorize('5000', 'JPY', '3566002020360505');
    expect((await field('10.5', yen)).field).toBe('amount');
    await s.api('POST', '/merLogin/switchLanguage', { body: { language: 'zh-cn' }, cookie: op.cookie });
    expect((await field('80.01')).message).toBe('请款金额超过授权金额（80.00 USD）。');
    const sale = (await c.pay('4242424242424242', { amount: '10.00' })).body.data.transactionId as string;
    expect((await post('capture', { transactionId: sale })).body.respCode).toBe(Codes.TRANSACTION_STATE.code);
    expect((await post('capture', { transactionId: id })).body.data.capturedAmount).toBe('80.00');
    await verify();
  });

  it('needs an Idempotency-Key, the button codes, and the merchant’s own payment', async () => {
    const { op, authorize, post, detail } = await setup();
    const id = await authorize('30.00');
    expect((await post('capture', { transactionId: id }, { key: null })).status).toBe(400);
    const captureOnly = await createRole(s.deps.db, {
      merchantNo: op.merchant.merchantNo,
      name: 'Capture only',
      resourceCodes: ['transaction:query', 'transaction:query:capture'],
    });
    const viewer = await createRole(s.deps.db, { merchantNo: op.merchant.merchantNo, name: 'Viewer', resourceCodes: ['transaction:query'] });
    const capturer = await newOperator(s, { merchant: op.merchant, roleId: captureOnly.id });
    const looker = await newOperator(s, { merchant: op.merchant, roleId: viewer.id });
    expect((await post('capture', { transactionId: id }, { cookie: looker.cookie })).status).toBe(403);
    expect((await post('void', { transactionId: id }, { cookie: looker.cookie })).status).toBe(403);
    expect((await post('void', { transactionId: id }, { cookie: capturer.cookie })).status).toBe(403);
    const other = await newOperator(s);
    expect((await post('capture', { transactionId: id }, { cookie: other.cookie })).status).toBe(404);
    expect((await post('void', { transactionId: id }, { cookie: other.cookie })).status).toBe(404);
    expect((await detail(id)).status).toBe('authorized');
    expect((await post('capture', { transactionId: id }, { cookie: capturer.cookie })).body.data.status).toBe('succeeded');
  });
});

describe('void in the portal', () => {
  it('voids an authorisation: nothing booked, audited, and it can no longer be captured', async () => {
    const { op, authorize, post, detail, toBeSettled, audits } = await setup();
    const id = await authorize('60.00');
    const r = await post('void', { transactionId: id });
    expect(r.body.data).toMatchObject({ transactionId: id, status: 'voided', capturedAmount: '0.00' });
    expect((await detail(id)).status).toBe('voided');
    expect(await toBeSettled()).toBe(0n);
    expect((await audits('transaction.void', id)).map((a) => a.userId)).toEqual([op.user.id]);
    expect((await post('capture', { transactionId: id })).body.respCode).toBe(Codes.TRANSACTION_STATE.code);
    expect((await post('void', { transactionId: id })).body.respCode).toBe(Codes.TRANSACTION_STATE.code);
    await verify();
  });

  it('the Payment API’s capture and void go through the same service: audited too, as the API', async () => {
    const { c, authorize, audits } = await setup();
    const a = await authorize('20.00');
    const b = await authorize('20.00');
    await c.call('POST', `/payments/${a}/capture`, { amount: '5.00' });
    await c.call('POST', `/payments/${b}/void`);
    expect((await audits('transaction.capture', a)).map((x) => [x.userId, (x.summary as { source: string }).source])).toEqual([[null, 'api']]);
    expect((await audits('transaction.void', b)).map((x) => [x.userId, (x.summary as { source: string }).source])).toEqual([[null, 'api']]);
  });
});
