import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/fixtures.ts';
import { bill, DAY, subscriptionSetup } from '../../../test/subscriptions.ts';

const s = useTestServer({}, { work: false });

/** Approves 2 charges (the first payment and cycle 2), then declines every one. */
const DECLINES_AFTER_2 = '4000000000000341';

describe('the figures over the subscription list', () => {
  it('monthly recurring revenue per currency: every active plan normalised to a month, summed exactly, rounded half-up once', async () => {
    const t = await subscriptionSetup(s);
    const plan = (price: string, frequencyUnit: string, frequencyCount = 1, more: Record<string, unknown> = {}) =>
      t.created({ price, frequencyUnit, frequencyCount, ...more });
    await plan('10.00', 'month', 1, { collectionMethod: 2 }); // 1000 a month, manual collection counts too
    await plan('120.00', 'year'); // 1000
    await plan('0.01', 'week'); // 52/12 = 4.33…
    await plan('0.01', 'week'); // 4.33…: rounded each, the two would make 8; together 8.67
    await plan('5.00', 'hour', 7); // 500 × 8760 / 12 / 7 = 52142.857…
    await plan('0.01', 'minute', 1, { currency: 'EUR' }); // 525600 / 12 = 43800
    await plan('3.00', 'month', 1, { quantity: 4, currency: 'JPY', price: '300' }); // 1200 yen
    // not active: cancelled, closed after its only cycle, and a first payment declined
    const gone = await plan('50.00', 'month');
    expect((await t.post(gone, 'cancel', { mode: 'immediately' })).body.respCode).toBe('20000');
    await plan('70.00', 'month', 1, { billingCycles: 1 });
    expect((await t.create({ price: '80.00', frequencyUnit: 'month' }, '4000000000000002')).body.data.subscription.status).toBe(0);

    const r = await t.portal('GET', '/subscription/stats');
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    // USD: 2000 + 26/3 + 365000/7 = 54151.52… minor units → 541.52
    expect(r.body.data).toMatchObject({
      active: 7,
      mrr: [
        { currency: 'EUR', amount: '438.00', subscriptions: 1 },
        { currency: 'JPY', amount: '1200', subscriptions: 1 },
        { currency: 'USD', amount: '541.52', subscriptions: 5 },
      ],
      // the cancelled one was active only inside the window: churned, over none active at its start
      churn: { windowDays: 30, cancelled: 1, unpaid: 0, activeAtStart: 0, rate: null },
    });
  });

  it('churn in the last 30 days: cancelled or left unpaid, counted once, over those active at the window start', async () => {
    const t = await subscriptionSetup(s);
    const saved = await t.portal('POST', '/subscription/setting/save', {
      retryDelays: [1],
      afterLastRetry: 'unpaid',
      emailUpcoming: false,
      emailFailed: false,
      emailCancelled: false,
      defaultCancelMode: 'immediately',
    });
    expect(saved.body.respCode, saved.body.respMsg).toBe('20000');
    const yearly = { frequencyUnit: 'year' };
    const [kept, leavingLater, cancelled] = [await t.created(yearly), await t.created(yearly), await t.created(yearly)];
    await t.created(yearly);
    const unpaid = await t.created({ frequencyUnit: 'day' }, DECLINES_AFTER_2);
    const neverActive = (await t.create(yearly, '4000000000000002')).body.data.subscription.subscriptionId as string;
    // lost before the window: in neither count
    const early = await t.created(yearly);
    s.clock.advance(DAY);
    await t.post(early, 'cancel');

    s.clock.advance(30 * DAY);
    await t.post(cancelled, 'cancel');
    await t.post(leavingLater, 'cancel', { mode: 'end_of_cycle' });
    await t.post(neverActive, 'cancel');
    // started and lost inside the window: churned, not active at its start
    await t.post(await t.created(yearly), 'cancel');
    await bill(s, t.merchantNo); // the daily plan: cycle 2 paid, cycle 3 declined, retried a day later
    s.clock.advance(DAY);
    await bill(s, t.merchantNo);
    expect(await t.detail(unpaid)).toMatchObject({ status: 1, dunning: 'unpaid' });

    const stats = async () => (await t.portal('GET', '/subscription/stats')).body.data;
    // active at the start: kept, leavingLater, cancelled, the fourth yearly and the daily one
    expect(await stats()).toMatchObject({ active: 4, churn: { cancelled: 2, unpaid: 1, activeAtStart: 5, rate: '60.00' } });
    // the unpaid one cancelled now churned once already
    await t.post(unpaid, 'cancel');
    expect((await stats()).churn).toMatchObject({ cancelled: 2, unpaid: 1, activeAtStart: 5 });
    expect((await t.detail(kept)).status).toBe(1);
  });
});
