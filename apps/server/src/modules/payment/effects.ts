import type { Currency } from '@crossbill/contracts/money';
import { businessDate } from '@crossbill/contracts/business-time';
import type { Tx } from '../../platform/db/client.ts';
import * as ledger from '../ledger/service.ts';
import * as store from './store.ts';
import type { RollupDelta, TransactionRow } from './store.ts';

/**
 * The side effects every transaction change writes in its own database transaction: the ledger
 * entry (money), the rollup rows (counts and amounts for the dashboard and reports) and the
 * timeline event.
 */

export const CAPTURE_KIND = 'payment.capture';
export const REFUND_KIND = 'payment.refund';

/** What a row contributes to its rollup: the captured amount once captured, else the amount. */
export function rollupAmount(r: Pick<TransactionRow, 'type' | 'status' | 'amount' | 'capturedAmount'>): bigint {
  return r.type !== 'refund' && r.status === 'succeeded' ? r.capturedAmount : r.amount;
}

type RollupSource = Pick<
  TransactionRow,
  'merchantNo' | 'createdAt' | 'currency' | 'paymentMethod' | 'cardCountry' | 'type' | 'status' | 'amount' | 'capturedAmount' | 'responseCode'
>;

function delta(r: RollupSource, sign: 1n | -1n): RollupDelta {
  return {
    merchantNo: r.merchantNo,
    day: businessDate(r.createdAt),
    currency: r.currency,
    paymentMethod: r.paymentMethod,
    cardCountry: r.cardCountry,
    type: r.type,
    status: r.status,
    declineCode: r.status === 'failed' ? (r.responseCode ?? '') : '',
    count: sign,
    amount: sign * rollupAmount(r),
  };
}

/** Rollup deltas of a change: the row leaves its old bucket (when it had one) and enters its new one. */
export function rollupMove(before: RollupSource | null, after: RollupSource): RollupDelta[] {
  return before ? [delta(before, -1n), delta(after, 1n)] : [delta(after, 1n)];
}

export function applyRollups(tx: Tx, deltas: RollupDelta[]): Promise<void> {
  return store.applyRollups(tx, deltas);
}

/** Captured money: provider clearing → the merchant's to-be-settled balance, in the transaction's currency. */
export async function bookCapture(tx: Tx, r: { merchantNo: string; transactionId: string; currency: string; amount: bigint; at: Date }): Promise<number> {
  const currency = r.currency as Currency;
  const { entry } = await ledger.post(tx, {
    kind: CAPTURE_KIND,
    reference: r.transactionId,
    merchantNo: r.merchantNo,
    at: r.at,
    postings: [
      { account: { merchantNo: null, currency, bucket: 'clearing' }, amount: -r.amount },
      { account: { merchantNo: r.merchantNo, currency, bucket: 'to_be_settled' }, amount: r.amount },
    ],
  });
  return entry.id;
}

/**
 * Refunded money: from the merchant's to-be-settled balance while the payment is unsettled, from
 * its available balance once settled, back to provider clearing. INSUFFICIENT_BALANCE when short.
 */
export async function bookRefund(
  tx: Tx,
  r: { merchantNo: string; transactionId: string; currency: string; amount: bigint; settled: boolean; at: Date },
): Promise<number> {
  const currency = r.currency as Currency;
  const { entry } = await ledger.post(tx, {
    kind: REFUND_KIND,
    reference: r.transactionId,
    merchantNo: r.merchantNo,
    at: r.at,
    postings: [
      { account: { merchantNo: r.merchantNo, currency, bucket: r.settled ? 'available' : 'to_be_settled' }, amount: -r.amount },
      { account: { merchantNo: null, currency, bucket: 'clearing' }, amount: r.amount },
    ],
  });
  return entry.id;
}

export type EventSource = 'api' | 'portal' | 'sandbox' | 'job';

export function event(
  r: Pick<TransactionRow, 'transactionId' | 'merchantNo'>,
  kind: string,
  o: { status?: string; amount?: bigint; note?: string; source: EventSource; at: Date },
): store.NewEvent {
  return {
    transactionId: r.transactionId,
    merchantNo: r.merchantNo,
    kind,
    status: o.status ?? null,
    amount: o.amount ?? null,
    note: o.note ?? null,
    source: o.source,
    createdAt: o.at,
  };
}
