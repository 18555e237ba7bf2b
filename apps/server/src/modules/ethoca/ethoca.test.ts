import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';
import { ethocaSetup, verifyLedger } from './test-kit.ts';

// jobs run only when a test calls them; the clock moves, nothing sleeps
const s = useTestServer({}, { work: false });
const HOUR = 3_600_000;
const fieldOf = (r: { body: { data: { fieldErrors: Array<{ field: string }> } } }) => r.body.data.fieldErrors[0]!.field;

describe('arrival', () => {
  it('comes from the sandbox call matched to its payment, with the card kept as BIN, last four and a keyed hash; due in 72 hours', async () => {
    const t = await ethocaSetup(s);
    const id = await t.pay('80.00', '4000000000000077');
    const r = await t.raise(id, { type: 'issuer_alert_fraud', cardNumber: '4000000000000077' });
    expect(r.body.data).toMatchObject({ status: 'open' });
    const d = await t.detail(r.body.data.alertId);
    expect(d).toMatchObject({
      transactionId: id,
      type: 'issuer_alert_fraud',
      amount: '80.00',
      currency: 'USD',
      transactionAmount: '80.00',
      cardBin: '400000',
      cardLast4: '0077',
      cardNumber: '400000****0077',
      status: 'open',
      outcome: null,
      refundStatus: 'not_refunded',
      reasonCode: '10.4',
      canAnswer: true,
      refundable: '80.00',
    });
    expect(d.cardHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(d)).not.toContain('4000000000000077');
    expect(d.ethocaId).toMatch(/^[A-Z0-9]{25}$/);
    expect(new Date(d.dueAt).getTime() - new Date(d.receivedAt).getTime()).toBe(72 * HOUR);
    expect(d.timeline.map((e: { kind: string }) => e.kind)).toEqual(['received']);
    const kase = await t.raised(await t.pay('5.00'), { type: 'dispute_case', amount: '4.00' });
    expect(await t.detail(kase)).toMatchObject({ type: 'dispute_case', amount: '4.00', transactionAmount: '5.00', caseId: expect.stringMatching(/^C\d{11}$/) });
    const list = (await s.api('GET', '/risk/alert/list?type=dispute_case', { cookie: t.op.cookie })).body.data;
    expect(list.content.map((i: { alertId: string }) => i.alertId)).toEqual([kase]);
    expect((await t.raise(id, { type: 'nope' })).body.respCode).toBe('11000');
  });
});

