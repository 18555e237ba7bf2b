import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, signIn, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { createRole } from '../access/service.ts';
import * as ledger from '../ledger/service.ts';
import { runAlertSweep } from './jobs.ts';

// jobs run only when a test calls the sweep; the clock moves, nothing sleeps
const s = useTestServer({}, { work: false });
const HOUR = 3_600_000;
const MINUTE = 60_000;

const verifyLedger = async () => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);

/** A merchant's operator with a /v1 client: payments, the sandbox's alerts and chargebacks, the portal's answers. */
async function alertSetup(o: Parameters<typeof newOperator>[1] = {}) {
  const op = await newOperator(s, o);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const pay = async (amount = '100.00', card = '4242424242424242') => (await c.pay(card, { amount, currency: 'USD' })).body.data.transactionId as string;
  const raisedChargeback = async (transactionId: string) => {
    const r = await c.call('POST', `/sandbox/payments/${transactionId}/dispute`, { reasonCode: '13.1' }, { idempotencyKey: crypto.randomUUID() });
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data.chargebackId as string;
  };
  /** a new session after the clock moved past the old one's lifetime */
  const relogin = async () => {
    op.cookie = (await signIn(s, op.email, { password: op.password })).cookie;
  };
  const t = { op, c, pay, raisedChargeback, relogin };
  const raise = (transactionId: string, body: Record<string, unknown> = {}) =>
    t.c.call('POST', `/sandbox/payments/${transactionId}/alert`, body, { idempotencyKey: crypto.randomUUID() });
  const raised = async (transactionId: string, body: Record<string, unknown> = {}) => {
    const r = await raise(transactionId, body);
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data.alertId as string;
  };
  const alert = async (id: string, cookie = op.cookie) => (await s.api('GET', `/chargebackAlert/detail?alertId=${id}`, { cookie })).body.data;
  const act = (path: 'refund' | 'processed' | 'ignore', body: Record<string, unknown>, cookie = op.cookie) =>
    s.api('POST', `/chargebackAlert/${path}`, { cookie, body, headers: path === 'refund' ? { 'idempotency-key': crypto.randomUUID() } : {} });
  const sweep = () => runAlertSweep(s.deps, s.deps.now());
  const kinds = async (id: string) => ((await alert(id)).timeline as Array<{ kind: string }>).map((e) => e.kind);
  return { ...t, raise, raised, alert, act, sweep, kinds };
}

