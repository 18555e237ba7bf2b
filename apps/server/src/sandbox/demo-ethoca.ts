import { createPaymentBody } from '@crossbill/contracts/payment';
import type { ServerDeps } from '../deps.ts';
import { raiseAlert, respondAlert } from '../modules/ethoca/service.ts';
import { createPayment, kekOf } from '../modules/payment/service.ts';
import { refundPolicyOf } from '../modules/refund/service.ts';

const HOUR = 3_600_000;

/**
 * The demo merchant's Ethoca-type alerts, made as the sandbox network makes them, each through the
 * ethoca service at its own time: one answered "stopped" with its full refund (through the refund
 * service), one open (due in two days), one missed (its 72 hours passed unanswered), and an open
 * dispute case.
 */
export async function seedDemoEthoca(deps: ServerDeps, o: { merchantNo: string; user: { id: number; name: string } }): Promise<void> {
  const { db } = deps;
  const now = deps.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const cardKey = kekOf(deps.config);
  let n = 0;
  const alert = async (hoursAgo: number, card: string, amount: string, type: 'issuer_alert_fraud' | 'customer_dispute' | 'dispute_case') => {
    const body = createPaymentBody.parse({
      merchantOrderId: `DEMO-EA-${++n}`,
      amount,
      currency: 'USD',
      paymentMethod: 'card',
      card: { number: card, expiryMonth: 12, expiryYear: new Date(now).getUTCFullYear() + 2, cvv: '123' },
      customerEmail: `alert${100 + n}@example.com`,
      customerIp: `198.51.100.${20 + n}`,
    });
    const p = await db.transaction((tx) => createPayment(tx, o.merchantNo, body, { now: at(hoursAgo + 30), source: 'sandbox' }));
    const a = await db.transaction((tx) =>
      raiseAlert(tx, {
        merchantNo: o.merchantNo,
        match: { transactionId: p.transactionId },
        type,
        cardNumber: card,
        cardKey,
        actor: { kind: 'sandbox' },
        now: at(hoursAgo),
      }),
    );
    return a.alertId;
  };
  const stopped = await alert(50, '4242424242424242', '149.00', 'issuer_alert_fraud');
  await db.transaction((tx) =>
    respondAlert(tx, {
      scope: [o.merchantNo],
      alertId: stopped,
      outcome: 'stopped',
      refund: 'full',
      policy: refundPolicyOf(deps),
      actor: { kind: 'operator', userId: o.user.id, name: o.user.name },
      now: at(46),
    }),
  );
  await alert(120, '5555555555554444', '58.20', 'customer_dispute');
  await alert(24, '5555555555554444', '312.75', 'issuer_alert_fraud');
  await alert(6, '4242424242424242', '89.90', 'dispute_case');
}
