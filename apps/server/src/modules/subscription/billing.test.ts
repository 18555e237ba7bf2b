import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { outboxFor } from '../../platform/mail/mail.ts';
import { useTestServer } from '../../../test/fixtures.ts';
import { bill, DAY, MINUTE, subscriptionSetup, verifyLedger } from '../../../test/subscriptions.ts';

// jobs run only when a test calls them; the clock moves, nothing sleeps
const s = useTestServer({}, { work: false });

/** Approves 2 charges (the first payment and cycle 2), then declines every one. */
const DECLINES_AFTER_2 = '4000000000000341';
/** Approves the first payment, declines the next charge once, then approves again. */
const DECLINES_ONCE = '4000000000000358';

describe('a subscription sold through the Payment API', () => {
  it('stores the card as a token at the first payment, then bills each cycle once as a merchant-initiated transaction', async () => {
    const t = await subscriptionSetup(s);
    const r = await t.create({ billingCycles: 4 });
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    const { subscription: sub, payment } = r.body.data;
    expect(sub).toMatchObject({ status: 1, currentCycle: 1, planNo: 1, cardNumber: '424242****4242', amount: '10.00', billingCycles: 4 });
    expect(payment).toMatchObject({ status: 'succeeded', amount: '10.00', cardNumber: '424242****4242' });
    const vault = await s.deps.database.query<Record<string, unknown>>('select * from card_tokens where merchant_no = $1', [t.merchantNo]);
    expect(vault.rows).toHaveLength(1);
    expect(JSON.stringify(vault.rows)).not.toContain('4242424242424242');

    s.clock.advance(MINUTE / 2);
    await bill(s, t.merchantNo);
    expect((await t.detail(sub.subscriptionId)).cycles).toHaveLength(1);
    s.clock.advance(MINUTE / 2);
    await bill(s, t.merchantNo);
    await bill(s, t.merchantNo);
    let d = await t.detail(sub.subscriptionId);
    expect(d.cycles.map((c: { cycleNo: number; outcome: string }) => [c.cycleNo, c.outcome])).toEqual([
      [1, 'paid'],
      [2, 'paid'],
    ]);
    // two minutes later both missed cycles are billed in order; the fourth is the last: closed
    s.clock.advance(2 * MINUTE);
    await bill(s, t.merchantNo);
    d = await t.detail(sub.subscriptionId);
    expect(d.cycles.map((c: { cycleNo: number }) => c.cycleNo)).toEqual([1, 2, 3, 4]);
    expect(d).toMatchObject({ status: 2, currentCycle: 4, nextBillingAt: null });
    expect(d.charges.map((c: { initiator: string; status: string }) => `${c.initiator}:${c.status}`)).toEqual([
      'customer:succeeded',
      'merchant:succeeded',
      'merchant:succeeded',
      'merchant:succeeded',
    ]);
    expect(d.timeline.at(-1)).toMatchObject({ kind: 'closed' });
    s.clock.advance(5 * MINUTE);
    await bill(s, t.merchantNo);
    expect((await t.detail(sub.subscriptionId)).cycles).toHaveLength(4);

    // each cycle is a real transaction: in the transaction list with its initiator and subscription, booked in the ledger
    const tx = await t.portal('GET', `/transaction/detail?transactionId=${d.cycles[1].transactionId}`);
    expect(tx.body.data).toMatchObject({ initiator: 'merchant', subscriptionId: sub.subscriptionId, amount: '10.00', status: 'succeeded' });
    expect(await t.balance()).toBe(4000n);
    await verifyLedger(s);
  });

  it('refuses bad input naming the field, and a contract number used twice', async () => {
    const t = await subscriptionSetup(s);
    const bad = await t.create({ frequencyUnit: 'fortnight', billingCycles: 101 });
    expect(bad.status).toBe(422);
    expect(bad.body.data.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['billingCycles', 'frequencyUnit']);
    const price = await t.create({ price: '1.234' });
    expect(price.body.data.fieldErrors).toMatchObject([{ field: 'price' }]);
    const zero = await t.create({ price: '0.00' });
    expect(zero.body.data.fieldErrors).toMatchObject([{ field: 'price', message: 'The amount must be greater than 0.' }]);
    await t.created({ contractNumber: 'SAME-1' });
    const again = await t.create({ contractNumber: 'SAME-1' });
    expect(again.status).toBe(409);
    expect(again.body.respCode).toBe('00031|20043');
  });

  it('a future start verifies the card now and charges cycle 1 on the start date', async () => {
    const t = await subscriptionSetup(s);
    const r = await t.create({ startDate: new Date(s.deps.now().getTime() + 10 * MINUTE).toISOString() });
    expect(r.body.data.subscription).toMatchObject({ status: 0, currentCycle: 0 });
    expect(r.body.data.payment).toMatchObject({ type: 'authorization', status: 'voided' });
    const id = r.body.data.subscription.subscriptionId;
    s.clock.advance(10 * MINUTE);
    await bill(s, t.merchantNo);
    const d = await t.detail(id);
    expect(d).toMatchObject({ status: 1, currentCycle: 1 });
    expect(d.cycles).toMatchObject([{ cycleNo: 1, outcome: 'paid', amount: '10.00' }]);
  });

  it('closes at the expire date: no charge at or after it', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created({ expireDate: new Date(s.deps.now().getTime() + 2.5 * MINUTE).toISOString() });
    s.clock.advance(10 * MINUTE);
    await bill(s, t.merchantNo);
    const d = await t.detail(id);
    expect(d).toMatchObject({ status: 2, currentCycle: 3 });
    expect(d.cycles.map((c: { dueAt: string }) => Date.parse(c.dueAt) < Date.parse(d.expireDate))).toEqual([true, true, true]);
    expect(d.timeline.find((e: { kind: string }) => e.kind === 'closed')).toMatchObject({ at: d.expireDate });
  });

  it('a declined first payment leaves it initiated, without a card, never billed', async () => {
    const t = await subscriptionSetup(s);
    const r = await t.create({}, '4000000000000002');
    expect(r.body.data.subscription).toMatchObject({ status: 0, cardNumber: null, nextBillingAt: null });
    expect(r.body.data.payment).toMatchObject({ status: 'failed', responseCode: '05' });
    s.clock.advance(5 * MINUTE);
    await bill(s, t.merchantNo);
    expect((await t.detail(r.body.data.subscription.subscriptionId)).cycles).toHaveLength(1);
  });
});

