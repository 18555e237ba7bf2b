import type { Tx } from '../../platform/db/client.ts';
import { publishEvent } from '../notify/service.ts';
import * as payment from '../payment/service.ts';
import type { SubscriptionRow } from './store.ts';

/**
 * Developer notifications of subscriptions (notify module), in the billing's transaction: a cycle's
 * charge paid or declined (its payment also announces itself as a payment), and the cancellation.
 */
export async function announceCharge(
  tx: Tx,
  s: SubscriptionRow,
  c: { planNo: number; cycleNo: number; amount: bigint; transactionId: string; paid: boolean; responseMessage: string | null },
  now: Date,
): Promise<void> {
  await publishEvent(tx, {
    merchantNo: s.merchantNo,
    type: c.paid ? 'subscription.charged' : 'subscription.failed',
    data: {
      subscriptionId: s.subscriptionId,
      contractNumber: s.contractNumber,
      planNo: c.planNo,
      cycleNo: c.cycleNo,
      amount: payment.money(c.amount, s.currency),
      currency: s.currency,
      transactionId: c.transactionId,
      reason: c.paid ? null : c.responseMessage,
    },
    now,
  });
}

export async function announceCancelled(tx: Tx, s: SubscriptionRow, now: Date): Promise<void> {
  await publishEvent(tx, {
    merchantNo: s.merchantNo,
    type: 'subscription.cancelled',
    data: {
      subscriptionId: s.subscriptionId,
      contractNumber: s.contractNumber,
      status: s.status,
      reason: s.cancelReason,
      endedAt: s.endedAt?.toISOString() ?? null,
    },
    now,
  });
}
