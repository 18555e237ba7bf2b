import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, signIn, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { createRole } from '../access/service.ts';
import { pricingOf } from '../dispute/service.ts';
import { advanceEnrolment } from '../enrolment/service.ts';
import * as ledger from '../ledger/service.ts';
import { refundPolicyOf } from '../refund/service.ts';
import { raiseRdr } from './service.ts';

// jobs run only when a test calls them; the clock moves, nothing sleeps
const s = useTestServer({}, { work: false });
const DAY = 86_400_000;

const RULES = { maxAmounts: [{ currency: 'USD', amount: '25.00' }], reasonCodes: ['13.2'], cardBins: ['424242'], countries: ['GB'] };
/** Visa test cards: 411111 issued in the US, 401288 in GB, 424242 in the US */
const US = '4111111111111111';
const GB = '4012888888881881';

const verifyLedger = async () => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);

/** A merchant's operator with a /v1 client, the payments and balances the tests read. */
async function merchantSetup(o: Parameters<typeof newOperator>[1] = {}) {
  const op = await newOperator(s, o);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const merchantNo = op.merchant.merchantNo;
  const pay = async (amount: string, card = '4242424242424242') => (await c.pay(card, { amount, currency: 'USD' })).body.data.transactionId as string;
  const bucket = async (b: 'to_be_settled' | 'available') => (await ledger.findAccount(s.deps.db, { merchantNo, currency: 'USD', bucket: b }))?.balance ?? 0n;
  /** a new session after the clock moved past the old one's lifetime */
  const relogin = async () => {
    op.cookie = (await signIn(s, op.email, { password: op.password })).cookie;
  };
  return { op, c, merchantNo, pay, bucket, relogin };
}

/** A merchant's operator with an RDR enrolment the network has enrolled (two provider steps), and the calls the tests make. */
async function rdrSetup(o: Parameters<typeof newOperator>[1] = {}, enrol = true) {
  const t = await merchantSetup(o);
  const saved = await s.api('POST', '/risk/rdr-enrolment/save', {
    cookie: t.op.cookie,
    body: {
      merchantIdentifier: 'SHOP-RDR',
      pricingTier: 'volume',
      descriptors: ['CROSSBILL*RDR'],
      bins: ['411111'],
      caids: ['CAID0001'],
      rules: RULES,
      submit: true,
    },
  });
  expect(saved.body.respCode, saved.body.respMsg).toBe('20000');
  const enrolmentId = saved.body.data.enrolmentId as string;
  if (enrol)
    for (let i = 0; i < 2; i++) await s.deps.db.transaction((tx) => advanceEnrolment(tx, { enrolmentId, actor: { kind: 'provider' }, now: s.deps.now() }));
  const rdr = (transactionId: string, body: Record<string, unknown> = {}) =>
    t.c.call('POST', `/sandbox/payments/${transactionId}/rdr`, body, { idempotencyKey: crypto.randomUUID() });
  const decided = async (transactionId: string, body: Record<string, unknown> = {}) => {
    const r = await rdr(transactionId, body);
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data as { alertId: string; outcome: string; rule: string | null; refundId: string | null; chargebackId: string | null };
  };
  const detail = async (id: string, cookie = t.op.cookie) => (await s.api('GET', `/risk/rdr/detail?id=${id}`, { cookie })).body;
  const list = async (q = '', cookie = t.op.cookie) => (await s.api('GET', `/risk/rdr/list?page=1&size=20${q}`, { cookie })).body.data;
  return { ...t, enrolmentId, rdr, decided, detail, list };
}

