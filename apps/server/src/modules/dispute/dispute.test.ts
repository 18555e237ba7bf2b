import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/fixtures.ts';
import { outboxFor } from '../../platform/mail/mail.ts';
import { runSettlement } from '../settlement/service.ts';
import { runDisputeSweep } from './jobs.ts';
import { disputeSetup, verifyLedger } from './test-kit.ts';

// fee 15 USD, penalty 500 USD (the defaults); jobs run only when a test calls the sweep
const s = useTestServer({}, { work: false });
const DAY = 86_400_000;
const verify = () => verifyLedger(s);

describe('a chargeback arrives', () => {
  it('takes the amount and the fee from to-be-settled before settlement; the batch shows them', async () => {
    const t = await disputeSetup(s);
    const id = await t.pay('100.00');
    const other = await t.pay('200.00');
    expect(await t.bucket('to_be_settled')).toBe(30000n);
    const cb = await t.raised(id, { reasonCode: '13.1', amount: '40.00' });
    expect(await t.bucket('to_be_settled')).toBe(30000n - 4000n - 1500n);
    await verify();
    const d = await t.detail(cb);
    expect(d).toMatchObject({ status: 'new', amount: '40.00', fee: '15.00', category: 'product_not_received', scheme: 'visa', round: 1, canRebut: true });
    expect(d.reason).toBe('Merchandise or services not received');
    expect(d.sections).toEqual(['shipping_tracking', 'delivery_proof', 'customer_communication', 'other']);
    expect(d.secondRebuttalPenalty).toBe('500.00');
    expect(d.timeline.map((e: { kind: string }) => e.kind)).toEqual(['received']);
    // the refundable amount shrinks by what was charged back; a refund above it is refused
    expect((await s.api('GET', `/refund/refundable?transactionId=${id}`, { cookie: t.op.cookie })).body.data.refundable).toBe('60.00');
    const over = await s.api('POST', '/refund/apply', {
      cookie: t.op.cookie,
      body: { transactionId: id, amount: '60.01', reason: 'x' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(over.body.respCode).toBe('00031|20002');
    // a second chargeback may take only what remains (captured − refunded − charged back)
    expect((await t.raise(id, { reasonCode: '10.4', amount: '60.01' })).body.respCode).toBe('00031|20011');
    await t.raised(id, { reasonCode: '10.4' });
    expect((await t.raise(id, { reasonCode: '10.4' })).body.respCode).toBe('00031|20011');
    // the second one's fee: this payment holds nothing more in to-be-settled, available is empty: owed
    expect(await t.bucket('to_be_settled')).toBe(30000n - 4000n - 1500n - 6000n);
    expect(await t.bucket('owed')).toBe(-1500n);
    const list = (await s.api('GET', `/chargeback/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data.content;
    expect(list.map((i: { amount: string; fee: string }) => [i.amount, i.fee])).toEqual([
      ['60.00', '15.00'],
      ['40.00', '15.00'],
    ]);
    expect((await s.api('GET', '/wallet/balance/list', { cookie: t.op.cookie })).body.data).toContainEqual(
      expect.objectContaining({ currency: 'USD', available: '0.00', toBeSettled: '185.00', owed: '15.00', total: '170.00' }),
    );
    await verify();

    // settlement: the batch nets the chargebacks and the fee it held; the funds reaching available
    // first pay back what was owed
    s.clock.advance(2 * DAY);
    const run = await runSettlement(s.deps.db, { now: s.deps.now(), rates: s.deps.rates, merchantNo: t.merchantNo });
    await t.relogin();
    const batch = run.batches[0]!;
    expect(batch.chargebackAmount).toBe(10000n);
    expect(batch.chargebackFee).toBe(1500n);
    expect(batch.settlementAmount).toBe(30000n - 10000n - 1500n - batch.feeAmount);
    expect(await t.bucket('to_be_settled')).toBe(0n);
    expect(await t.bucket('owed')).toBe(0n);
    expect(await t.bucket('available')).toBe(batch.settlementAmount - 1500n);
    const statement = (await s.api('GET', '/wallet/balance/view?currency=USD&page=1&size=10', { cookie: t.op.cookie })).body.data.content;
    expect(statement[0]).toMatchObject({ kind: 'ledger.owed_recovered', kindLabel: 'Owed amount recovered', amount: '-15.00' });
    // after settlement a chargeback comes from available; what available lacks is owed, never refused
    const before = await t.bucket('available');
    await t.raised(other, { reasonCode: '13.3', amount: '10.00' });
    expect(await t.bucket('available')).toBe(before - 1000n - 1500n);
    await t.raised(other, { reasonCode: '13.3' });
    expect(await t.bucket('available')).toBe(0n);
    expect(await t.bucket('owed')).toBe(before - 1000n - 1500n - 19000n - 1500n);
    await verify();
  });

  it('refuses an unknown code, a code of another scheme, a bad amount (naming the field), a refunded payment', async () => {
    const t = await disputeSetup(s);
    const id = await t.pay('50.00');
    const field = async (body: Record<string, unknown>) => {
      const r = await t.raise(id, body);
      expect(r.status).toBeLessThan(500);
      return r.body.data?.fieldErrors?.[0]?.field;
    };
    expect(await field({ reasonCode: '99.9' })).toBe('reasonCode');
    expect(await field({ reasonCode: '4837', scheme: 'mastercard' })).toBe('scheme');
    expect(await field({ reasonCode: '13.1', amount: '1.234' })).toBe('amount');
    const mc = await t.pay('20.00', '5555555555554444');
    expect((await t.detail(await t.raised(mc, { reasonCode: '4853' }))).reason).toBe('Cardholder dispute: not as described or defective');
    await s.api('POST', '/refund/apply', {
      cookie: t.op.cookie,
      body: { transactionId: id, amount: '50.00', reason: 'returned' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect((await t.raise(id, { reasonCode: '13.1' })).body.respCode).toBe('00031|20011');
    await verify();
  });

  it('is found by its ID in the list, only by its own merchant', async () => {
    const t = await disputeSetup(s);
    const mine = await t.raised(await t.pay('30.00'));
    await t.raised(await t.pay('40.00'));
    const ids = async (q: string, cookie = t.op.cookie) =>
      ((await s.api('GET', `/chargeback/list?${q}`, { cookie })).body.data.content as Array<{ chargebackId: string }>).map((c) => c.chargebackId);
    expect(await ids(`chargebackId=${mine}`)).toEqual([mine]);
    const other = await disputeSetup(s);
    expect(await ids(`chargebackId=${mine}`, other.op.cookie)).toEqual([]);
    expect((await s.api('GET', `/chargeback/list?chargebackId=${'x'.repeat(65)}`, { cookie: t.op.cookie })).body.data.fieldErrors[0].field).toBe(
      'chargebackId',
    );
  });
});

describe('the lifecycle', () => {
  it('rebuts (draft, submit) and wins: the amount comes back, the fee stays', async () => {
    const t = await disputeSetup(s);
    const cb = await t.raised(await t.pay('80.00'), { reasonCode: '10.4' });
    const draft = await t.post('/chargeback/rebuttal/draft', { chargebackId: cb, description: 'Customer passed 3DS', evidence: { three_ds: 'ECI 05' } });
    expect(draft.body.data).toMatchObject({ status: 'new', rebuttalStatus: 'draft' });
    expect((await t.post('/chargeback/rebuttal/draft', { chargebackId: cb, evidence: { shipping_tracking: 'x' } })).body.data.fieldErrors[0].field).toBe(
      'evidence.shipping_tracking',
    );
    expect((await t.post('/chargeback/rebuttal/second', { chargebackId: cb, acknowledgePenalty: true })).body.respCode).toBe('00031|20010');
    await verify();
    const sub = await t.post('/chargeback/rebuttal/submit', { chargebackId: cb });
    expect(sub.body.data).toMatchObject({ status: 'rebuttal_submitted', rebuttalStatus: 'submitted', round: 1, dueAt: null });
    const list = await s.api('GET', '/chargeback/list?group=in_rebuttal', { cookie: t.op.cookie });
    expect(list.body.data.content.map((i: { chargebackId: string }) => i.chargebackId)).toEqual([cb]);
    const before = await t.bucket('to_be_settled');
    await t.decide(cb, 'won', 'Evidence accepted');
    expect(await t.bucket('to_be_settled')).toBe(before + 8000n);
    await verify();
    const d = await t.detail(cb);
    expect(d).toMatchObject({ status: 'won', closed: true, outcomeComment: 'Evidence accepted', canAccept: false, canRebut: false });
    expect(d.rebuttals[0]).toMatchObject({ round: 1, status: 'won', description: 'Customer passed 3DS', evidence: { three_ds: 'ECI 05' } });
    expect(d.timeline.map((e: { kind: string }) => e.kind)).toEqual(['received', 'draftSaved', 'rebuttalSubmitted', 'won']);
    expect(d.transaction.chargebackAmount).toBe('0.00');
    // a decision twice: the second finds nothing to decide
    await expect(t.decide(cb, 'won')).rejects.toMatchObject({ info: { code: '00031|20010' } });
    await verify();
  });

  it('loses, rebuts a second time with the penalty acknowledged, loses again: the penalty is charged', async () => {
    const t = await disputeSetup(s);
    await t.fund();
    const cb = await t.raised(await t.pay('100.00'), { reasonCode: '13.6' });
    expect((await t.detail(cb)).fee).toBe('15.00');
    await t.post('/chargeback/rebuttal/submit', { chargebackId: cb, description: 'Refund was issued' });
    await t.decide(cb, 'lost', 'Not enough');
    await verify();
    let d = await t.detail(cb);
    expect(d).toMatchObject({ status: 'lost', closed: false, canSecondRebut: true, canRebut: false, rebuttalStatus: 'lost' });
    expect(d.dueAt).not.toBeNull();
    // the timeline names the operator who rebutted (the fixtures' user), the issuer by its role
    expect(d.timeline.find((e: { kind: string }) => e.kind === 'rebuttalSubmitted')).toMatchObject({
      actor: expect.stringMatching(/^operator:\d+$/),
      actorName: 'Test User',
    });
    const again = await t.post('/chargeback/rebuttal/submit', { chargebackId: cb, description: 'again' });
    // the state by its name, never its code
    expect(again.body).toMatchObject({ respCode: '00031|20010', respMsg: 'The chargeback is now “Lost”: this action is no longer possible.' });
    const noAck = await t.post('/chargeback/rebuttal/second', { chargebackId: cb, description: 'Pre-arbitration' });
    expect(noAck.body.data.fieldErrors[0]).toMatchObject({ field: 'acknowledgePenalty' });
    expect(noAck.body.respMsg).toContain('500.00 USD');
    const second = await t.post('/chargeback/rebuttal/second', { chargebackId: cb, description: 'Pre-arbitration', acknowledgePenalty: true });
    expect(second.body.data).toMatchObject({ status: 'rebuttal_submitted', round: 2 });
    await verify();
    const before = await t.bucket('available');
    await t.decide(cb, 'lost', 'Upheld');
    expect(await t.bucket('available')).toBe(before - 50000n);
    d = await t.detail(cb);
    expect(d).toMatchObject({ status: 'lost', closed: true, round: 2, penalty: '500.00', canSecondRebut: false, canAccept: false });
    expect(d.rebuttals.map((r: { round: number; status: string }) => [r.round, r.status])).toEqual([
      [1, 'lost'],
      [2, 'lost'],
    ]);
    const loss = await s.api('GET', '/chargeback/list?group=loss', { cookie: t.op.cookie });
    expect(loss.body.data.total).toBe(1);
    expect((await s.api('GET', '/chargeback/list?group=closed', { cookie: t.op.cookie })).body.data.total).toBe(1);
    await verify();
  });

  it('accepts: the loss stands, nothing more moves, the case closes', async () => {
    const t = await disputeSetup(s);
    const cb = await t.raised(await t.pay('30.00'), { reasonCode: '12.5' });
    const before = await t.bucket('to_be_settled');
    const r = await t.post('/chargeback/accept', { chargebackId: cb });
    expect(r.body.data).toMatchObject({ status: 'accepted', closed: true });
    expect(await t.bucket('to_be_settled')).toBe(before);
    expect((await t.post('/chargeback/rebuttal/submit', { chargebackId: cb, description: 'late' })).body.respCode).toBe('00031|20010');
    expect((await s.api('GET', '/chargeback/list?group=received', { cookie: t.op.cookie })).body.data.total).toBe(0);
    await verify();
  });

  it('the sweep expires unanswered chargebacks and lets the sandbox issuer decide by the README rule', async () => {
    const t = await disputeSetup(s);
    const lapse = await t.raised(await t.pay('10.00'), { reasonCode: '13.1' });
    const win = await t.raised(await t.pay('11.00'), { reasonCode: '13.1' });
    const lose = await t.raised(await t.pay('12.00'), { reasonCode: '13.1' });
    const complete = await t.raised(await t.pay('13.00'), { reasonCode: '13.1' });
    await t.post('/chargeback/rebuttal/submit', { chargebackId: win, description: 'Delivered: WIN' });
    await t.post('/chargeback/rebuttal/submit', { chargebackId: lose, description: 'Delivered, trust us' });
    await t.post('/chargeback/rebuttal/submit', {
      chargebackId: complete,
      description: 'Delivered',
      evidence: { shipping_tracking: 'UPS 1Z999', delivery_proof: 'Signed', customer_communication: 'Mails' },
    });
    s.clock.advance(6 * 60_000);
    await runDisputeSweep(s.deps, s.deps.now());
    expect((await t.detail(win)).status).toBe('won');
    expect((await t.detail(lose)).status).toBe('lost');
    expect((await t.detail(complete)).status).toBe('won');
    expect((await t.detail(lapse)).status).toBe('new');
    s.clock.advance(11 * DAY);
    const swept = await runDisputeSweep(s.deps, s.deps.now());
    expect(swept.expired).toBeGreaterThanOrEqual(2);
    await t.relogin();
    expect(await t.detail(lapse)).toMatchObject({ status: 'expired', closed: true });
    // the lost one's second-rebuttal window ran out too
    expect(await t.detail(lose)).toMatchObject({ status: 'lost', closed: true });
    expect((await runDisputeSweep(s.deps, s.deps.now())).expired).toBe(0);
    await verify();
  });

  it('a chargeback test card draws its chargeback minutes after capture, once', async () => {
    const t = await disputeSetup(s);
    const id = await t.pay('25.00', '4000000000002628');
    // refunded in full before its chargeback was due: nothing left to dispute, never picked
    const refunded = await t.pay('9.00', '4000000000002610');
    await s.api('POST', '/refund/apply', {
      cookie: t.op.cookie,
      body: { transactionId: refunded, amount: '9.00', reason: 'Cancelled' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    await runDisputeSweep(s.deps, s.deps.now());
    expect((await s.api('GET', `/chargeback/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data.total).toBe(0);
    s.clock.advance(4 * 60_000);
    await runDisputeSweep(s.deps, s.deps.now());
    await runDisputeSweep(s.deps, s.deps.now());
    const list = (await s.api('GET', `/chargeback/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data;
    expect(list.total).toBe(1);
    expect(list.content[0]).toMatchObject({ category: 'product_not_received', reasonCode: '13.1', amount: '25.00' });
    expect((await s.api('GET', `/chargeback/list?transactionId=${refunded}`, { cookie: t.op.cookie })).body.data.total).toBe(0);
    await verify();
  });

  it('mails the operators on a new chargeback and three days before its due date, once each', async () => {
    const t = await disputeSetup(s);
    const cb = await t.raised(await t.pay('42.00'), { reasonCode: '13.1' });
    const tags = async () => (await outboxFor(s.deps.db, t.op.email, 20)).map((m) => m.tag).reverse();
    await runDisputeSweep(s.deps, s.deps.now());
    await runDisputeSweep(s.deps, s.deps.now());
    const [mail] = await outboxFor(s.deps.db, t.op.email);
    expect(mail!.subject).toBe(`New chargeback ${cb} (42.00 USD)`);
    expect(mail!.body).toContain('Merchandise or services not received');
    s.clock.advance(6 * DAY);
    await runDisputeSweep(s.deps, s.deps.now());
    expect(await tags()).toEqual(['dispute.chargebackNew']);
    s.clock.advance(DAY + 3_600_000);
    await runDisputeSweep(s.deps, s.deps.now());
    await runDisputeSweep(s.deps, s.deps.now());
    expect(await tags()).toEqual(['dispute.chargebackNew', 'dispute.chargebackReminder']);
  });
});
