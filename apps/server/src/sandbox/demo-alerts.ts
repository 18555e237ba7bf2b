import { createPaymentBody } from '@crossbill/contracts/payment';
import type { ServerDeps } from '../deps.ts';
import { autoRefundOne, closeAlert, raiseAlert, refundAlert } from '../modules/alert/service.ts';
import { createPayment } from '../modules/payment/service.ts';
import { refundPolicyOf } from '../modules/refund/service.ts';

const HOUR = 3_600_000;

/**
 * The demo merchant's pre-dispute alerts, made as the sandbox makes them: a captured card payment,
 * the network's alert, then the merchant's answer, or the system's auto refund, each through
 * the alert and refund services at its own time in the past days;
 * and two alerts still waiting for an answer.
 */
export async function seedDemoAlerts(deps: ServerDeps, o: { merchantNo: string; user: { id: number; name: string } }): Promise<void> {
  const { db } = deps;
  const now = deps.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const merchant = { kind: 'operator' as const, userId: o.user.id, name: o.user.name };
  const scope = [o.merchantNo];
  const policy = refundPolicyOf(deps);
  let n = 0;

  /** a captured payment and, an hour later, the network's alert on it */
  const alerted = async (hoursAgo: number, card: string, amount: string, a: { service: 'ethoca' | 'verifi_cdrn'; type: 'fraud' | 'dispute' }) => {
    const body = createPaymentBody.parse({
      merchantOrderId: `DEMO-PDA-${++n}`,
      amount,
      currency: 'USD',
      paymentMethod: 'card',
      card: { number: card, expiryMonth: 12, expiryYear: new Date(now).getUTCFullYear() + 2, cvv: '123' },
      customerEmail: `alerted${100 + n}@example.com`,
      customerIp: `198.51.100.${10 + n}`,
    });
    const p = await db.transaction((tx) => createPayment(tx, o.merchantNo, body, { now: at(hoursAgo + 1), source: 'sandbox' }));
    const alert = await db.transaction((tx) =>
      raiseAlert(tx, {
        merchantNo: o.merchantNo,
        transactionId: p.transactionId,
        ...a,
        followChargeback: false,
        source: 'sandbox',
        actor: { kind: 'sandbox' },
        now: at(hoursAgo),
      }),
    );
    return alert;
  };

  // waiting for an answer (the auto refund is due within the day)
  await alerted(2, '4242424242424242', '59.90', { service: 'ethoca', type: 'fraud' });
  await alerted(5, '5555555555554444', '132.00', { service: 'verifi_cdrn', type: 'dispute' });
  // refunded by the merchant, marked processed, ignored
  const { alertId: refunded } = await alerted(30, '4242424242424242', '84.50', { service: 'verifi_cdrn', type: 'dispute' });
  await db.transaction((tx) => refundAlert(tx, policy, { scope, alertId: refunded, actor: merchant, now: at(28) }));
  const { alertId: processed } = await alerted(50, '4242424242424242', '45.00', { service: 'ethoca', type: 'dispute' });
  await db.transaction((tx) => closeAlert(tx, { scope, alertId: processed, status: 'processed', actor: merchant, now: at(47) }));
  const { alertId: ignored } = await alerted(75, '5555555555554444', '22.00', { service: 'ethoca', type: 'fraud' });
  await db.transaction((tx) => closeAlert(tx, { scope, alertId: ignored, status: 'ignored', actor: merchant, now: at(70) }));
  // unanswered: refunded by the system when its time came
  const { alertId: auto } = await alerted(100, '4242424242424242', '38.00', { service: 'verifi_cdrn', type: 'fraud' });
  await db.transaction((tx) => autoRefundOne(tx, policy, { alertId: auto, now: at(77) }));
}