describe('a pre-dispute alert arrives', () => {
  it('from the scenario call with the fields of spec 3, listed and filtered; bad input names the field', async () => {
    const t = await alertSetup();
    const id = await t.pay('80.00');
    const a = await t.raised(id, { service: 'verifi_cdrn', type: 'fraud', amount: '50.00' });
    const d = await t.alert(a);
    expect(d).toMatchObject({
      alertId: a,
      transactionId: id,
      service: 'verifi_cdrn',
      type: 'fraud',
      scheme: 'visa',
      reasonCode: '10.4',
      amount: '50.00',
      currency: 'USD',
      source: 'sandbox',
      status: 'new',
      refundStatus: 'none',
      chargebackStatus: 'none',
      chargebackId: null,
      canAct: true,
    });
    expect(new Date(d.autoRefundAt).getTime() - new Date(d.receivedAt).getTime()).toBe(23 * HOUR);
    expect(d.timeline).toEqual([expect.objectContaining({ kind: 'received', actor: 'sandbox', amount: '50.00' })]);
    const other = await t.raised(await t.pay('10.00'));
    const list = async (q: string) => (await s.api('GET', `/chargebackAlert/list?${q}`, { cookie: t.op.cookie })).body.data;
    expect((await list('')).content.map((i: { alertId: string }) => i.alertId)).toEqual([other, a]);
    expect((await list(`transactionId=${id}`)).total).toBe(1);
    expect((await list('service=verifi_cdrn')).content.map((i: { alertId: string }) => i.alertId)).toEqual([a]);
    expect((await list('status=refunded')).total).toBe(0);
    expect((await list(`beginTime=${new Date(s.deps.now().getTime() + HOUR).toISOString()}`)).total).toBe(0);
    expect((await list('status=nope')).fieldErrors[0].field).toBe('status');
    // more than the payment holds, an unknown reason
    const field = async (body: Record<string, unknown>) => (await t.raise(id, body)).body.data?.fieldErrors?.[0]?.field;
    expect(await field({ amount: '80.01' })).toBe('amount');
    expect(await field({ reasonCode: '99.9' })).toBe('reasonCode');
    expect((await s.api('GET', '/chargebackAlert/detail?alertId=x', { cookie: t.op.cookie })).body.data.fieldErrors[0].field).toBe('alertId');
  });

  it('from a test card minutes after capture, once', async () => {
    const t = await alertSetup();
    const id = await t.pay('25.00', '4000000000003014');
    await t.sweep();
    expect((await s.api('GET', `/chargebackAlert/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data.total).toBe(0);
    s.clock.advance(3 * MINUTE);
    await t.sweep();
    await t.sweep();
    const list = (await s.api('GET', `/chargebackAlert/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data;
    expect(list.total).toBe(1);
    expect(list.content[0]).toMatchObject({ service: 'ethoca', type: 'fraud', source: 'test_card', amount: '25.00', status: 'new' });
  });
});

describe("the merchant's answers", () => {
  it('refunds partly through the refund service, then a second answer is a clear 409', async () => {
    const t = await alertSetup();
    const id = await t.pay('100.00');
    const a = await t.raised(id);
    const r = await t.act('refund', { alertId: a, amount: '40.00' });
    expect(r.body.data).toMatchObject({ status: 'refunded', refundStatus: 'partial', autoRefundAt: null });
    const refunds = (await s.api('GET', `/refund/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data.content;
    expect(refunds).toEqual([expect.objectContaining({ amount: '40.00', source: 'alert', status: 'succeeded' })]);
    const d = await t.alert(a);
    expect(d).toMatchObject({ canAct: false, payment: { refundedAmount: '40.00', refundable: '60.00' } });
    expect(d.timeline.at(-1)).toMatchObject({ kind: 'refunded', amount: '40.00', refundId: refunds[0].refundId, actorName: 'Test User' });
    for (const path of ['refund', 'processed', 'ignore'] as const) {
      const again = await t.act(path, { alertId: a });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ respCode: '00031|20012', respMsg: 'The alert is now “Refunded”: this action is no longer possible.' });
    }
    await verifyLedger();
  });

  it('a full refund marks it fully refunded; processed and ignored stop the auto refund', async () => {
    const t = await alertSetup();
    const full = await t.raised(await t.pay('30.00'));
    expect((await t.act('refund', { alertId: full })).body.data).toMatchObject({ status: 'refunded', refundStatus: 'full' });
    const done = await t.raised(await t.pay('31.00'));
    const skip = await t.raised(await t.pay('32.00'));
    expect((await t.act('processed', { alertId: done })).body.data.status).toBe('processed');
    expect((await t.act('ignore', { alertId: skip })).body.data.status).toBe('ignored');
    s.clock.advance(24 * HOUR);
    await t.sweep();
    await t.relogin();
    expect(await t.alert(done)).toMatchObject({ status: 'processed', refundStatus: 'none' });
    expect(await t.alert(skip)).toMatchObject({ status: 'ignored', refundStatus: 'none' });
    expect(await t.kinds(skip)).toEqual(['received', 'ignored']);
    await verifyLedger();
  });

  it('is scoped to the merchant (a group sees its members) and needs its codes', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const t = await alertSetup({ merchant: m1 });
    const a = await t.raised(await t.pay('20.00'));
    const outsider = await alertSetup();
    expect((await s.api('GET', `/chargebackAlert/detail?alertId=${a}`, { cookie: outsider.op.cookie })).status).toBe(404);
    expect((await outsider.act('ignore', { alertId: a })).status).toBe(404);
    expect((await s.api('GET', '/chargebackAlert/list', { cookie: outsider.op.cookie })).body.data.total).toBe(0);
    const { cookie } = await newOperator(s, { merchant: group });
    const g = (await s.api('GET', '/blocMer/chargebackAlert/list', { cookie })).body.data;
    expect(g.content.map((i: { alertId: string; merchantNo: string }) => [i.alertId, i.merchantNo])).toEqual([[a, m1.merchantNo]]);

    const viewer = await createRole(s.deps.db, { merchantNo: m1.merchantNo, name: 'Alerts, read only', resourceCodes: ['transaction:chargebackAlert'] });
    const v = await newOperator(s, { merchant: m1, roleId: viewer.id });
    expect((await s.api('GET', `/chargebackAlert/detail?alertId=${a}`, { cookie: v.cookie })).body.data.status).toBe('new');
    for (const path of ['refund', 'processed', 'ignore'] as const) expect((await t.act(path, { alertId: a }, v.cookie)).body.respCode).toBe('00006');
    const none = await createRole(s.deps.db, { merchantNo: m1.merchantNo, name: 'Chargebacks only', resourceCodes: ['transaction:refuse'] });
    const w = await newOperator(s, { merchant: m1, roleId: none.id });
    expect((await s.api('GET', '/chargebackAlert/list', { cookie: w.cookie })).body.respCode).toBe('00006');
  });
});

describe('the auto refund', () => {
  it('refunds an unanswered alert in full within 24 hours of receipt, not before, once', async () => {
    const t = await alertSetup();
    const id = await t.pay('60.00');
    const a = await t.raised(id, { amount: '45.00' });
    // the sweep serves every merchant: each test reads its own alert's state, not the sweep's counts
    s.clock.advance(23 * HOUR - MINUTE);
    await t.sweep();
    await t.relogin();
    expect((await t.alert(a)).status).toBe('new');
    s.clock.advance(MINUTE);
    await t.sweep();
    await t.sweep();
    const d = await t.alert(a);
    expect(d).toMatchObject({ status: 'auto_refunded', refundStatus: 'partial', payment: { refundedAmount: '45.00' } });
    expect(d.timeline.at(-1)).toMatchObject({ kind: 'auto_refunded', actor: 'job', actorName: null, amount: '45.00' });
    expect(new Date(d.timeline.at(-1).at).getTime() - new Date(d.receivedAt).getTime()).toBeLessThan(24 * HOUR);
    expect((await s.api('GET', `/refund/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data.total).toBe(1);
    expect((await t.act('refund', { alertId: a })).status).toBe(409);
    await verifyLedger();
  });

  it('does not refund after a chargeback arrived: the alert closes with its chargeback', async () => {
    const t = await alertSetup();
    const id = await t.pay('70.00');
    const a = await t.raised(id);
    const cb = await t.raisedChargeback(id);
    // the answers are refused at once, the sweep closes it
    expect((await t.act('refund', { alertId: a })).body.respCode).toBe('00031|20012');
    await t.sweep();
    expect((await t.alert(a)).status).toBe('chargeback');
    s.clock.advance(24 * HOUR);
    await t.sweep();
    await t.relogin();
    expect(await t.alert(a)).toMatchObject({ status: 'chargeback', chargebackStatus: 'disputed', chargebackId: cb, refundStatus: 'none' });
    expect(await t.kinds(a)).toEqual(['received', 'chargebackFiled']);
    expect((await s.api('GET', `/refund/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data.total).toBe(0);
    await verifyLedger();
  });
});

describe('the chargeback that follows an alert (sandbox)', () => {
  it('is cancelled when the alert is refunded; without the refund it arrives and the alert shows it', async () => {
    const t = await alertSetup();
    const saved = await t.pay('90.00');
    const lost = await t.pay('91.00');
    const a = await t.raised(saved, { followChargeback: true });
    const b = await t.raised(lost, { followChargeback: true, type: 'fraud' });
    expect((await t.act('refund', { alertId: a })).body.data.status).toBe('refunded');
    expect((await t.act('processed', { alertId: b })).body.data.status).toBe('processed');
    const filed = async () => (await s.api('GET', `/chargeback/list?transactionId=${lost}&group=all`, { cookie: t.op.cookie })).body.data.total;
    s.clock.advance(119 * MINUTE);
    await t.sweep();
    await t.relogin();
    expect(await filed()).toBe(0);
    s.clock.advance(MINUTE);
    await t.sweep();
    await t.sweep();
    expect(await filed()).toBe(1);
    expect(await t.kinds(a)).toEqual(['received', 'refunded', 'chargebackPrevented']);
    expect(await t.alert(a)).toMatchObject({ chargebackStatus: 'none', refundStatus: 'full' });
    expect((await s.api('GET', `/chargeback/list?transactionId=${saved}&group=all`, { cookie: t.op.cookie })).body.data.total).toBe(0);
    const cbs = (await s.api('GET', `/chargeback/list?transactionId=${lost}&group=all`, { cookie: t.op.cookie })).body.data.content;
    expect(cbs).toEqual([expect.objectContaining({ amount: '91.00', reasonCode: '10.4', status: 'new' })]);
    expect(await t.alert(b)).toMatchObject({ status: 'processed', chargebackStatus: 'disputed', chargebackId: cbs[0].chargebackId });
    expect(await t.kinds(b)).toEqual(['received', 'processed', 'chargebackFiled']);
    // the case file of the disputed payment shows the alert and its steps
    const c = (await s.api('GET', `/dispute/case/detail?transactionId=${lost}`, { cookie: t.op.cookie })).body.data;
    expect(c.timeline.map((e: { kind: string; ref: string }) => [e.kind, e.ref])).toEqual([
      ['alertReceived', b],
      ['alertProcessed', b],
      ['alertChargebackFiled', b],
      ['chargebackReceived', cbs[0].chargebackId],
    ]);
    await verifyLedger();
  });
});
