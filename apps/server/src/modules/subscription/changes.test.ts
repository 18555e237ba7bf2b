import { describe, expect, it } from 'vitest';
import { createRole } from '../access/service.ts';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { bill, DAY, HOUR, subscriptionSetup, verifyLedger } from '../../../test/subscriptions.ts';

const s = useTestServer({}, { work: false });

/** A 30.00 USD plan billed every 10 days: a day is a tenth of a cycle. */
const TEN_DAYS = { price: '30.00', frequencyUnit: 'day', frequencyCount: 10 };

describe('a change of the plan', () => {
  it('confirmed later with the preview’s instant (prorationDate) is prorated as of then; an instant over an hour old, to come, or before a cycle billed since is refused', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created(TEN_DAYS);
    s.clock.advance(4 * DAY);
    const seen = await t.post(id, 'change/preview', { quantity: 2 });
    expect(seen.body.data).toMatchObject({ credit: '18.00', chargeNow: '42.00' });
    // an hour on, the credit of now would be smaller: the preview's instant keeps the amounts seen
    s.clock.advance(HOUR);
    const changed = await t.post(id, 'change', { quantity: 2, prorationAmount: '18.00', prorationDate: seen.body.data.effectiveAt });
    expect(changed.body.respCode, changed.body.respMsg).toBe('20000');
    expect(changed.body.data).toMatchObject({ planNo: 2, currentCycle: 1, quantity: 2, prorationAmount: '18.00' });
    expect(changed.body.data.nextBillingAt).toBe(seen.body.data.nextBillingAt);

    const old = await t.post(id, 'change/preview', { quantity: 1 });
    s.clock.advance(HOUR + 1000);
    const tooOld = await t.post(id, 'change', { quantity: 1, prorationAmount: old.body.data.credit, prorationDate: old.body.data.effectiveAt });
    expect(tooOld.body).toMatchObject({ respCode: '11000', data: { fieldErrors: [{ field: 'prorationDate' }] } });
    const ahead = new Date(s.deps.now().getTime() + 60_000).toISOString();
    const future = await t.post(id, 'change', { quantity: 1, prorationAmount: '0.00', prorationDate: ahead });
    expect(future.body.data.fieldErrors[0].field).toBe('prorationDate');

    // previewed just before the next cycle is billed, confirmed after: that credit is gone (409, the new one named)
    s.clock.advance(10 * DAY - 2 * HOUR - 1000 - 60_000);
    const before = await t.post(id, 'change/preview', { quantity: 1 });
    s.clock.advance(2 * 60_000);
    await bill(s, t.merchantNo);
    const after = await t.post(id, 'change', { quantity: 1, prorationAmount: before.body.data.credit, prorationDate: before.body.data.effectiveAt });
    expect(after.status).toBe(409);
    expect(after.body.respCode).toBe('00031|20041');
    await verifyLedger(s);
  });

  it('credits the unused part, restarts at cycle 1 on the change date at the previewed proration, and refunds a credit above the new amount', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created(TEN_DAYS);
    s.clock.advance(4 * DAY);
    const preview = await t.post(id, 'change/preview', { price: '50.00' });
    expect(preview.body.data).toMatchObject({ cycleCharged: '30.00', credit: '18.00', newAmount: '50.00', chargeNow: '32.00', refundNow: '0.00' });
    expect(Date.parse(preview.body.data.nextBillingAt) - s.deps.now().getTime()).toBe(10 * DAY);

    const stale = await t.post(id, 'change', { price: '50.00', prorationAmount: '17.99' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      respCode: '00031|20041',
      respMsg: 'The proration amount is now 18.00 USD, not the amount previewed. Preview the change again.',
    });
    const changed = await t.post(id, 'change', { price: '50.00', prorationAmount: '18.00' });
    expect(changed.body.respCode, changed.body.respMsg).toBe('20000');
    expect(changed.body.data).toMatchObject({ planNo: 2, currentCycle: 1, price: '50.00', prorationAmount: '18.00', status: 1 });
    let d = await t.detail(id);
    expect(d.cycles.map((c: { planNo: number; cycleNo: number; amount: string }) => `${c.planNo}.${c.cycleNo} ${c.amount}`)).toEqual([
      '1.1 30.00',
      '2.1 32.00',
    ]);
    expect(d.changes).toMatchObject([
      { planNo: 2, credit: '18.00', charged: '32.00', refunded: '0.00', before: { price: '30.00' }, after: { price: '50.00' } },
    ]);

    // half of the new cycle later, down to 5.00: credit 16.00 of the 32.00 it charged, 11.00 refunded
    s.clock.advance(5 * DAY);
    const down = await t.post(id, 'change/preview', { price: '5.00' });
    expect(down.body.data).toMatchObject({ credit: '16.00', chargeNow: '0.00', refundNow: '11.00' });
    expect((await t.post(id, 'change', { price: '5.00', prorationAmount: '16.00' })).body.respCode).toBe('20000');
    d = await t.detail(id);
    expect(d.cycles.at(-1)).toMatchObject({ planNo: 3, cycleNo: 1, amount: '0.00', outcome: 'credited', transactionId: null });
    expect(d.changes[1]).toMatchObject({ credit: '16.00', refunded: '11.00' });
    const refund = d.charges.find((c: { type: string }) => c.type === 'refund');
    expect(refund).toMatchObject({ amount: '11.00', status: 'succeeded' });
    const refunds = await t.portal('GET', `/refund/detail?refundId=${d.changes[1].refundId}`);
    expect(refunds.body.data).toMatchObject({ amount: '11.00', status: 'succeeded' });

    // the new plan bills 5.00 from the change date, ten days on
    s.clock.advance(10 * DAY);
    await bill(s, t.merchantNo);
    expect((await t.detail(id)).cycles.at(-1)).toMatchObject({ planNo: 3, cycleNo: 2, amount: '5.00', outcome: 'paid' });
    expect(await t.balance()).toBe(3000n + 3200n - 1100n + 500n);
    await verifyLedger(s);
  });
});

