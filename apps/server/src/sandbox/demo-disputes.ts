import { createPaymentBody } from '@crossbill/contracts/payment';
import type { ServerDeps } from '../deps.ts';
import { raiseInquiry } from '../modules/dispute/inquiries.ts';
import {
  acceptChargeback,
  decideRebuttal,
  expireOne,
  raiseChargeback,
  saveDraft,
  submitRebuttal,
  type DisputeActor,
  pricingOf,
} from '../modules/dispute/service.ts';
import { createPayment } from '../modules/payment/service.ts';

const DAY = 86_400_000;

/**
 * The demo merchant's chargebacks in every state, made as the sandbox makes them: a captured card
 * payment, the issuer's chargeback, the merchant's drafts, rebuttals and acceptance, the issuer's
 * decisions and the expiry, each through the dispute service at its own time in the past weeks;
 * an open inquiry; and an authorisation not captured yet.
 */
export async function seedDemoDisputes(deps: ServerDeps, o: { merchantNo: string; user: { id: number; name: string } }): Promise<void> {
  const { db } = deps;
  const pricing = pricingOf(deps);
  const now = deps.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const merchant: DisputeActor = { kind: 'operator', userId: o.user.id, name: o.user.name };
  const scope = [o.merchantNo];
  let n = 0;

  /** a captured payment `daysAgo` (authorised only with `capture: false`) */
  const paid = async (daysAgo: number, card: string, amount: string, capture = true) => {
    const body = createPaymentBody.parse({
      capture,
      merchantOrderId: `DEMO-CB-${++n}`,
      amount,
      currency: 'USD',
      paymentMethod: 'card',
      card: { number: card, expiryMonth: 12, expiryYear: new Date(now).getUTCFullYear() + 2, cvv: '123' },
      customerEmail: `buyer${1000 + n}@example.com`,
      customerIp: `203.0.113.${10 + n}`,
    });
    return db.transaction((tx) => createPayment(tx, o.merchantNo, body, { now: at(daysAgo), source: 'sandbox' }));
  };
  /** a captured payment `daysAgo`, and the issuer's chargeback a day later */
  const chargeback = async (daysAgo: number, card: string, reasonCode: string, amount: string, disputed?: string) => {
    const p = await paid(daysAgo, card, amount);
    const cb = await db.transaction((tx) =>
      raiseChargeback(tx, pricing, {
        merchantNo: o.merchantNo,
        transactionId: p.transactionId,
        reasonCode,
        amount: disputed,
        source: 'sandbox',
        actor: { kind: 'sandbox' },
        now: at(daysAgo - 1),
      }),
    );
    return cb.chargebackId;
  };
  const submit = (chargebackId: string, daysAgo: number, description: string, second = false) =>
    db.transaction((tx) =>
      submitRebuttal(tx, pricing, { scope, chargebackId, description, evidence: {}, second, acknowledgePenalty: second, actor: merchant, now: at(daysAgo) }),
    );
  const decide = (chargebackId: string, outcome: 'won' | 'lost', daysAgo: number, comment: string) =>
    db.transaction((tx) => decideRebuttal(tx, pricing, { chargebackId, outcome, comment, actor: { kind: 'issuer' }, now: at(daysAgo) }));

  // received: one untouched, one with a saved draft
  await chargeback(3, '4242424242424242', '10.4', '189.00');
  const drafted = await chargeback(2, '5555555555554444', '4855', '76.40');
  await db.transaction((tx) =>
    saveDraft(tx, { scope, chargebackId: drafted, description: 'Delivered to the billing address', evidence: {}, actor: merchant, now: at(1) }),
  );
  // in rebuttal (first round)
  await submit(await chargeback(6, '4242424242424242', '13.1', '120.00'), 4, 'Tracking shows delivery on the 3rd, signed by the cardholder.');
  // won
  const won = await chargeback(20, '4242424242424242', '13.3', '64.99');
  await submit(won, 18, 'The item matched its description; photos and the customer’s messages attached.');
  await decide(won, 'won', 10, 'Merchant evidence accepted');
  // lost in the first round, the second rebuttal still open; and a partial one lost twice (penalty)
  const lost = await chargeback(16, '5555555555554444', '4853', '210.00', '80.00');
  await submit(lost, 14, 'Returned goods were never received.');
  await decide(lost, 'lost', 5, 'Insufficient evidence of the return policy');
  const twice = await chargeback(40, '4242424242424242', '13.6', '99.00');
  await submit(twice, 38, 'The refund was issued before the dispute.');
  await decide(twice, 'lost', 30, 'No refund found for this card');
  await submit(twice, 28, 'Refund reference R-2291 attached again (pre-arbitration).', true);
  await decide(twice, 'lost', 20, 'Pre-arbitration declined');
  // accepted, and expired (no answer by the due date)
  const accepted = await chargeback(9, '4242424242424242', '12.6.1', '45.00');
  await db.transaction((tx) => acceptChargeback(tx, { scope, chargebackId: accepted, actor: merchant, now: at(7) }));
  const lapsed = await chargeback(25, '4242424242424242', '10.4', '150.00');
  await db.transaction((tx) => expireOne(tx, { chargebackId: lapsed, now: at(0) }));
  // an open request for information (no money moves)
  const asked = await paid(4, '4242424242424242', '58.00');
  await db.transaction((tx) => raiseInquiry(tx, { merchantNo: o.merchantNo, transactionId: asked.transactionId, reasonCode: '13.1', now: at(2) }));
  // and an authorisation waiting for the merchant to capture or void it (transaction details)
  await paid(1, '4242424242424242', '230.00', false);
}
