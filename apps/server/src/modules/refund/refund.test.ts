import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newMerchant, newOperator, PASSWORD, useTestServer } from '../../../test/fixtures.ts';
import { givePaymentPassword } from '../../sandbox/payment-pin.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { createRole } from '../access/service.ts';
import * as ledger from '../ledger/service.ts';
import { t } from '../../platform/i18n.ts';
import { decide } from './service.ts';

// review above 1000 USD in these tests
const s = useTestServer({ REFUND_REVIEW_THRESHOLD_USD: '1000.00' });

async function setup() {
  const op = await newOperator(s);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const apply = (body: Record<string, unknown>, o: { key?: string; cookie?: string; lang?: string } = {}) =>
    s.api('POST', '/refund/apply', {
      cookie: o.cookie ?? op.cookie,
      body: { reason: 'Customer returned the goods', ...body },
      headers: { 'idempotency-key': o.key ?? crypto.randomUUID(), ...(o.lang ? { 'accept-language': o.lang } : {}) },
    });
  const detail = (id: string) => s.api('GET', `/transaction/detail?transactionId=${id}`, { cookie: op.cookie });
  const toBeSettled = async (currency = 'USD') =>
    (await ledger.findAccount(s.deps.db, { merchantNo: op.merchant.merchantNo, currency: currency as 'USD', bucket: 'to_be_settled' }))?.balance ?? 0n;
  return { op, c, apply, detail, toBeSettled };
}

const verify = async () => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);

