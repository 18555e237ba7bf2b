import { describe, expect, it } from 'vitest';
import { outboxFor } from '../../platform/mail/mail.ts';
import { useTestServer } from '../../../test/fixtures.ts';
import { bill, DAY, MINUTE, subscriptionSetup } from '../../../test/subscriptions.ts';
import { sendUpcomingMails } from './service.ts';

// jobs run only when a test calls them; the clock moves, nothing sleeps
const s = useTestServer({}, { work: false });

const SETTINGS = { retryDelays: [1, 3, 5], afterLastRetry: 'cancel', emailFailed: true, emailCancelled: true, defaultCancelMode: 'immediately' };

describe('the upcoming-charge mail', () => {
  it('goes once per cycle, 3 days before a monthly charge and 1 day before a weekly one; none for per-minute, cancelled or cancelling plans', async () => {
    const t = await subscriptionSetup(s);
    const off = await subscriptionSetup(s);
    const saved = await off.portal('POST', '/subscription/setting/save', { ...SETTINGS, emailUpcoming: false });
    expect(saved.body.respCode, saved.body.respMsg).toBe('20000');
    const tag = t.merchantNo;
    const buyer = (who: string) => ({ customer: { name: who, email: `${who}-${tag}@example.com` } });
    const plans = {
      monthly: await t.created({ ...buyer('monthly'), frequencyUnit: 'month', price: '29.00' }),
      weekly: await t.created({ ...buyer('weekly'), frequencyUnit: 'week' }),
      minutely: await t.created({ ...buyer('minutely'), billingCycles: 2 }),
      cancelled: await t.created({ ...buyer('cancelled'), frequencyUnit: 'month' }),
      leaving: await t.created({ ...buyer('leaving'), frequencyUnit: 'month' }),
    };
    const quiet = await off.created({ ...buyer('quiet'), frequencyUnit: 'month' });
    await t.post(plans.cancelled, 'cancel', { mode: 'immediately' });
    await t.post(plans.leaving, 'cancel', { mode: 'end_of_cycle' });
    const scope = [t.merchantNo, off.merchantNo];
    const run = () => sendUpcomingMails(s.deps, s.deps.now(), { scope });
    const upcoming = async (who: string) => (await outboxFor(s.deps.db, `${who}-${tag}@example.com`, 20)).filter((m) => m.tag === 'subscription.upcoming');
    const at = async (id: string) => Date.parse((await t.detail(id)).nextBillingAt);

    // the per-minute plan's charge is a minute away: no mail for it
    expect(await run()).toBe(0);
    // the weekly plan's charge is a day away
    s.clock.advance((await at(plans.weekly)) - DAY + MINUTE - s.deps.now().getTime());
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(await upcoming('weekly')).toHaveLength(1);

    // the monthly plans' charge is 3 days away: two workers at once send each mail once
    const monthlyAt = await at(plans.monthly);
    s.clock.advance(monthlyAt - 3 * DAY + MINUTE - s.deps.now().getTime());
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBe(1);
    expect(await run()).toBe(0);
    const [mail] = await upcoming('monthly');
    const chargeAt = new Date(monthlyAt).toISOString().slice(0, 16).replace('T', ' ');
    // English, then Chinese: the customer's language is not known
    expect(mail!.subject).toBe(`Your Pro plan subscription will be charged on ${chargeAt} (UTC) / 您订阅的 Pro plan 将于 ${chargeAt}（UTC）扣款`);
    expect(mail!.body).toContain('从尾号 4242 的银行卡扣款 29.00 USD');
    expect(mail!.body).toContain('will be charged 29.00 USD');
    expect(mail!.body).toContain('card ending 4242');
    for (const who of ['minutely', 'cancelled', 'leaving', 'quiet']) expect(await upcoming(who), who).toHaveLength(0);

    // the next cycle has its own mail
    s.clock.advance(monthlyAt - s.deps.now().getTime());
    await bill(s, t.merchantNo);
    const nextAt = await at(plans.monthly);
    expect(nextAt).toBeGreaterThan(monthlyAt);
    s.clock.advance(nextAt - 3 * DAY + MINUTE - s.deps.now().getTime());
    await run();
    expect(await upcoming('monthly')).toHaveLength(2);
    expect(await upcoming('quiet')).toHaveLength(0);
    expect(quiet).toMatch(/^SB/);
  });
});