describe('declines and retries', () => {
  it('retry on the schedule (minutes for a per-minute plan), past due meanwhile, cancelled after the last retry (default)', async () => {
    const t = await subscriptionSetup(s);
    const email = `grace-${crypto.randomUUID()}@example.com`;
    const id = await t.created({ customer: { name: 'Grace Hopper', email } }, DECLINES_AFTER_2);
    s.clock.advance(MINUTE);
    await bill(s, t.merchantNo); // cycle 2 approved
    s.clock.advance(MINUTE);
    await bill(s, t.merchantNo); // cycle 3 declined at 2 min: retries at 3, 5 and 7 min
    let d = await t.detail(id);
    expect(d).toMatchObject({ status: 1, dunning: 'past_due', retryCount: 0, currentCycle: 3 });
    const failedAt = Date.parse(d.cycles[2].billedAt);
    expect(Date.parse(d.nextRetryAt) - failedAt).toBe(MINUTE);
    for (const [after, retries] of [
      [1, 1],
      [3, 2],
    ] as const) {
      s.clock.advance(failedAt + after * MINUTE - s.deps.now().getTime());
      await bill(s, t.merchantNo);
      d = await t.detail(id);
      expect(d).toMatchObject({ dunning: 'past_due', retryCount: retries, currentCycle: 3 });
    }
    expect(Date.parse(d.nextRetryAt) - failedAt).toBe(5 * MINUTE);
    s.clock.advance(failedAt + 5 * MINUTE - s.deps.now().getTime());
    await bill(s, t.merchantNo);
    d = await t.detail(id);
    expect(d).toMatchObject({ status: 3, retryCount: 3 });
    expect(d.cycles[2]).toMatchObject({ cycleNo: 3, outcome: 'failed', attempts: 4, responseCode: '51' });
    expect(d.timeline.at(-1)).toMatchObject({ kind: 'cancelled', data: { reason: 'retries' } });
    s.clock.advance(10 * MINUTE);
    await bill(s, t.merchantNo);
    expect((await t.detail(id)).charges).toHaveLength(6);
    // the customer was told of each declined charge and of the end
    const mails = (await outboxFor(s.deps.db, email, 20)).reverse();
    expect(mails.map((m) => m.tag)).toEqual([...Array(4).fill('subscription.failed'), 'subscription.cancelled']);
    expect(mails[0]!.body).toContain('the charge of 10.00 USD for Pro plan');
    expect(mails[0]!.body).toContain('10.00 USD 扣款被拒绝：余额不足');
    expect(mails[4]!.subject).toBe('Your subscription to Pro plan has ended / 您对 Pro plan 的订阅已结束');
  });

  it('the setting can leave it unpaid instead: no more automatic charges', async () => {
    const t = await subscriptionSetup(s);
    const saved = await t.portal('POST', '/subscription/setting/save', {
      retryDelays: [2],
      afterLastRetry: 'unpaid',
      emailUpcoming: false,
      emailFailed: true,
      emailCancelled: true,
      defaultCancelMode: 'immediately',
    });
    expect(saved.body.respCode, saved.body.respMsg).toBe('20000');
    const id = await t.created({ frequencyUnit: 'day' }, DECLINES_AFTER_2);
    s.clock.advance(DAY);
    await bill(s, t.merchantNo);
    s.clock.advance(DAY);
    await bill(s, t.merchantNo); // declined; one retry two days later
    expect(await t.detail(id)).toMatchObject({ dunning: 'past_due' });
    s.clock.advance(2 * DAY);
    await bill(s, t.merchantNo);
    const d = await t.detail(id);
    expect(d).toMatchObject({ status: 1, dunning: 'unpaid', nextRetryAt: null });
    expect(d.cycles[2]).toMatchObject({ outcome: 'unpaid', attempts: 2 });
    s.clock.advance(5 * DAY);
    await bill(s, t.merchantNo);
    expect((await t.detail(id)).cycles).toHaveLength(3);
  });

  it('a successful retry clears past due and billing goes on', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created({}, DECLINES_ONCE);
    s.clock.advance(MINUTE);
    await bill(s, t.merchantNo);
    expect(await t.detail(id)).toMatchObject({ dunning: 'past_due' });
    s.clock.advance(MINUTE);
    await bill(s, t.merchantNo);
    const d = await t.detail(id);
    expect(d).toMatchObject({ dunning: 'none', retryCount: 0, currentCycle: 3 });
    expect(d.cycles.map((c: { outcome: string; attempts: number }) => `${c.outcome}/${c.attempts}`)).toEqual(['paid/1', 'paid/2', 'paid/1']);
    await verifyLedger(s);
  });
});

describe('manual collection', () => {
  it('the job charges nothing; the merchant charges each due cycle once', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created({ collectionMethod: 2 });
    s.clock.advance(MINUTE / 2);
    const early = await t.post(id, 'charge');
    expect(early.status).toBe(409);
    expect(early.body.respCode).toBe('00031|20044');
    s.clock.advance(MINUTE / 2);
    await bill(s, t.merchantNo);
    expect((await t.detail(id)).cycles).toHaveLength(1);
    const charged = await t.post(id, 'charge');
    expect(charged.body.respCode, charged.body.respMsg).toBe('20000');
    expect(charged.body.data.subscription).toMatchObject({ currentCycle: 2 });
    expect(charged.body.data.payment).toMatchObject({ status: 'succeeded', amount: '10.00' });
    expect((await t.post(id, 'charge')).body.respCode).toBe('00031|20044');

    const auto = await t.created();
    const refused = await t.post(auto, 'charge');
    expect(refused.body.respCode).toBe('00031|20045');
  });
});