describe('single refund', () => {
  it('refunds partly then refuses above what remains, counting pending refunds', async () => {
    const { op, c, apply, detail, toBeSettled } = await setup();
    const id = (await c.pay('4242424242424242', { amount: '100.00' })).body.data.transactionId;
    const first = await apply({ transactionId: id, amount: '30.50' });
    expect(first.body.data).toMatchObject({ status: 'succeeded', type: 'partial', amount: '30.50', reviewStatus: 'none' });
    expect(first.body.data.arn).toMatch(/^\d{23}$/);
    expect(await toBeSettled()).toBe(6950n);
    const over = await apply({ transactionId: id, amount: '69.51' });
    expect(over.body.respCode).toBe('00031|20002');
    expect(over.body.respMsg).toContain('69.50');
    // a pending (in review) refund counts against the refundable amount
    const big = (await c.pay('4242424242424242', { amount: '3000.00' })).body.data.transactionId;
    const pending = await apply({ transactionId: big, amount: '2000.00' });
    expect(pending.body.data).toMatchObject({ status: 'pending_review', reviewStatus: 'to_be_reviewed' });
    expect((await apply({ transactionId: big, amount: '1000.01' })).body.respCode).toBe('00031|20002');
    const rest = await apply({ transactionId: big, amount: '1000.00' });
    expect(rest.body.data).toMatchObject({ status: 'succeeded', type: 'partial' });
    const d = (await detail(big)).body.data;
    expect(d.refundedAmount).toBe('1000.00');
    expect(d.refundState).toBe('partial');
    const last = await apply({ transactionId: id, amount: '69.50' });
    expect(last.body.data.type).toBe('full');
    expect((await detail(id)).body.data.refundState).toBe('full');
    // the list, newest first, carries each refund's own order ID and ARN as the refund answered them
    const list = (await s.api('GET', `/refund/list?transactionId=${id}`, { cookie: op.cookie })).body.data;
    expect(list.total).toBe(2);
    expect(list.content.map((r: { refundId: string; arn: string | null; merchantOrderId: string }) => [r.refundId, r.arn, r.merchantOrderId])).toEqual([
      [last.body.data.refundId, last.body.data.arn, last.body.data.merchantOrderId],
      [first.body.data.refundId, first.body.data.arn, first.body.data.merchantOrderId],
    ]);
    expect(list.content[0].merchantOrderId).not.toBe('');
    await s.api('POST', '/merLogin/switchLanguage', { body: { language: 'zh-cn' }, cookie: op.cookie });
    const zh = await apply({ transactionId: big, amount: '2000.00' });
    expect(zh.body.respMsg).toBe('退款金额超过可退金额（0.00 USD）。');
    await verify();
  });

  it('asks a fresh factor for a large refund only once the payment can take it, and refunds nothing meanwhile', async () => {
    const { op, c, apply, detail } = await setup();
    await givePaymentPassword(s.deps.db, { userId: op.user.id, merchantNo: op.merchant.merchantNo, pin: '864213', now: s.clock.now });
    // signed in again with the login password only: the payment password is not proved yet
    const cookie = (await s.api('POST', '/merLogin/doLogin', { body: { email: op.email, password: PASSWORD } })).setCookie!;
    const id = (await c.pay('4242424242424242', { amount: '1500.00' })).body.data.transactionId;
    // more than the payment holds: refused as such, no dialog first
    expect((await apply({ transactionId: id, amount: '1600.00' }, { cookie })).body.respCode).toBe('00031|20002');
    const key = crypto.randomUUID();
    const asked = await apply({ transactionId: id, amount: '1200.00' }, { cookie, key });
    expect(asked.body).toMatchObject({ respCode: '00004|14014', data: { method: 'paymentPassword' } });
    expect((await detail(id)).body.data.refundedAmount).toBe('0.00');
    expect((await s.api('POST', '/security/stepUp', { cookie, body: { code: '864213' } })).body.respCode).toBe('20000');
    // the same call again, with its key: the refusal was not kept as its answer
    expect((await apply({ transactionId: id, amount: '1200.00' }, { cookie, key })).body.data).toMatchObject({ amount: '1200.00' });
    // an everyday amount never asks
    expect((await apply({ transactionId: id, amount: '10.00' }, { cookie })).body.respCode).toBe('20000');
    await verify();
  });

  it('checks amounts: numeric, two decimals, whole yen, positive, a reason', async () => {
    const { c, apply } = await setup();
    const usd = (await c.pay('4242424242424242', { amount: '10.00' })).body.data.transactionId;
    const jpy = (await c.pay('3566002020360505', { amount: '5000', currency: 'JPY' })).body.data.transactionId;
    const msg = async (body: Record<string, unknown>) => {
      const r = await apply(body);
      expect(r.body.respCode).toBe('11000');
      return r.body.data.fieldErrors[0].message as string;
    };
    expect(await msg({ transactionId: usd, amount: 'abc' })).toBe(t('en', 'money.notNumeric'));
    expect(await msg({ transactionId: usd, amount: '1.234' })).toBe(t('en', 'money.tooManyDecimals', { max: 2 }));
    expect(await msg({ transactionId: usd, amount: '0' })).toBe(t('en', 'refund.amountPositive'));
    expect(await msg({ transactionId: jpy, amount: '10.5' })).toBe(t('en', 'money.integerOnly'));
    expect(await msg({ transactionId: usd, amount: '1', reason: '' })).toBe(t('en', 'validation.required'));
    const ok = await apply({ transactionId: jpy, amount: '1500' });
    expect(ok.body.data).toMatchObject({ amount: '1500', currency: 'JPY', status: 'succeeded' });
    await verify();
  });

  it('replays the same key and refuses it with another body', async () => {
    const { c, apply, toBeSettled } = await setup();
    const id = (await c.pay('4242424242424242', { amount: '50.00' })).body.data.transactionId;
    const key = crypto.randomUUID();
    const a = await apply({ transactionId: id, amount: '10.00' }, { key });
    const b = await apply({ transactionId: id, amount: '10.00' }, { key });
    expect(b.body.data.refundId).toBe(a.body.data.refundId);
    expect(await toBeSettled()).toBe(4000n);
    expect((await apply({ transactionId: id, amount: '11.00' }, { key })).status).toBe(422);
    await verify();
  });
});