describe('cancellation', () => {
  it('after the current cycle: no further charge, cancelled at the next billing; a second cancel answers the first', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created({ frequencyUnit: 'day' });
    s.clock.advance(6 * HOUR);
    const first = await t.post(id, 'cancel', { mode: 'end_of_cycle' });
    expect(first.body.data).toMatchObject({ status: 1, cancelMode: 'end_of_cycle' });
    expect(Date.parse(first.body.data.cancelAt)).toBe(Date.parse(first.body.data.nextBillingAt));
    const again = await t.post(id, 'cancel', { mode: 'immediately', refund: true });
    expect(again.body.data).toMatchObject({ status: 1, cancelMode: 'end_of_cycle', cancelAt: first.body.data.cancelAt });
    s.clock.advance(DAY);
    await bill(s, t.merchantNo);
    const d = await t.detail(id);
    expect(d).toMatchObject({ status: 3 });
    expect(d.cycles).toHaveLength(1);
    expect(d.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'charged', 'cancel_scheduled', 'cancelled']);
  });

  it('on a date: billed until then', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created({ frequencyUnit: 'day' });
    const past = await t.post(id, 'cancel', { mode: 'on_date', cancelDate: new Date(s.deps.now().getTime() - HOUR).toISOString() });
    expect(past.body.data.fieldErrors).toMatchObject([{ field: 'cancelDate' }]);
    await t.post(id, 'cancel', { mode: 'on_date', cancelDate: new Date(s.deps.now().getTime() + 30 * HOUR).toISOString() });
    s.clock.advance(DAY);
    await bill(s, t.merchantNo);
    expect(await t.detail(id)).toMatchObject({ status: 1, currentCycle: 2 });
    s.clock.advance(6 * HOUR);
    await bill(s, t.merchantNo);
    const d = await t.detail(id);
    expect(d).toMatchObject({ status: 3, currentCycle: 2 });
  });

  it('immediately, refunding the unused part through the refund service', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created({ frequencyUnit: 'day', price: '24.00' });
    s.clock.advance(6 * HOUR);
    const r = await t.post(id, 'cancel', { mode: 'immediately', refund: true });
    expect(r.body.data).toMatchObject({ status: 3, cancelMode: 'immediately' });
    const d = await t.detail(id);
    expect(d.charges.map((c: { type: string; amount: string }) => `${c.type} ${c.amount}`)).toEqual(['sale 24.00', 'refund 18.00']);
    expect(await t.balance()).toBe(600n);
    s.clock.advance(2 * DAY);
    await bill(s, t.merchantNo);
    expect((await t.detail(id)).cycles).toHaveLength(1);
    await verifyLedger(s);
  });
});

