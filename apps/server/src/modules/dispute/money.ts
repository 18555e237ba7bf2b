import { convert, isCurrency, toMinor, type Currency } from '@crossbill/contracts/money';
import type { Tx } from '../../platform/db/client.ts';
import * as ledger from '../ledger/service.ts';
import type { RateSource } from '../exchange/service.ts';
import * as payment from '../payment/service.ts';
import type { TransactionRow } from '../payment/service.ts';
import type { ServerDeps } from '../../deps.ts';
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

/** The provider's dispute prices of the server's config, at the server's rates. */
export const pricingOf = (deps: Pick<ServerDeps, 'config' | 'rates'>): DisputePricing => ({
  feeUsd: deps.config.CHARGEBACK_FEE_USD,
  penaltyUsd: deps.config.SECOND_REBUTTAL_PENALTY_USD,
  rates: deps.rates,
});

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

/** Where a debit of the merchant comes from: the payment's to-be-settled, available, and what it then owes. */
interface Split {
  tbs: bigint;
  available: bigint;
  owed: bigint;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Where a chargeback's amount and fee (or a penalty: amount 0) are taken. The amount comes from the
 * payment's bucket: to-be-settled before settlement (its batch nets it), else available. The fee
 * comes from what this payment still holds in to-be-settled (so that no other payment's batch comes
 * up short), then from available. Whatever available cannot cover is owed: a scheme takes a
 * chargeback from the provider whatever the merchant holds, so the provider books the debt (a
 * merchant balance never goes negative, DESIGN.md section 4) and recovers it from the merchant's
 * next incoming funds (ledger.post).
 */
async function splitOf(tx: Tx, p: TransactionRow, amount: bigint, fee: bigint): Promise<{ amount: Split; fee: Split }> {
  const account = await ledger.findAccount(tx, { merchantNo: p.merchantNo, currency: p.currency as Currency, bucket: 'available' });
  let free = account && account.balance > 0n ? account.balance : 0n;
  let a: Split = { tbs: amount, available: 0n, owed: 0n };
  if (p.settledAt !== null) {
    a = { tbs: 0n, available: min(free, amount), owed: amount - min(free, amount) };
    free -= a.available;
  }
  if (fee <= 0n) return { amount: a, fee: { tbs: 0n, available: 0n, owed: 0n } };
  const own = p.settledAt === null ? p.capturedAmount - p.refundedAmount - p.refundPendingAmount - p.chargebackAmount - p.chargebackFee - amount : 0n;
  const tbs = own > 0n ? min(own, fee) : 0n;
  const available = min(free, fee - tbs);
  return { amount: a, fee: { tbs, available, owed: fee - tbs - available } };
}

/** A split debit of the merchant (one posting per bucket) and the provider's accounts it goes to. */
function debitPostings(p: TransactionRow, parts: Split[], to: Array<['clearing' | 'fee_income', bigint]>) {
  const sum = (k: keyof Split) => parts.reduce((n, s) => n + s[k], 0n);
  const merchant = (bucket: 'to_be_settled' | 'available' | 'owed', amount: bigint) =>
    amount > 0n ? [{ account: { merchantNo: p.merchantNo, currency: p.currency, bucket }, amount: -amount }] : [];
  return [
    ...merchant('to_be_settled', sum('tbs')),
    ...merchant('available', sum('available')),
    ...merchant('owed', sum('owed')),
    ...to.filter(([, amount]) => amount > 0n).map(([bucket, amount]) => ({ account: { merchantNo: null, currency: p.currency, bucket }, amount })),
  ];
}

/**
 * The chargeback arrives: its amount goes back to the issuer (clearing), its fee to the provider
 * (splitOf says from where). Returns the payment after and the fee charged.
 */
export async function bookArrival(tx: Tx, p: TransactionRow, cb: ChargebackRow, source: Source, now: Date): Promise<TransactionRow> {
  const split = await splitOf(tx, p, cb.amount, cb.fee);
  const reference = `${cb.chargebackId}:raise`;
  const booked = await once(tx, CHARGEBACK_KIND, reference, p.merchantNo, () =>
    ledger.post(tx, {
      kind: CHARGEBACK_KIND,
      reference,
      merchantNo: p.merchantNo,
      at: now,
      postings: debitPostings(
        p,
        [split.amount, split.fee],
        [
          ['clearing', cb.amount],
          ['fee_income', cb.fee],
        ],
      ),
    }),
  );
  if (!booked) return p;
  return payment.recordChargeback(tx, p, { amount: cb.amount, fee: split.fee.tbs, kind: 'chargeback', note: cb.chargebackId }, { now, source });
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

/** A lost second rebuttal: the scheme's penalty leaves the merchant (splitOf says from where); returns it. */
export async function bookPenalty(tx: Tx, p: TransactionRow, cb: ChargebackRow, penalty: bigint, source: Source, now: Date): Promise<bigint> {
  if (penalty <= 0n) return 0n;
  const split = await splitOf(tx, p, 0n, penalty);
  const reference = `${cb.chargebackId}:penalty`;
  const booked = await once(tx, PENALTY_KIND, reference, p.merchantNo, () =>
    ledger.post(tx, { kind: PENALTY_KIND, reference, merchantNo: p.merchantNo, at: now, postings: debitPostings(p, [split.fee], [['fee_income', penalty]]) }),
  );
  if (booked) await payment.recordChargeback(tx, p, { amount: 0n, fee: split.fee.tbs, kind: 'chargebackPenalty', note: cb.chargebackId }, { now, source });
  return penalty;
}
