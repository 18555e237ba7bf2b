import { createSubscriptionBody } from '@crossbill/contracts/subscription';
import type { ServerDeps } from '../deps.ts';
import { refundPolicyOf } from '../modules/refund/service.ts';
import { paymentScreen } from '../modules/risk/service.ts';
import { cancelSubscription, changeSubscription, createSubscription, previewChange, runBilling } from '../modules/subscription/service.ts';

const DAY = 86_400_000;

/**
 * The demo merchant's subscriptions, sold through the subscription service (as `POST /v1/subscriptions`
 * does) at their own times, each later cycle billed by the billing run as its minute job would have run
 * it on each past day, so that every charge is a real transaction at its time:
 * - a monthly plan of 70 days (cycles 1-3 paid) changed 5 days ago to 3 seats (proration on screen);
 * - a weekly plan on the recurring test card that declines from its third charge: past due, retrying;
 * - a monthly plan cancelled at the end of its cycle (cancellation pending);
 * - a daily plan of 3 cycles, closed; a monthly manual-collection plan;
 * - and a plan every 5 minutes, 12 cycles, started now: the live server's job bills it while one watches.
 */
export async function seedDemoSubscriptions(deps: ServerDeps, o: { merchantNo: string; user: { id: number; name: string } }): Promise<void> {
  const { db } = deps;
  const now = deps.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const scope = [o.merchantNo];
  const actor = { source: 'api' as const, userId: null };
  // screened as the Payment API screens its charges (the first payment and every stored-card cycle)
  const screen = paymentScreen(deps.config);
  let n = 0;
  const sell = (daysAgo: number, plan: Record<string, unknown>, card = '4242424242424242') => {
    n++;
    const body = createSubscriptionBody.parse({
      contractNumber: `DEMO-SUB-${String(n).padStart(3, '0')}`,
      customer: { customerId: `CUS-${1000 + n}`, name: CUSTOMERS[n % CUSTOMERS.length], email: `subscriber${100 + n}@example.com` },
      currency: 'USD',
      quantity: 1,
      card: { number: card, expiryMonth: 12, expiryYear: new Date(now).getUTCFullYear() + 3, cvv: '123' },
      customerIp: `198.51.100.${120 + n}`,
      ...plan,
    });
    return db.transaction((tx) => createSubscription(tx, { merchantNo: o.merchantNo, body, screen, actor, now: at(daysAgo) }));
  };
  // the days of billing before today: the run at each day's instant charges what was due by then
  const billUntil = async (fromDaysAgo: number, toDaysAgo: number) => {
    for (let d = fromDaysAgo; d >= toDaysAgo; d--) await runBilling(db, at(d), { scope, screen });
  };

  const team = await sell(70, { productName: 'Team workspace', price: '29.00', frequencyUnit: 'month', frequencyCount: 1 });
  await sell(16, { productName: 'Weekly meal box', price: '45.50', frequencyUnit: 'week', frequencyCount: 1 }, '4000000000000341');
  const leaving = await sell(40, { productName: 'Analytics add-on', price: '12.00', frequencyUnit: 'month', frequencyCount: 1 });
  await sell(12, { productName: 'Trial pass', price: '3.00', frequencyUnit: 'day', frequencyCount: 1, billingCycles: 3 });
  await sell(20, { productName: 'Annual support (invoiced)', price: '480.00', frequencyUnit: 'month', frequencyCount: 12, collectionMethod: 2 });
  await billUntil(70, 6);
  // five days ago the team plan went to 3 seats: the unused part of its cycle credited, billing from cycle 1
  const change = { quantity: 3 };
  const preview = await previewChange(db, scope, team.subscription.subscriptionId, change, at(5));
  await db.transaction((tx) =>
    changeSubscription(tx, refundPolicyOf(deps), {
      scope,
      subscriptionId: team.subscription.subscriptionId,
      change: { ...change, prorationAmount: preview.credit },
      actor: { source: 'portal', userId: o.user.id },
      now: at(5),
      screen,
    }),
  );
  await db.transaction((tx) =>
    cancelSubscription(tx, refundPolicyOf(deps), {
      scope,
      subscriptionId: leaving.subscription.subscriptionId,
      mode: 'end_of_cycle',
      refund: false,
      actor: { source: 'portal', userId: o.user.id },
      now: at(4),
    }),
  );
  await billUntil(5, 0);
  // billed by the live server's minute job from now on, every 5 minutes
  await sell(0, { productName: 'Sandbox demo: every 5 minutes', price: '1.00', frequencyUnit: 'minute', frequencyCount: 5, billingCycles: 12 });
}

const CUSTOMERS = ['Mia Wong', 'Lucas Meyer', 'Sofia Rossi', 'Kenji Sato', 'Amara Okafor', 'Noah Dubois', 'Lina Haddad'];