describe('the decision on arrival', () => {
  it('accepts by each rule in turn and refunds through the refund service; an unmatched alert becomes a Visa chargeback', async () => {
    const t = await rdrSetup();
    const before = await t.bucket('to_be_settled');
    const byAmount = await t.decided(await t.pay('20.00', US), { reasonCode: '13.1' });
    expect(byAmount).toMatchObject({ outcome: 'accepted', rule: 'amount', chargebackId: null });
    expect((await t.decided(await t.pay('80.00', US), { reasonCode: '13.2' })).rule).toBe('reasonCode');
    expect((await t.decided(await t.pay('80.00', '4242424242424242'))).rule).toBe('cardBin');
    expect((await t.decided(await t.pay('80.00', GB))).rule).toBe('country');
    // a partial amount is refunded as asked, not the whole payment
    const part = await t.decided(await t.pay('30.00', US), { amount: '12.50' });
    expect(part.rule).toBe('amount');
    expect(await t.bucket('to_be_settled')).toBe(before + 2000n + 8000n * 3n + 3000n - (2000n + 8000n * 3n + 1250n));

    const paid = await t.pay('80.00', US);
    const declined = await t.decided(paid, { reasonCode: '13.1' });
    expect(declined).toMatchObject({ outcome: 'declined', rule: null, refundId: null, chargebackId: expect.stringMatching(/\w+/) });
    const cbs = (await s.api('GET', `/chargeback/list?group=all&transactionId=${paid}`, { cookie: t.op.cookie })).body.data.content;
    expect(cbs).toMatchObject([{ chargebackId: declined.chargebackId, amount: '80.00', reasonCode: '13.1' }]);

    const d = await t.detail(byAmount.alertId);
    expect(d.data).toMatchObject({
      outcome: 'accepted',
      rule: 'amount',
      refundStatus: 'refunded',
      amount: '20.00',
      currency: 'USD',
      cardNumber: '411111****1111',
      cardCountry: 'US',
      reasonCode: '13.1',
      reasonName: expect.stringMatching(/not received/i),
      enrolmentId: t.enrolmentId,
      descriptor: 'CROSSBILL*RDR',
      rules: RULES,
      caseNumber: expect.stringMatching(/^RDR\d{12}$/),
    });
    expect(d.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['received', 'accepted', 'refunded']);
    expect((await t.detail(part.alertId)).data.refundStatus).toBe('partially_refunded');
    const refunds = (await s.api('GET', `/refund/list?transactionId=${d.data.transactionId}`, { cookie: t.op.cookie })).body.data.content;
    expect(refunds).toMatchObject([{ refundId: byAmount.refundId, amount: '20.00', status: 'succeeded' }]);
    expect((await t.detail(declined.alertId)).data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['received', 'declined', 'chargeback']);

    const all = await t.list();
    expect(all.total).toBe(6);
    expect((await t.list('&outcome=accepted')).total).toBe(5);
    expect((await t.list('&rule=country')).content.map((i: { rule: string }) => i.rule)).toEqual(['country']);
    expect((await t.list('&outcome=declined')).content[0]).toMatchObject({ alertId: declined.alertId, chargebackId: declined.chargebackId });
    await verifyLedger();
  });

  it('keeps the rules it was decided by when the enrolment changes later; a payment already refunded closes without money or chargeback', async () => {
    const t = await rdrSetup();
    const first = await t.decided(await t.pay('10.00', US));
    const edit = await s.api('POST', '/risk/rdr-enrolment/save', {
      cookie: t.op.cookie,
      body: {
        enrolmentId: t.enrolmentId,
        merchantIdentifier: 'SHOP-RDR',
        pricingTier: 'volume',
        descriptors: ['CROSSBILL*RDR'],
        bins: ['411111'],
        caids: ['CAID0001'],
        rules: {},
      },
    });
    expect(edit.body.respCode, edit.body.respMsg).toBe('20000');
    expect((await t.detail(first.alertId)).data.rules).toEqual(RULES);
    // no rules any more: a small amount is declined now
    expect((await t.decided(await t.pay('10.00', US))).outcome).toBe('declined');

    const refunded = await t.pay('40.00', US);
    const r = await s.api('POST', '/refund/apply', {
      cookie: t.op.cookie,
      body: { transactionId: refunded, amount: '40.00', reason: 'Cancelled order' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    const closed = await t.decided(refunded);
    expect(closed).toMatchObject({ outcome: 'previously_refunded', rule: null, refundId: null, chargebackId: null });
    expect((await s.api('GET', `/chargeback/list?group=all&transactionId=${refunded}`, { cookie: t.op.cookie })).body.data.total).toBe(0);
    await verifyLedger();
  });

  it('a case the network resends is the alert already made: nothing is refunded twice', async () => {
    const t = await rdrSetup();
    const id = await t.pay('15.00', US);
    const raise = () =>
      s.deps.db.transaction((tx) =>
        raiseRdr(tx, {
          merchantNo: t.merchantNo,
          match: { transactionId: id },
          caseNumber: 'RDR000000000042',
          refundPolicy: refundPolicyOf(s.deps),
          pricing: pricingOf(s.deps),
          actor: 'ops',
          now: s.deps.now(),
        }),
      );
    const a = await raise();
    const b = await raise();
    expect(b.alertId).toBe(a.alertId);
    expect((await t.list()).total).toBe(1);
    expect((await s.api('GET', `/refund/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data.total).toBe(1);
  });
});

describe('refusals', () => {
  it('needs a live RDR enrolment, a Visa payment, a Visa reason code and an amount the payment still holds; each refusal changes nothing', async () => {
    const pending = await rdrSetup({}, false);
    const r = await pending.rdr(await pending.pay('10.00', US));
    expect([r.status, r.body.respCode]).toEqual([409, '00031|20030']);
    expect(r.body.respMsg).toMatch(/no live RDR enrolment/);

    const t = await rdrSetup();
    const mc = await t.rdr(await t.pay('10.00', '5555555555554444'));
    expect([mc.status, mc.body.respCode]).toEqual([422, '00031|20031']);
    const id = await t.pay('10.00', US);
    const reason = await t.rdr(id, { reasonCode: '4853' });
    expect(reason.body.data.fieldErrors[0].field).toBe('reasonCode');
    const over = await t.rdr(id, { amount: '10.01' });
    expect(over.body.respCode).toBe('00031|20011');
    expect((await t.list()).total).toBe(0);
    expect((await s.api('GET', `/refund/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data.total).toBe(0);
  });
});

describe('enrolment activity', () => {
  it('an RDR alert restarts its enrolment’s quiet period, and an Ethoca alert its alert enrolment’s', async () => {
    const t = await rdrSetup();
    s.clock.advance(30 * DAY);
    await t.relogin();
    await t.decided(await t.pay('5.00', US));
    const e = (await s.api('GET', `/risk/rdr-enrolment/detail?enrolmentId=${t.enrolmentId}`, { cookie: t.op.cookie })).body.data;
    expect(e.lastActivityAt).toBe(s.deps.now().toISOString());

    const saved = await s.api('POST', '/risk/alert-enrolment/save', {
      cookie: t.op.cookie,
      body: { merchantIdentifier: 'SHOP', ethocaMerchantId: 'ETH-1', pricingTier: 'standard', descriptors: ['CROSSBILL*SHOP'], submit: true },
    });
    expect(saved.body.respCode, saved.body.respMsg).toBe('20000');
    const alertEnrolment = saved.body.data.enrolmentId as string;
    for (let i = 0; i < 2; i++)
      await s.deps.db.transaction((tx) => advanceEnrolment(tx, { enrolmentId: alertEnrolment, actor: { kind: 'provider' }, now: s.deps.now() }));
    s.clock.advance(DAY);
    await t.relogin();
    const ethoca = await t.c.call('POST', `/sandbox/payments/${await t.pay('5.00')}/ethoca`, {}, { idempotencyKey: crypto.randomUUID() });
    expect(ethoca.body.respCode, ethoca.body.respMsg).toBe('20000');
    const a = (await s.api('GET', `/risk/alert-enrolment/detail?enrolmentId=${alertEnrolment}`, { cookie: t.op.cookie })).body.data;
    expect(a.lastActivityAt).toBe(s.deps.now().toISOString());
  });
});

describe('who may see', () => {
  it('needs risk:rdr; another merchant’s alert is not found; a group reads its members', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const t = await rdrSetup({ merchant: m1 });
    const a = (await t.decided(await t.pay('9.00', US))).alertId;
    const none = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'Nothing', resourceCodes: ['transaction:query'] });
    const n = await newOperator(s, { merchant: m1, roleId: none.id });
    expect((await s.api('GET', '/risk/rdr/list', { cookie: n.cookie })).body.respCode).toBe('00006');
    expect((await t.detail(a, n.cookie)).respCode).toBe('00006');

    const other = await rdrSetup();
    expect((await s.api('GET', `/risk/rdr/detail?id=${a}`, { cookie: other.op.cookie })).status).toBe(404);
    expect((await other.list()).total).toBe(0);
    expect((await t.detail('RD2026bad')).respCode).toBe('11000');

    const { cookie } = await newOperator(s, { merchant: group });
    const g = (await s.api('GET', '/blocMer/risk/rdr/list', { cookie })).body.data;
    expect(g.content.map((i: { alertId: string; merchantNo: string }) => [i.alertId, i.merchantNo])).toEqual([[a, m1.merchantNo]]);
  });
});
