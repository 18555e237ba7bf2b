import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from '@crossbill/contracts/notify-events';
import { outboxFor } from '../../platform/mail/mail.ts';
import { useTestServer } from '../../../test/fixtures.ts';
import { subscriptionSetup } from '../../../test/subscriptions.ts';
import { startReceiver, verifyAt } from '../../../test/webhook-receiver.ts';
import { runDeliveries } from './service.ts';

// jobs run only when a test calls them; the clock moves, nothing sleeps
const s = useTestServer({}, { work: false });
let rx: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(() => rx.close());

const HOUR = 3_600_000;

/** A merchant with an enrolled endpoint at the receiver for `events`; its secret. */
async function enrolled(events: string[] = ['payment.succeeded', 'payment.failed']) {
  const t = await subscriptionSetup(s);
  rx.state.status = 200;
  const created = await t.portal('POST', '/developer/webhook/create', { url: rx.url, description: 'orders', events });
  expect(created.body.respCode, created.body.respMsg).toBe('20000');
  const { endpoint, secret } = created.body.data;
  expect(endpoint.state).toBe('enrolling');
  const test = await t.portal('POST', '/developer/webhook/test', { endpointId: endpoint.endpointId });
  expect(test.body.data.endpoint.state).toBe('enrolled');
  const deliver = () => runDeliveries(s.deps, { merchantNo: t.merchantNo });
  const mine = () => rx.received.filter((r) => r.event.merchantNo === t.merchantNo);
  return { ...t, endpointId: endpoint.endpointId as string, secret: secret as string, deliver, mine };
}

