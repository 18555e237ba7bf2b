import { createPaymentBody } from '@crossbill/contracts/payment';
import type { ServerDeps } from '../deps.ts';
import { pricingOf } from '../modules/dispute/service.ts';
import { createPayment } from '../modules/payment/service.ts';
import { raiseRdr } from '../modules/rdr/service.ts';
import { createRefund, refundPolicyOf } from '../modules/refund/service.ts';

const HOUR = 3_600_000;

/**
 * The demo merchant's RDR alerts, delivered as the sandbox network delivers them, each at its own
 * time, through the rdr service against the demo's RDR enrolment (seedDemoEnrolments, its rules:
 * up to 25.00 USD, reason codes 13.1 and 13.2, card BIN 424242, cards issued in GB): one accepted by
 * the amount rule, one by the issuing country, and one on a payment the merchant had refunded
 * already (closed without money). None declined: a declined one is a chargeback, and the demo's
 * chargebacks are their own set (demo-disputes.ts).
 */
export async function seedDemoRdr(deps: ServerDeps, o: { merchantNo: string; user: { id: number; name: string } }): Promise<void> {
  const { db } = deps;
  const now = deps.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  let n = 0;
  const rdr = async (hoursAgo: number, card: string, amount: string, reasonCode: string, refundedFirst = false) => {
    const body = createPaymentBody.parse({
      merchantOrderId: `DEMO-RDR-${++n}`,
      amount,
      currency: 'USD',
      paymentMethod: 'card',
      card: { number: card, expiryMonth: 12, expiryYear: new Date(now).getUTCFullYear() + 2, cvv: '123' },
      customerEmail: `rdr${100 + n}@example.com`,
      customerIp: `198.51.100.${60 + n}`,
    });
    const p = await db.transaction((tx) => createPayment(tx, o.merchantNo, body, { now: at(hoursAgo + 72), source: 'sandbox' }));
    if (refundedFirst)
      await db.transaction((tx) =>
        createRefund(tx, refundPolicyOf(deps), {
          scope: [o.merchantNo],
          payment: p.transactionId,
          reason: 'Order cancelled by the customer',
          actor: { source: 'portal', userId: o.user.id, name: o.user.name },
          now: at(hoursAgo + 24),
        }),
      );
    await db.transaction((tx) =>
      raiseRdr(tx, {
        merchantNo: o.merchantNo,
        match: { transactionId: p.transactionId },
        reasonCode,
        refundPolicy: refundPolicyOf(deps),
        pricing: pricingOf(deps),
        actor: 'demo',
        now: at(hoursAgo),
      }),
    );
  };
  await rdr(96, '4111111111111111', '19.90', '13.6');
  await rdr(30, '4012888888881881', '120.00', '10.4');
  await rdr(8, '4111111111111111', '86.40', '13.3', true);
}