describe('answers', () => {
  it('stopped refunds the whole payment through the refund service; the ledger agrees; a second answer is 409', async () => {
    const t = await ethocaSetup(s);
    const id = await t.pay('120.00');
    const alertId = await t.raised(id);
    const before = await t.bucket('to_be_settled');
    expect(fieldOf(await t.respond({ alertId, outcome: 'stopped' }))).toBe('refund');
    expect(fieldOf(await t.respond({ alertId, outcome: 'stopped', refund: 'partial', refundAmount: '10.00' }))).toBe('refund');
    const ok = await t.respond({ alertId, outcome: 'stopped', refund: 'full' });
    expect(ok.body.respCode, ok.body.respMsg).toBe('20000');
    expect(ok.body.data).toMatchObject({ status: 'answered', outcome: 'stopped', refundStatus: 'refunded', canAnswer: false });
    expect(ok.body.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['received', 'answered', 'refunded']);
    expect(await t.bucket('to_be_settled')).toBe(before - 12000n);
    const refunds = (await s.api('GET', `/refund/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data.content;
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ refundId: ok.body.data.refundId, amount: '120.00', type: 'full', status: 'succeeded' });
    const again = await t.respond({ alertId, outcome: 'other', comment: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.respCode).toBe('00031|20020');
    await verifyLedger(s);
  });

  it('partially stopped takes a partial amount below the refundable one; previously cancelled links an earlier refund', async () => {
    const t = await ethocaSetup(s);
    const id = await t.pay('50.00');
    const a = await t.raised(id);
    expect(fieldOf(await t.respond({ alertId: a, outcome: 'partially_stopped', refund: 'partial' }))).toBe('refundAmount');
    expect(fieldOf(await t.respond({ alertId: a, outcome: 'partially_stopped', refund: 'partial', refundAmount: '50.00' }))).toBe('refundAmount');
    const part = await t.respond({ alertId: a, outcome: 'partially_stopped', refund: 'partial', refundAmount: '20.00' });
    expect(part.body.data).toMatchObject({ outcome: 'partially_stopped', refundStatus: 'partially_refunded', refundable: '30.00' });

    // the payment refunded earlier by hand: the second alert on it links that refund, no new one
    const b = await t.raised(id, { type: 'customer_dispute' });
    const earlier = part.body.data.refundId as string;
    expect(fieldOf(await t.respond({ alertId: b, outcome: 'previously_cancelled' }))).toBe('refundId');
    expect(fieldOf(await t.respond({ alertId: b, outcome: 'previously_cancelled', refund: 'full', refundId: earlier }))).toBe('refund');
    expect(fieldOf(await t.respond({ alertId: b, outcome: 'previously_cancelled', refundId: 'RF000000000000' }))).toBe('refundId');
    const linked = await t.respond({ alertId: b, outcome: 'previously_cancelled', refundId: earlier });
    expect(linked.body.data).toMatchObject({ refundId: earlier, refundStatus: 'partially_refunded', refundable: '30.00' });
    expect((await s.api('GET', `/refund/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data.total).toBe(1);
    await verifyLedger(s);
  });

  it('not found only for an unmatched alert; other needs a comment; the optional outcomes answer without a refund', async () => {
    const t = await ethocaSetup(s);
    const a = await t.raised(await t.pay('10.00'));
    const nf = await t.respond({ alertId: a, outcome: 'not_found' });
    expect(fieldOf(nf)).toBe('outcome');
    expect(nf.body.data.fieldErrors[0].message).toContain('not found');
    expect(fieldOf(await t.respond({ alertId: a, outcome: 'other' }))).toBe('comment');
    const shipper = await t.respond({ alertId: a, outcome: 'shipper_contacted' });
    expect(shipper.body.data).toMatchObject({ outcome: 'shipper_contacted', refundStatus: 'not_refunded', refundId: null });
    for (const outcome of ['missed', 'account_suspended', 'in_progress'])
      expect((await t.respond({ alertId: await t.raised(await t.pay('3.00')), outcome })).body.data.outcome).toBe(outcome);
    const other = await t.respond({ alertId: await t.raised(await t.pay('3.00')), outcome: 'other', comment: 'Customer reached by phone' });
    expect(other.body.data).toMatchObject({ outcome: 'other', comment: 'Customer reached by phone' });
  });

  it('after the due time an unanswered alert reads as missed and an answer is refused', async () => {
    const t = await ethocaSetup(s);
    const late = await t.raised(await t.pay('30.00'));
    s.clock.advance(71 * HOUR);
    await t.relogin();
    const fresh = await t.raised(await t.pay('8.00'));
    expect((await s.api('GET', '/risk/alert/list?status=open', { cookie: t.op.cookie })).body.data.total).toBe(2);
    s.clock.advance(2 * HOUR);
    await t.relogin();
    const refused = await t.respond({ alertId: late, outcome: 'stopped', refund: 'full' });
    expect(refused.status).toBe(409);
    expect(refused.body.respCode).toBe('00031|20021');
    const d = await t.detail(late);
    expect(d).toMatchObject({ status: 'missed', canAnswer: false, refundStatus: 'not_refunded' });
    expect(d.timeline.at(-1).kind).toBe('missed');
    const missed = (await s.api('GET', '/risk/alert/list?status=missed', { cookie: t.op.cookie })).body.data;
    expect(missed.content.map((i: { alertId: string }) => i.alertId)).toEqual([late]);
    expect((await t.respond({ alertId: fresh, outcome: 'in_progress' })).body.data.status).toBe('answered');
    expect((await s.api('GET', '/refund/list', { cookie: t.op.cookie })).body.data.total).toBe(0);
  });
});

describe('who may see and answer', () => {
  it('needs risk:alert to read and risk:alert:respond to answer; another merchant’s alert is not found; a group reads its members', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const t = await ethocaSetup(s, { merchant: m1 });
    const a = await t.raised(await t.pay('20.00'));
    const viewer = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'Alert viewer', resourceCodes: ['risk:alert'] });
    const v = await newOperator(s, { merchant: m1, roleId: viewer.id });
    expect((await s.api('GET', '/risk/alert/list', { cookie: v.cookie })).body.data.total).toBe(1);
    expect((await t.respond({ alertId: a, outcome: 'in_progress' }, v.cookie)).body.respCode).toBe('00006');
    const none = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'Nothing', resourceCodes: ['transaction:query'] });
    const n = await newOperator(s, { merchant: m1, roleId: none.id });
    expect((await s.api('GET', '/risk/alert/list', { cookie: n.cookie })).body.respCode).toBe('00006');
    expect((await s.api('GET', `/risk/alert/detail?id=${a}`, { cookie: n.cookie })).body.respCode).toBe('00006');

    const other = await ethocaSetup(s);
    expect((await s.api('GET', `/risk/alert/detail?id=${a}`, { cookie: other.op.cookie })).status).toBe(404);
    expect((await other.respond({ alertId: a, outcome: 'in_progress' })).status).toBe(404);
    expect((await s.api('GET', '/risk/alert/list', { cookie: other.op.cookie })).body.data.total).toBe(0);
    // the other merchant's payment cannot be alerted through this merchant's key
    expect((await t.raise(await other.pay('1.00'))).status).toBe(404);

    const { cookie } = await newOperator(s, { merchant: group });
    const g = (await s.api('GET', '/blocMer/risk/alert/list', { cookie })).body.data;
    expect(g.content.map((i: { alertId: string; merchantNo: string }) => [i.alertId, i.merchantNo])).toEqual([[a, m1.merchantNo]]);
    expect((await t.detail(a)).status).toBe('open');
  });
});
