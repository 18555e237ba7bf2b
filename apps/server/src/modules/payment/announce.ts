import type { Tx } from '../../platform/db/client.ts';
import { publishEvent } from '../notify/service.ts';
import { money } from './rules.ts';
import type { TransactionRow } from './store.ts';

/**
 * The developer notifications of a transaction's move (notify module), published in its database
 * transaction wherever the move happens (create, capture, a local method's outcome, a stored-card
 * charge, a refund's outcome), so that every entry point (portal, /v1, sandbox, jobs) emits them.
 * Of a card only the BIN and last four digits.
 */
export async function announce(tx: Tx, before: TransactionRow | null, after: TransactionRow, now: Date): Promise<void> {
  if (before?.status === after.status) return;
  const refund = after.type === 'refund';
  if (after.status !== 'succeeded' && after.status !== 'failed') return;
  const amount = money(after.amount, after.currency);
  if (refund) {
    await publishEvent(tx, {
      merchantNo: after.merchantNo,
      type: after.status === 'succeeded' ? 'refund.succeeded' : 'refund.failed',
      data: {
        refundId: after.transactionId,
        transactionId: after.originalTransactionId,
        merchantOrderId: after.merchantOrderId,
        merchantRefundId: after.merchantRefundId,
        amount,
        currency: after.currency,
        status: after.status,
        reason: after.reason,
        completedAt: after.completedAt?.toISOString() ?? null,
      },
      now,
    });
    return;
  }
  await publishEvent(tx, {
    merchantNo: after.merchantNo,
    type: after.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
    data: {
      transactionId: after.transactionId,
      merchantOrderId: after.merchantOrderId,
      type: after.type,
      status: after.status,
      amount,
      capturedAmount: money(after.capturedAmount, after.currency),
      currency: after.currency,
      paymentMethod: after.paymentMethod,
      cardBin: after.cardBin,
      cardLast4: after.cardLast4,
      responseCode: after.responseCode,
      responseMessage: after.responseMessage,
      subscriptionId: after.subscriptionId,
      createdAt: after.createdAt.toISOString(),
    },
    now,
  });
}
