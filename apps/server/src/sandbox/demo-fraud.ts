import { createPaymentBody } from '@crossbill/contracts/payment';
import type { FraudType } from '@crossbill/contracts/fraud';
import type { ServerDeps } from '../deps.ts';
import { raiseFraud, refundFraud, reviewFraud } from '../modules/fraud/service.ts';
import { createPayment } from '../modules/payment/service.ts';
import { refundPolicyOf } from '../modules/refund/service.ts';
import { cardHashKey } from '../modules/risk/card-hash.ts';
import { screenPayment } from '../modules/risk/service.ts';

const DAY = 86_400_000;

/**
 * The demo merchant's fraud notifications, made as the sandbox makes them: a captured card payment,
 * the issuer's TC40/SAFE report days later, and what the merchant did: nothing yet; a partial
 * refund (through the refund service) and a review; a full refund and a review.
 */
export async function seedDemoFraud(deps: ServerDeps, o: { merchantNo: string; user: { id: number; name: string } }): Promise<void> {
  const { db } = deps;
  const now = deps.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const operator = { kind: 'operator' as const, userId: o.user.id, name: o.user.name };
  const scope = [o.merchantNo];
  let n = 0;

  const key = cardHashKey(deps.config);
  const reported = async (daysAgo: number, card: string, amount: string, fraudType: FraudType) => {
    const body = createPaymentBody.parse({
      capture: true,
      merchantOrderId: `DEMO-FN-${++n}`,
      amount,
      currency: 'USD',
      paymentMethod: 'card',
      card: { number: card, expiryMonth: 12, expiryYear: new Date(now).getUTCFullYear() + 2, cvv: '123' },
      customerEmail: `shopper${2000 + n}@example.com`,
      customerIp: `198.51.100.${20 + n}`,
    });
    // screened as the Payment API screens its payments: the card's keyed hash is kept (the details can blacklist it)
    const p = await db.transaction((tx) => createPayment(tx, o.merchantNo, body, { now: at(daysAgo), source: 'sandbox' }, (t, q) => screenPayment(t, key, q)));
    const r = await db.transaction((tx) =>
      raiseFraud(tx, {
        merchantNo: o.merchantNo,
        transactionId: p.transactionId,
        fraudType,
        notifiedAt: at(daysAgo - 1),
        actor: { kind: 'demo' },
        now: at(daysAgo - 2),
      }),
    );
    return r.notificationId;
  };
  const refund = (serviceId: string, daysAgo: number, amount?: string) =>
    db.transaction((tx) =>
      refundFraud(tx, refundPolicyOf(deps), {
        scope,
        serviceId,
        full: amount === undefined,
        amount,
        reason: 'Reported as fraud by the issuer',
        actor: operator,
        now: at(daysAgo),
      }),
    );
  const review = (serviceId: string, daysAgo: number) => db.transaction((tx) => reviewFraud(tx, { scope, serviceId, actor: operator, now: at(daysAgo) }));

  // stolen card, refunded in full and reviewed
  const stolen = await reported(15, '4242424242424242', '42.00', 'tc40_1');
  await refund(stolen, 12);
  await review(stolen, 12);
  // counterfeit (SAFE), a part refunded, reviewed
  const counterfeit = await reported(10, '5555555555554444', '88.50', 'safe_04');
  await refund(counterfeit, 6, '30.00');
  await review(counterfeit, 6);
  // card-absent fraud, not acted on yet
  await reported(4, '4242424242424242', '149.00', 'tc40_6');
}
