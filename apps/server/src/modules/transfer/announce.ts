import { moneyText } from '@crossbill/contracts/refund';
import type { Tx } from '../../platform/db/client.ts';
import { publishEvent } from '../notify/service.ts';
import type { TransferRow } from './store.ts';

/** The developer notification of a transfer's outcome (notify module), in the transaction that books it. */
export async function announceTransfer(tx: Tx, t: TransferRow, outcome: 'paid' | 'failed', reason: string | null, at: Date): Promise<void> {
  await publishEvent(tx, {
    merchantNo: t.merchantNo,
    type: outcome === 'paid' ? 'transfer.paid' : 'transfer.failed',
    data: {
      serialNo: t.serialNo,
      status: outcome,
      sendAmount: moneyText(t.sendAmount, t.sendCurrency),
      sendCurrency: t.sendCurrency,
      receiveAmount: moneyText(t.receiveAmount, t.receiveCurrency),
      receiveCurrency: t.receiveCurrency,
      failureReason: reason,
      completedAt: at.toISOString(),
    },
    now: at,
  });
}