describe('provider review', () => {
  it('moves money only when approved; a declined refund releases its reservation', async () => {
    const { c, apply, detail, toBeSettled } = await setup();
    // 200,000 JPY ≈ 1335 USD: above the 1000 USD threshold after conversion
    const jpy = (await c.pay('3566002020360505', { amount: '200000', currency: 'JPY' })).body.data.transactionId;
    const r = (await apply({ transactionId: jpy, amount: '200000' })).body.data;
    expect(r).toMatchObject({ status: 'pending_review', reviewStatus: 'to_be_reviewed', arn: null });
    expect(await toBeSettled('JPY')).toBe(200000n);
    const declined = await decide(s.deps.db, { refundId: r.refundId, decision: 'reject', comment: 'Suspicious', now: s.deps.now() });
    expect(declined).toMatchObject({ status: 'review_rejected', reviewStatus: 'declined', reviewComment: 'Suspicious' });
    expect(await toBeSettled('JPY')).toBe(200000n);
    expect((await detail(jpy)).body.data.refundState).toBe('none');

    const again = (await apply({ transactionId: jpy, amount: '200000' })).body.data;
    const approved = await decide(s.deps.db, { refundId: again.refundId, decision: 'approve', now: s.deps.now() });
    expect(approved).toMatchObject({ status: 'succeeded', reviewStatus: 'approved_refunded' });
    expect(approved.auditedAt).not.toBeNull();
    expect(await toBeSettled('JPY')).toBe(0n);
    await expect(decide(s.deps.db, { refundId: again.refundId, decision: 'approve', now: s.deps.now() })).rejects.toMatchObject({
      info: { code: '00031|20001' },
    });
    await verify();
  });

  it('sends cash-voucher refunds to manual processing', async () => {
    const { op, c, apply, toBeSettled } = await setup();
    const v = (await c.local('konbini', 'JPY', '300000')).body.data.transactionId;
    await c.call('POST', `/sandbox/payments/${v}/scenario`, { outcome: 'pay' });
    const big = (await apply({ transactionId: v, amount: '200000' })).body.data;
    const approved = await decide(s.deps.db, { refundId: big.refundId, decision: 'approve', now: s.deps.now() });
    expect(approved).toMatchObject({ status: 'manual_processing', reviewStatus: 'approved' });
    expect(await toBeSettled('JPY')).toBe(300000n);
    const done = await decide(s.deps.db, { refundId: big.refundId, decision: 'complete', now: s.deps.now() });
    expect(done).toMatchObject({ status: 'succeeded', reviewStatus: 'approved_refunded' });
    const small = (await apply({ transactionId: v, amount: '1000' })).body.data;
    expect(small.status).toBe('cannot_refund_online');
    expect((await decide(s.deps.db, { refundId: small.refundId, decision: 'fail', comment: 'No bank details', now: s.deps.now() })).status).toBe('failed');
    expect(await toBeSettled('JPY')).toBe(100000n);
    const list = await s.api('GET', '/refund/list?status=failed', { cookie: op.cookie });
    expect(list.body.data.content.map((x: { refundId: string }) => x.refundId)).toEqual([small.refundId]);
    await verify();
  });
});

describe('refund list and detail', () => {
  it('filters, shows the original transaction, keeps merchants apart and needs the codes', async () => {
    const { op, c, apply } = await setup();
    const a = (await c.pay('4242424242424242', { amount: '80.00' })).body.data.transactionId;
    const e = (await c.pay('5555555555554444', { amount: '40.00', currency: 'EUR' })).body.data.transactionId;
    const ra = (await apply({ transactionId: a, amount: '20.00' })).body.data;
    const re = (await apply({ transactionId: e, amount: '40.00' })).body.data;
    const ids = async (q: string) =>
      (await s.api('GET', `/refund/list?size=50${q}`, { cookie: op.cookie })).body.data.content.map((x: { refundId: string }) => x.refundId);
    expect(await ids('')).toEqual([re.refundId, ra.refundId]);
    expect(await ids('&currency=EUR')).toEqual([re.refundId]);
    expect(await ids(`&transactionId=${a}`)).toEqual([ra.refundId]);
    expect(await ids(`&refundId=${re.refundId}`)).toEqual([re.refundId]);
    expect(await ids('&preset=today')).toHaveLength(2);
    expect(await ids('&status=pending_review')).toEqual([]);
    const d = (await s.api('GET', `/refund/detail?refundId=${ra.refundId}`, { cookie: op.cookie })).body.data;
    expect(d).toMatchObject({
      type: 'partial',
      status: 'succeeded',
      amount: '20.00',
      applicant: op.email,
      original: { transactionId: a, amount: '80.00', refundable: '60.00' },
    });
    expect(d.completedAt).not.toBeNull();

    const other = await newOperator(s);
    expect((await s.api('GET', `/refund/detail?refundId=${ra.refundId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await apply({ transactionId: a, amount: '1.00' }, { cookie: other.cookie })).status).toBe(404);

    const m = op.merchant;
    const viewer = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Viewer', resourceCodes: ['transaction:query', 'transaction:refund'] });
    const v = await newOperator(s, { merchant: m, roleId: viewer.id });
    expect((await s.api('GET', '/refund/list', { cookie: v.cookie })).status).toBe(200);
    expect((await apply({ transactionId: a, amount: '1.00' }, { cookie: v.cookie })).status).toBe(403);
    expect((await s.api('GET', '/refund/list', { cookie: (await newOperator(s, { merchant: await newMerchant(s), roleId: undefined })).cookie })).status).toBe(
      200,
    );
  });
});