describe('the portal', () => {
  it('lists with filters, shows the detail, changes and cancels with their codes, audited', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created({ ...TEN_DAYS, productName: 'Gold box', contractNumber: 'GOLD-1' });
    await t.created({ productName: 'Silver box', collectionMethod: 2 });
    const list = await t.portal('GET', '/subscription/list?productName=gold&status=1');
    expect(list.body.data).toMatchObject({ total: 1, content: [{ subscriptionId: id, contractNumber: 'GOLD-1', cardNumber: '424242****4242' }] });
    expect((await t.portal('GET', '/subscription/list?collectionMethod=2')).body.data.total).toBe(1);
    expect((await t.portal('GET', '/subscription/list?customer=ada@example')).body.data.total).toBe(2);
    const from = new Date(s.deps.now().getTime() + 9 * DAY).toISOString();
    expect((await t.portal('GET', `/subscription/list?nextBillingFrom=${encodeURIComponent(from)}`)).body.data.total).toBe(1);
    const detail = await t.portal('GET', `/subscription/detail?subscriptionId=${id}`);
    expect(detail.body.data).toMatchObject({ cardBin: '424242', cardLast4: '4242', cardBrand: 'visa', contractNumber: 'GOLD-1' });

    s.clock.advance(5 * DAY);
    const preview = await t.portal('POST', '/subscription/change/preview', { subscriptionId: id, quantity: 2 });
    expect(preview.body.data).toMatchObject({ credit: '15.00', chargeNow: '45.00' });
    const version = detail.body.data.version;
    const changed = await t.portal('POST', '/subscription/change', { subscriptionId: id, version, quantity: 2, prorationAmount: '15.00' });
    expect(changed.body.respCode, changed.body.respMsg).toBe('20000');
    const late = await t.portal('POST', '/subscription/change', { subscriptionId: id, version, quantity: 3, prorationAmount: '0' });
    expect(late.body.respCode).toBe('00031|20042');
    const cancelled = await t.portal('POST', '/subscription/cancel', { subscriptionId: id, mode: 'immediately' });
    expect(cancelled.body.data).toMatchObject({ status: 3 });
    const audit = await s.deps.database.query<{ action: string }>('select action from audit_log where target = $1 order by id', [id]);
    expect(audit.rows.map((r) => r.action)).toEqual(['subscription.create', 'subscription.change', 'subscription.cancelled', 'subscription.cancel']);

    const settings = await t.portal('GET', '/subscription/setting');
    expect(settings.body.data).toMatchObject({ retryDelays: [1, 3, 5], afterLastRetry: 'cancel', defaultCancelMode: 'end_of_cycle' });
    const bad = await t.portal('POST', '/subscription/setting/save', { ...settings.body.data, retryDelays: [3, 1] });
    expect(bad.body.data.fieldErrors).toMatchObject([{ field: 'retryDelays', message: 'Each retry must come later than the one before.' }]);
  });

  it('needs the view, edit and cancel codes', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created();
    const role = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'Viewer', resourceCodes: ['subscription:order'] });
    const viewer = await newOperator(s, { merchant: t.op.merchant, roleId: role.id });
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      s.api(method, url, { cookie: viewer.cookie, body, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect((await call('GET', `/subscription/detail?subscriptionId=${id}`)).body.respCode).toBe('20000');
    for (const [url, body] of [
      ['/subscription/change/preview', { subscriptionId: id, quantity: 2 }],
      ['/subscription/cancel', { subscriptionId: id }],
      ['/subscription/setting/save', {}],
    ] as const)
      expect((await call('POST', url, body)).status, url).toBe(403);
    expect((await call('GET', '/subscription/setting')).status).toBe(403);
  });

  it('another merchant can neither read nor change it, through the portal or the Payment API', async () => {
    const t = await subscriptionSetup(s);
    const other = await subscriptionSetup(s);
    const id = await t.created();
    expect((await other.portal('GET', `/subscription/detail?subscriptionId=${id}`)).status).toBe(404);
    expect((await other.portal('POST', '/subscription/cancel', { subscriptionId: id, mode: 'immediately' })).status).toBe(404);
    expect((await other.portal('GET', '/subscription/list')).body.data.total).toBe(0);
    expect((await other.c.call('GET', `/subscriptions/${id}`)).status).toBe(404);
    expect((await other.post(id, 'cancel', { mode: 'immediately' })).status).toBe(404);
    expect(await t.detail(id)).toMatchObject({ status: 1 });
  });
});
