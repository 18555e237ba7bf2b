import { convert, isCurrency, toMinor, type Currency } from '@crossbill/contracts/money';
import type { Tx } from '../../platform/db/client.ts';
import * as ledger from '../ledger/service.ts';
import type { RateSource } from '../exchange/service.ts';
import * as payment from '../payment/service.ts';
import type { TransactionRow } from '../payment/service.ts';
import type { ChargebackRow } from './store.ts';

/**
 * The money of a chargeback, always through the ledger, one entry per step with the reference
 * `<chargeback id>:<step>` (a step is booked once: a second call finds its entry and moves
 * nothing). While the payment is unsettled the money leaves (or comes back to) to-be-settled, so
 * that the settlement batch shows it; once settled, available.
 */
export const CHARGEBACK_KIND = 'dispute.chargeback';
export const WON_KIND = 'dispute.won';
export const PENALTY_KIND = 'dispute.penalty';

export interface DisputePricing {
  feeUsd: string;
  penaltyUsd: string;
  rates: RateSource;
}

/** A USD amount of config in the payment's currency (mid rate, half-up). */
export async function usdIn(pricing: DisputePricing, usd: string, currency: string, now: Date): Promise<bigint> {
  const minor = toMinor(usd, 'USD');
  if (!isCurrency(currency) || currency === 'USD') return minor;
  return convert(minor, 'USD', currency as Currency, await pricing.rates.mid('USD', currency, now));
}

const bucketOf = (p: TransactionRow) => (p.settledAt === null ? ('to_be_settled' as const) : ('available' as const));

async function once(tx: Tx, kind: string, reference: string, merchantNo: string, post: () => Promise<unknown>): Promise<boolean> {
  if (await ledger.entryByReference(tx, { kind, reference, merchantNo })) return false;
  await post();
  return true;
}

type Source = payment.Change['source'];

/**
 * Where a fee (or penalty) of a payment's chargeback is taken: from what this payment still holds in
 * to-be-settled (before settlement: so that its batch nets it and no other payment's batch comes up
 * short), then from available; what neither covers is not charged (a merchant balance never goes
 * negative, DESIGN.md §4). `amount`: what the same entry already takes from the payment's bucket.
 */
async function feeSplit(tx: Tx, p: TransactionRow, fee: bigint, amount: bigint): Promise<{ tbs: bigint; available: bigint }> {
  if (fee <= 0n) return { tbs: 0n, available: 0n };
  const own = p.settledAt === null ? p.capturedAmount - p.refundedAmount - p.refundPendingAmount - p.chargebackAmount - p.chargebackFee - amount : 0n;
  const tbs = own > 0n ? (own < fee ? own : fee) : 0n;
  const account = await ledger.findAccount(tx, { merchantNo: p.merchantNo, currency: p.currency as Currency, bucket: 'available' });
  const free = (account?.balance ?? 0n) - (p.settledAt === null ? 0n : amount);
  const rest = fee - tbs;
  return { tbs, available: free <= 0n ? 0n : free < rest ? free : rest };
}

function feePostings(p: TransactionRow, split: { tbs: bigint; available: bigint }) {
  const m = (bucket: 'to_be_settled' | 'available', amount: bigint) => ({
    account: { merchantNo: p.merchantNo, currency: p.currency, bucket },
    amount: -amount,
  });
  return [
    ...(split.tbs > 0n ? [m('to_be_settled', split.tbs)] : []),
    ...(split.available > 0n ? [m('available', split.available)] : []),
    ...(split.tbs + split.available > 0n
      ? [{ account: { merchantNo: null, currency: p.currency, bucket: 'fee_income' as const }, amount: split.tbs + split.available }]
      : []),
  ];
}

/**
 * The chargeback arrives: its amount goes back to the issuer (clearing) from the payment's bucket
 * (INSUFFICIENT_BALANCE when a settled payment's merchant has not that much available), its fee to
 * the provider as feeSplit allows. Returns the payment after and the fee actually taken.
 */
export async function bookArrival(tx: Tx, p: TransactionRow, cb: ChargebackRow, source: Source, now: Date): Promise<{ payment: TransactionRow; fee: bigint }> {
  const split = await feeSplit(tx, p, cb.fee, cb.amount);
  const reference = `${cb.chargebackId}:raise`;
  const booked = await once(tx, CHARGEBACK_KIND, reference, p.merchantNo, () =>
    ledger.post(tx, {
      kind: CHARGEBACK_KIND,
      reference,
      merchantNo: p.merchantNo,
      at: now,
      postings: [
        { account: { merchantNo: p.merchantNo, currency: p.currency, bucket: bucketOf(p) }, amount: -cb.amount },
        { account: { merchantNo: null, currency: p.currency, bucket: 'clearing' }, amount: cb.amount },
        ...feePostings(p, split),
      ],
    }),
  );
  if (!booked) return { payment: p, fee: cb.fee };
  const after = await payment.recordChargeback(tx, p, { amount: cb.amount, fee: split.tbs, kind: 'chargeback', note: cb.chargebackId }, { now, source });
  return { payment: after, fee: split.tbs + split.available };
}

/** A won rebuttal: the issuer returns the amount (the fee is kept, as the schemes do). */
export async function bookWin(tx: Tx, p: TransactionRow, cb: ChargebackRow, source: Source, now: Date): Promise<TransactionRow> {
  const reference = `${cb.chargebackId}:won`;
  const booked = await once(tx, WON_KIND, reference, p.merchantNo, () =>
    ledger.post(tx, {
      kind: WON_KIND,
      reference,
      merchantNo: p.merchantNo,
      at: now,
      postings: [
        { account: { merchantNo: null, currency: p.currency, bucket: 'clearing' }, amount: -cb.amount },
        { account: { merchantNo: p.merchantNo, currency: p.currency, bucket: bucketOf(p) }, amount: cb.amount },
      ],
    }),
  );
  if (!booked) return p;
  return payment.recordChargeback(tx, p, { amount: -cb.amount, fee: 0n, kind: 'chargebackReversed', note: cb.chargebackId }, { now, source });
}

/** A lost second rebuttal: the scheme's penalty leaves the merchant (as feeSplit allows); returns what was taken. */
export async function bookPenalty(tx: Tx, p: TransactionRow, cb: ChargebackRow, penalty: bigint, source: Source, now: Date): Promise<bigint> {
  const split = await feeSplit(tx, p, penalty, 0n);
  const taken = split.tbs + split.available;
  const reference = `${cb.chargebackId}:penalty`;
  if (taken === 0n) return 0n;
  const booked = await once(tx, PENALTY_KIND, reference, p.merchantNo, () =>
    ledger.post(tx, { kind: PENALTY_KIND, reference, merchantNo: p.merchantNo, at: now, postings: feePostings(p, split) }),
  );
  if (booked) await payment.recordChargeback(tx, p, { amount: 0n, fee: split.tbs, kind: 'chargebackPenalty', note: cb.chargebackId }, { now, source });
  return taken;
}
