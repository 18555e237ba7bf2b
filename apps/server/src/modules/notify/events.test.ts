import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_EVENT_TYPES } from '@crossbill/contracts/notify-events';
import { useTestServer } from '../../../test/fixtures.ts';
import { subscriptionSetup } from '../../../test/subscriptions.ts';
import { startReceiver, verifyAt } from '../../../test/webhook-receiver.ts';
import { decideRebuttal, pricingOf } from '../dispute/service.ts';
import { runSettlement } from '../settlement/service.ts';
import { runDeliveries } from './service.ts';

const s = useTestServer({}, { work: false });
let rx: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(() => rx.close());

describe('events published by the owning services', () => {
  it('payments, refunds, chargebacks, subscriptions and settlement reach an endpoint that chose every event', async () => {
    const t = await subscriptionSetup(s);
    const created = await t.portal('POST', '/developer/webhook/create', { url: rx.url, events: NOTIFY_EVENT_TYPES });
    const { endpoint, secret } = created.body.data;
    await t.portal('POST', '/developer/webhook/test', { endpointId: endpoint.endpointId });
    const types = async () => {
      await runDeliveries(s.deps, { merchantNo: t.merchantNo });
      const mine = rx.received.filter((r) => r.event.merchantNo === t.merchantNo && r.event.type !== 'notify.test');
      for (const r of mine) expect(verifyAt(secret, r, new Date(Number(r.headers['webhook-timestamp']) * 1000))).toBe(true);
      return mine.map((r) => r.event.type);
    };
    // a sweep posts its due attempts at once: ordering is not promised (every event carries its id and time)
    const sorted = (a: string[]) => [...a].sort();
    const lastOf = (type: string) => rx.received.filter((r) => r.event.merchantNo === t.merchantNo && r.event.type === type).at(-1)!;

    const paid = (await t.c.pay('4242424242424242', { amount: '300.00' })).body.data.transactionId as string;
    await t.c.pay('4000000000000002');
    expect(sorted(await types())).toEqual(sorted(['payment.succeeded', 'payment.failed']));

    const refund = await t.c.call('POST', `/payments/${paid}/refunds`, { amount: '10.00' }, { idempotencyKey: crypto.randomUUID() });
    expect(refund.body.data.status, refund.body.respMsg).toBe('succeeded');
    const cb = await t.c.call('POST', `/sandbox/payments/${paid}/dispute`, { reasonCode: '13.1', amount: '50.00' }, { idempotencyKey: crypto.randomUUID() });
    const chargebackId = cb.body.data.chargebackId as string;
    expect(sorted((await types()).slice(2))).toEqual(sorted(['refund.succeeded', 'chargeback.created']));
    expect(lastOf('chargeback.created').event.data).toMatchObject({ chargebackId, transactionId: paid, amount: '50.00', currency: 'USD', status: 'new' });
    expect(lastOf('refund.succeeded').event.data).toMatchObject({ transactionId: paid, amount: '10.00', status: 'succeeded' });

    // the merchant rebuts in the portal; the issuer (ops) decides
    const draft = await t.portal('POST', '/chargeback/rebuttal/draft', { chargebackId, description: 'Delivered', evidence: { shipping_tracking: 'TRK-1' } });
    expect(draft.body.respCode, draft.body.respMsg).toBe('20000');
    expect((await t.portal('POST', '/chargeback/rebuttal/submit', { chargebackId })).body.data.status).toBe('rebuttal_submitted');
    await s.deps.db.transaction((tx) => decideRebuttal(tx, pricingOf(s.deps), { chargebackId, outcome: 'won', actor: { kind: 'ops' }, now: s.deps.now() }));
    expect((await types()).at(-1)).toBe('chargeback.won');

    await t.created({ billingCycles: 2 });
    expect(sorted((await types()).slice(-2))).toEqual(sorted(['payment.succeeded', 'subscription.charged']));

    s.clock.advance(3 * 86_400_000);
    await runSettlement(s.deps.db, { now: s.deps.now(), rates: s.deps.rates, merchantNo: t.merchantNo });
    expect((await types()).at(-1)).toBe('settlement.paid');
  });
});
