import { createPaymentBody } from '@crossbill/contracts/payment';
import type { ServerDeps } from '../deps.ts';
import { addReceiver, createSplits } from '../modules/dividend/service.ts';
import { settleDueSplits } from '../modules/dividend/settle.ts';
import { lockPayment, createPayment } from '../modules/payment/service.ts';
import { createRefund, refundPolicyOf } from '../modules/refund/service.ts';
import { runSettlement } from '../modules/settlement/service.ts';

const DAY = 86_400_000;

/**
 * Split settlement in the demo, through the services (receiver, payments, splits, settlement run,
 * refund):
 * - the group merchant splits its sales with its member Harbour Retail HK: one share settled, one
 *   settled then half reversed by a refund, one pending (captured today), one failed (declined card);
 *   the member sees them as incoming shares;
 * - the aggregate merchant (the default account) splits a sale with a transfer contact: pending, its
 *   payments left unsettled as the other demo pages expect.
 */
export async function seedDemoDividend(
  deps: ServerDeps,
  o: { group: string; member: string; aggregate: string; payeeId: number; user: { id: number; name: string } },
): Promise<void> {
  const { db } = deps;
  const now = deps.now().getTime();
  const at = (days: number) => new Date(now - days * DAY);
  const actor = { userId: o.user.id, name: o.user.name };
  let n = 0;
  const sale = (merchantNo: string, days: number, amount: string, card = '4242424242424242') =>
    db.transaction((tx) =>
      createPayment(
        tx,
        merchantNo,
        createPaymentBody.parse({
          merchantOrderId: `DEMO-SPLIT-${String(++n).padStart(3, '0')}`,
          amount,
          currency: 'USD',
          paymentMethod: 'card',
          card: { number: card, expiryMonth: 12, expiryYear: new Date(now).getUTCFullYear() + 2, cvv: '123' },
          customerEmail: `buyer${200 + n}@example.com`,
        }),
        { now: at(days), source: 'sandbox' },
      ),
    );
  const split = (merchantNo: string, transactionId: string, receiverId: number, share: { amount?: string; percentage?: string }, days: number) =>
    db.transaction(async (tx) =>
      createSplits(tx, {
        payment: await lockPayment(tx, [merchantNo], transactionId),
        instructions: [{ receiverId, ...share }],
        field: 'splits',
        source: 'portal',
        actor,
        rates: deps.rates,
        now: at(days),
      }),
    );

  const member = await db.transaction((tx) =>
    addReceiver(tx, { merchantNo: o.group, kind: 'member', receiverMerchantNo: o.member, name: 'Harbour Retail HK', actor, now: at(6) }),
  );
  const settled = await sale(o.group, 5, '240.00');
  await split(o.group, settled.transactionId, member.id, { amount: '60.00' }, 5);
  const refunded = await sale(o.group, 5, '80.00');
  await split(o.group, refunded.transactionId, member.id, { percentage: '25' }, 5);
  // the run of three days ago settled both sales; the split step moved the shares on
  await runSettlement(db, { now: at(3), merchantNo: o.group, rates: deps.rates });
  await settleDueSplits(db, { now: at(3), merchantNo: o.group });
  // half of the second sale refunded after settlement: half of its share comes back from the member
  await db.transaction((tx) =>
    createRefund(tx, refundPolicyOf(deps), {
      scope: [o.group],
      payment: refunded.transactionId,
      amount: '40.00',
      reason: 'Partial return',
      actor: { source: 'portal', ...actor },
      now: at(2),
    }),
  );
  const today = await sale(o.group, 0, '150.00');
  await split(o.group, today.transactionId, member.id, { amount: '30.00' }, 0);
  const declined = await sale(o.group, 1, '45.00', '4000000000009995');
  await split(o.group, declined.transactionId, member.id, { amount: '5.00' }, 1);

  const studio = await db.transaction((tx) =>
    addReceiver(tx, { merchantNo: o.aggregate, kind: 'external', payeeId: o.payeeId, name: 'Design studio (royalties)', actor, now: at(4) }),
  );
  const royalty = await sale(o.aggregate, 0, '320.00');
  await split(o.aggregate, royalty.transactionId, studio.id, { percentage: '12.5' }, 0);
}
