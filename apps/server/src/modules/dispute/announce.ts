import { moneyText } from '@crossbill/contracts/refund';
import type { Tx } from '../../platform/db/client.ts';
import { publishEvent } from '../notify/service.ts';
import type { ChargebackRow } from './store.ts';

/**
 * The developer notification of a chargeback's move (notify module), in its database transaction:
 * raised (every source: sandbox, test card, ops), won, lost (each lost round, and an expired one;
 * `closed` says whether anything more can happen).
 */
export async function announceChargeback(
  tx: Tx,
  cb: ChargebackRow,
  type: 'chargeback.created' | 'chargeback.won' | 'chargeback.lost',
  now: Date,
): Promise<void> {
  await publishEvent(tx, {
    merchantNo: cb.merchantNo,
    type,
    data: {
      chargebackId: cb.chargebackId,
      transactionId: cb.transactionId,
      arn: cb.arn,
      scheme: cb.scheme,
      reasonCode: cb.reasonCode,
      amount: moneyText(cb.amount, cb.currency),
      currency: cb.currency,
      status: cb.status,
      round: cb.round,
      closed: cb.closed,
      dueAt: cb.dueAt?.toISOString() ?? null,
    },
    now,
  });
}
