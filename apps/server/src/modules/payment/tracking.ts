import { Codes } from '@crossbill/contracts/codes';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as store from './store.ts';
import type { TransactionRow } from './store.ts';

/** Sets the tracking number and carrier of a payment (refunds ship nothing); returns the row before and after. */
export async function setTracking(
  tx: Tx,
  scope: string[],
  q: { transactionId: string; trackingNumber: string; trackingCarrier: string },
): Promise<{ before: TransactionRow; after: TransactionRow }> {
  const before = await store.selectTransaction(tx, { transactionId: q.transactionId, scope, lock: true });
  if (!before) throw new AppError(Codes.NOT_FOUND);
  if (before.type === 'refund') throw fieldError('transactionId', 'tracking.notPayment');
  const after = await store.updateTransaction(tx, before.id, { trackingNumber: q.trackingNumber, trackingCarrier: q.trackingCarrier });
  return { before, after };
}