describe('webhook endpoints', () => {
  it('a test event enrols the endpoint; a real payment reaches the receiver signed, without the card number', async () => {
    const t = await enrolled();
    expect(t.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const test = t.mine().at(-1)!;
    expect(test.event.type).toBe('notify.test');
    expect(verifyAt(t.secret, test, s.deps.now())).toBe(true);
    // the secret is answered once: neither the list nor the audit log holds it
    const list = await t.portal('GET', '/developer/webhook/list');
    expect(list.body.data).toMatchObject([{ endpointId: t.endpointId, url: rx.url, state: 'enrolled', events: ['payment.succeeded', 'payment.failed'] }]);
    const audit = await s.deps.database.query<{ action: string; summary: unknown }>('select action, summary from audit_log where merchant_no = $1', [
      t.merchantNo,
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['notify.webhook.create', 'notify.webhook.test']));
    expect(JSON.stringify(audit.rows)).not.toContain(t.secret.slice(6));

    const paid = await t.c.pay('4242424242424242');
    expect(paid.body.data.status).toBe('succeeded');
    expect(await t.deliver()).toBe(1);
    const got = t.mine().at(-1)!;
    expect(got.event).toMatchObject({
      type: 'payment.succeeded',
      merchantNo: t.merchantNo,
      data: { transactionId: paid.body.data.transactionId, amount: '100.00', currency: 'USD', status: 'succeeded', cardBin: '424242', cardLast4: '4242' },
    });
    expect(got.event.id).toMatch(/^evt_/);
    expect(got.headers['webhook-id']).toBe(got.event.id);
    expect(got.body).not.toContain('4242424242424242');
    expect(verifyAt(t.secret, got, s.deps.now())).toBe(true);
    expect(verifyAt('whsec_' + Buffer.alloc(24, 1).toString('base64'), got, s.deps.now())).toBe(false);
    // delivered once: the sweep finds nothing more
    expect(await t.deliver()).toBe(0);
    const log = await t.portal('GET', `/developer/webhook/deliveries?endpointId=${t.endpointId}`);
    expect(log.body.data.content[0]).toMatchObject({
      eventId: got.event.id,
      eventType: 'payment.succeeded',
      status: 'delivered',
      log: [{ attemptNo: 1, responseStatus: 200, responseExcerpt: 'ok', outcome: 'delivered' }],
    });
  });

  it('retries on the schedule with a moved clock, then fails, disables the endpoint and mails the merchant; a resend delivers', async () => {
    const t = await enrolled();
    rx.state.status = 503;
    await t.c.pay('4242424242424242');
    expect(await t.deliver()).toBe(1);
    for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
      // nothing is due before its time
      s.clock.advance(delay - 1000);
      expect(await t.deliver()).toBe(0);
      s.clock.advance(1000);
      expect(await t.deliver()).toBe(1);
    }
    const events = t.mine().filter((r) => r.event.type === 'payment.succeeded');
    expect(events).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(new Set(events.map((r) => r.headers['webhook-id'])).size).toBe(1);
    s.clock.advance(48 * HOUR);
    expect(await t.deliver()).toBe(0);

    const log = await t.portal('GET', `/developer/webhook/deliveries?endpointId=${t.endpointId}`);
    const d = log.body.data.content[0];
    expect(d).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null });
    expect(d.log.map((a: { responseStatus: number }) => a.responseStatus)).toEqual(Array(WEBHOOK_MAX_ATTEMPTS).fill(503));
    const list = await t.portal('GET', '/developer/webhook/list');
    expect(list.body.data[0].state).toBe('disenrolled');
    expect((await outboxFor(s.deps.db, t.op.email)).map((m) => m.tag)).toContain('notify.webhookDisabled');
    // a disabled endpoint gets no new events
    await t.c.pay('4242424242424242');
    expect(await t.deliver()).toBe(0);

    rx.state.status = 200;
    const resent = await t.portal('POST', '/developer/webhook/resend', { deliveryId: d.deliveryId });
    expect(resent.body.data.delivery).toMatchObject({ status: 'delivered', attempts: WEBHOOK_MAX_ATTEMPTS + 1 });
    expect(resent.body.data.delivery.log.at(-1)).toMatchObject({ attemptNo: WEBHOOK_MAX_ATTEMPTS + 1, manual: true, outcome: 'delivered' });
    expect(t.mine().at(-1)!.headers['webhook-id']).toBe(events[0]!.headers['webhook-id']);
  });

  it('after a rotation both secrets verify for 24 hours, then only the new one', async () => {
    const t = await enrolled();
    const rotated = await t.portal('POST', '/developer/webhook/rotate', { endpointId: t.endpointId });
    const fresh = rotated.body.data.secret as string;
    expect(fresh).not.toBe(t.secret);
    await t.c.pay('4242424242424242');
    await t.deliver();
    const inside = t.mine().at(-1)!;
    expect(inside.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verifyAt(fresh, inside, s.deps.now())).toBe(true);
    expect(verifyAt(t.secret, inside, s.deps.now())).toBe(true);

    s.clock.advance(24 * HOUR + 1000);
    await t.c.pay('4242424242424242');
    await t.deliver();
    const after = t.mine().at(-1)!;
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verifyAt(fresh, after, s.deps.now())).toBe(true);
    expect(verifyAt(t.secret, after, s.deps.now())).toBe(false);
  });

  it('two workers racing over the same due deliveries send each event once', async () => {
    const t = await enrolled(['payment.succeeded']);
    for (let i = 0; i < 6; i++) await t.c.pay('4242424242424242');
    const before = t.mine().length;
    const [a, b] = await Promise.all([t.deliver(), t.deliver()]);
    expect(a + b).toBe(6);
    const ids = t
      .mine()
      .slice(before)
      .map((r) => r.event.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('refuses bad input naming the field, and an endpoint beyond the limit', async () => {
    const t = await subscriptionSetup(s);
    const bad = await t.portal('POST', '/developer/webhook/create', { url: 'ftp://example.com/x', events: ['payment.paid'] });
    expect(bad.status).toBe(422);
    expect(bad.body.data.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['events.0', 'url']);
    const none = await t.portal('POST', '/developer/webhook/create', { url: rx.url, events: [] });
    expect(none.body.data.fieldErrors).toMatchObject([{ field: 'events', message: 'Choose at least one event' }]);
    for (let i = 0; i < 10; i++)
      expect((await t.portal('POST', '/developer/webhook/create', { url: rx.url, events: ['refund.failed'] })).body.respCode).toBe('20000');
    const over = await t.portal('POST', '/developer/webhook/create', { url: rx.url, events: ['refund.failed'] });
    expect(over.status).toBe(409);
    expect(over.body.respCode).toBe('00033|00001');
  });
});
