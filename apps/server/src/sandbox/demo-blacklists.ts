import { createPaymentBody } from '@crossbill/contracts/payment';
import type { ServerDeps } from '../deps.ts';
import type { Tx } from '../platform/db/client.ts';
import { createPayment } from '../modules/payment/service.ts';
import { cardHashKey } from '../modules/risk/card-hash.ts';
import { addEntry } from '../modules/risk/entries.ts';
import { createBlacklist, screenPayment, type Operator } from '../modules/risk/service.ts';

const DAY = 86_400_000;
/** the demo's blocked card (any other card still pays): 4111 1111 1111 1111 */
export const DEMO_BLOCKED_CARD = '4111111111111111';

/**
 * The demo merchant's blacklists, made through the risk service: a card list (all payments) with
 * a stolen card, and an e-mail domain list of card payments with an expiring and an inactive item;
 * then a payment with the stolen card, declined by the check, so the list shows a hit.
 */
export async function seedDemoBlacklists(deps: ServerDeps, o: { merchantNo: string; user: { id: number; email: string } }): Promise<void> {
  const key = cardHashKey(deps.config);
  const now = deps.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const actor: Operator = { userId: o.user.id, name: o.user.email, ip: '127.0.0.1', userAgent: 'demo seed' };
  const scope = [o.merchantNo];
  const inTx = <T>(fn: (tx: Tx) => Promise<T>) => deps.db.transaction((tx) => fn(tx as Tx));
  const date = (daysAhead: number) => new Date(now + 8 * 3_600_000 + daysAhead * DAY).toISOString().slice(0, 10);

  const cards = await inTx((tx) =>
    createBlacklist(tx, { merchantNo: o.merchantNo, body: { name: 'Stolen cards', attribute: 'card', scope: 'all', active: true }, actor, now: at(20) }),
  );
  await inTx((tx) =>
    addEntry(tx, key, scope, {
      body: { listId: cards.id, type: 'C', value: DEMO_BLOCKED_CARD, status: 'active', remarks: 'Reported stolen by the issuer' },
      actor,
      now: at(20),
    }),
  );
  await inTx((tx) =>
    addEntry(tx, key, scope, {
      body: { listId: cards.id, type: 'C', value: '5105105105105100', status: 'active', expiryDate: date(90), remarks: 'Repeated chargebacks' },
      actor,
      now: at(12),
    }),
  );

  const domains = await inTx((tx) =>
    createBlacklist(tx, {
      merchantNo: o.merchantNo,
      body: { name: 'Disposable e-mail domains', attribute: 'email_domain', scope: 'card', active: true },
      actor,
      now: at(15),
    }),
  );
  for (const [value, status, expiry] of [
    ['mailinator.com', 'active', null],
    ['tempmail.example', 'active', date(3)],
    ['old-spam.example', 'inactive', null],
  ] as const)
    await inTx((tx) =>
      addEntry(tx, key, scope, { body: { listId: domains.id, type: 'C', value, status, expiryDate: expiry, remarks: '' }, actor, now: at(15) }),
    );

  // a payment with the stolen card, declined before the scheme: the hit on the list and the transaction
  const body = createPaymentBody.parse({
    merchantOrderId: 'DEMO-BL-1',
    amount: '249.00',
    currency: 'USD',
    paymentMethod: 'card',
    card: { number: DEMO_BLOCKED_CARD, expiryMonth: 12, expiryYear: new Date(now).getUTCFullYear() + 2, cvv: '123' },
    customerEmail: 'buyer@example.net',
    customerIp: '198.51.100.23',
  });
  await inTx((tx) => createPayment(tx, o.merchantNo, body, { now: at(2), source: 'sandbox' }, (t, p) => screenPayment(t, key, p)));
}
