import { reversalStep, reversalTarget } from '@crossbill/contracts/dividend-math';
import type { Currency } from '@crossbill/contracts/money';
import type { Db, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import * as ledger from '../ledger/service.ts';
import type { RateSource } from '../exchange/service.ts';
import { lockPayment, onPaymentCreated, onPaymentMoved, type TransactionRow } from '../payment/service.ts';
import { createSplits } from './service.ts';
import * as store from './store.ts';
import type { SplitRow } from './store.ts';

/**
 * The money of splits (decisions in contracts dividend.ts).
 *
 * Settlement: splits settle in their own step after the payment's settlement batch (the batch puts
 * the merchant's net on its available balance; `settleDueSplits` then moves each share on), run by
 * its own idempotent job and by `npm run ops -- dividend settle`. The settlement module is left as
 * it is: a batch stays one entry per merchant and currency, and each share is an entry of its own
 * whose reference is the split ID, so every cent is traceable per split.
 * - member receiver: merchant available → receiver available (`dividend.share`);
 * - external receiver: merchant available → payouts in transit (`dividend.share`), then the rail's
 *   confirmation in → external bank (`dividend.payout`; the sandbox rail confirms at once).
 * A share the merchant's available balance cannot cover (it paid the funds out meanwhile) fails;
 * the merchant keeps the money, the split shows `failed` with its reason.
 *
 * Refunds and chargebacks: whatever takes money back from the payment (refund, chargeback, a won
 * chargeback giving it back) calls `follow` in its own transaction through the payment module's
 * hooks, so every entry point does. It brings the splits' reversed total to Σshares × taken / base
 * (dividend-math.ts), spreading each step over the splits by largest remainder. Before settlement
 * only the pending shares shrink; after it the receiver pays its part back (`dividend.reverse`;
 * from its available balance, and what that cannot cover becomes what it owes, recovered from its
 * next funds) and a won chargeback restores it (`dividend.restore`).
 */

export const SHARE_KIND = 'dividend.share';
export const PAYOUT_KIND = 'dividend.payout';
export const REVERSE_KIND = 'dividend.reverse';
export const RESTORE_KIND = 'dividend.restore';

const CLOSED = ['failed', 'voided', 'expired'];

/** Debit a merchant's available balance by `amount`, what it cannot cover going to what it owes. */
async function debitOrOwe(tx: Tx, merchantNo: string, currency: Currency, amount: bigint): Promise<ledger.PostingInput[]> {
  const available = await ledger.ensureAccount(tx, { merchantNo, currency, bucket: 'available' });
  const [locked] = await ledger.lockAccounts(tx, [available.id]);
  const take = locked!.balance < amount ? (locked!.balance > 0n ? locked!.balance : 0n) : amount;
  return [
    ...(take > 0n ? [{ account: available.id, amount: -take }] : []),
    ...(amount - take > 0n ? [{ account: { merchantNo, currency, bucket: 'owed' as const }, amount: -(amount - take) }] : []),
  ];
}

/** The receiver's side of a split's money: its available balance (member) or the payee's bank (external). */
const receiverAccount = (s: SplitRow): ledger.AccountKey =>
  s.receiverMerchantNo
    ? { merchantNo: s.receiverMerchantNo, currency: s.currency, bucket: 'available' }
    : { merchantNo: null, currency: s.currency, bucket: 'external_bank' };

/** Move `amount` (> 0) of a settled split back to the merchant, or (restore) once more to the receiver. */
async function postStep(tx: Tx, s: SplitRow, amount: bigint, back: boolean, at: Date): Promise<number> {
  const currency = s.currency as Currency;
  const merchantAvailable = { account: { merchantNo: s.merchantNo, currency, bucket: 'available' as const } };
  const postings: ledger.PostingInput[] = back
    ? [
        ...(s.receiverMerchantNo ? await debitOrOwe(tx, s.receiverMerchantNo, currency, amount) : [{ account: receiverAccount(s), amount: -amount }]),
        { ...merchantAvailable, amount },
      ]
    : [...(await debitOrOwe(tx, s.merchantNo, currency, amount)), { account: receiverAccount(s), amount }];
  const { entry } = await ledger.post(tx, { kind: back ? REVERSE_KIND : RESTORE_KIND, reference: s.splitId, merchantNo: s.merchantNo, at, postings });
  return entry.id;
}

/**
 * Bring a payment's splits in line with what has gone back to the customer (idempotent: a second
 * call with the same payment changes nothing). The payment is locked by the caller.
 */
export async function follow(tx: Tx, p: TransactionRow, o: { reference: string | null; now: Date }): Promise<void> {
  const splits = await store.selectSplitsOfPayment(tx, { merchantNo: p.merchantNo, transactionId: p.transactionId, lock: true });
  if (splits.length === 0) return;
  if (CLOSED.includes(p.status)) return failPending(tx, splits, 'payment_failed', o.now);
  if (p.status !== 'succeeded') return;
  const taken = p.amount - p.capturedAmount + p.refundedAmount + p.chargebackAmount;
  const target = reversalTarget(
    splits.reduce((s, x) => s + x.amount, 0n),
    taken > p.amount ? p.amount : taken,
    p.amount,
  );
  const delta = target - splits.reduce((s, x) => s + x.reversedAmount, 0n);
  const steps = reversalStep(
    delta,
    splits.map((s) => ({ share: s.amount, reversed: s.reversedAmount })),
  );
  for (const [i, s] of splits.entries()) {
    const step = steps[i]!;
    if (step === 0n) continue;
    const reversed = s.reversedAmount + step;
    const moved = s.status !== 'pending';
    const entryId = moved ? await postStep(tx, s, step > 0n ? step : -step, step > 0n, o.now) : null;
    await store.updateSplit(tx, s.id, {
      reversedAmount: reversed,
      status: moved ? (reversed === s.amount ? 'reversed' : 'settled') : 'pending',
      updatedAt: o.now,
    });
    await store.insertEvents(tx, [
      {
        splitId: s.id,
        kind: moved ? (step > 0n ? 'reversed' : 'restored') : step > 0n ? 'reduced' : 'restored',
        amount: step > 0n ? step : -step,
        entryId,
        reference: o.reference,
        createdAt: o.now,
      },
    ]);
  }
}

async function failPending(tx: Tx, splits: SplitRow[], reason: string, now: Date): Promise<void> {
  for (const s of splits) {
    if (s.status !== 'pending') continue;
    await store.updateSplit(tx, s.id, { status: 'failed', failureReason: reason, updatedAt: now });
    await store.insertEvents(tx, [{ splitId: s.id, kind: 'failed', amount: s.amount - s.reversedAmount, createdAt: now }]);
  }
}

/** Settle the pending splits of one settled payment, in one transaction (payment locked first, like every mover). */
async function settlePayment(tx: Tx, q: { merchantNo: string; transactionId: string; now: Date }): Promise<number> {
  const p = await lockPayment(tx, [q.merchantNo], q.transactionId);
  await follow(tx, p, { reference: null, now: q.now });
  const pending = (await store.selectSplitsOfPayment(tx, { merchantNo: p.merchantNo, transactionId: p.transactionId, lock: true })).filter(
    (s) => s.status === 'pending',
  );
  if (p.settledAt === null || pending.length === 0) return 0;
  const currency = p.currency as Currency;
  const due = pending.reduce((s, x) => s + x.amount - x.reversedAmount, 0n);
  const available = await ledger.findAccount(tx, { merchantNo: p.merchantNo, currency, bucket: 'available' });
  const [locked] = available ? await ledger.lockAccounts(tx, [available.id]) : [];
  if ((locked?.balance ?? 0n) < due) {
    await failPending(tx, pending, 'insufficient_balance', q.now);
    await audit(tx, { userId: null, merchantNo: p.merchantNo, action: 'dividend.settle.failed', target: p.transactionId, summary: { due: due.toString() } });
    return 0;
  }
  for (const s of pending) {
    const amount = s.amount - s.reversedAmount;
    let entryId: number | null = null;
    if (amount > 0n) {
      const posted = await ledger.post(tx, {
        kind: SHARE_KIND,
        reference: s.splitId,
        merchantNo: s.merchantNo,
        at: q.now,
        postings: [
          { account: { merchantNo: s.merchantNo, currency, bucket: 'available' }, amount: -amount },
          {
            account: s.receiverMerchantNo ? receiverAccount(s) : { merchantNo: null, currency, bucket: 'payouts_in_transit' },
            amount,
          },
        ],
      });
      entryId = posted.entry.id;
      if (!s.receiverMerchantNo)
        await ledger.post(tx, {
          kind: PAYOUT_KIND,
          reference: s.splitId,
          merchantNo: s.merchantNo,
          at: q.now,
          postings: ledger.payoutPostings.settle(currency, amount),
        });
    }
    await store.updateSplit(tx, s.id, { status: amount > 0n ? 'settled' : 'reversed', settledAmount: amount, settledAt: q.now, updatedAt: q.now });
    await store.insertEvents(tx, [{ splitId: s.id, kind: 'settled', amount, entryId, createdAt: q.now }]);
  }
  await audit(tx, {
    userId: null,
    merchantNo: p.merchantNo,
    action: 'dividend.settle',
    target: p.transactionId,
    summary: { splits: pending.map((s) => s.splitId), amount: due.toString() },
  });
  return pending.length;
}

/**
 * The split step of settlement: every payment with pending splits that has settled (or closed
 * without money) moves on, one transaction per payment. Running it again settles nothing twice.
 */
export async function settleDueSplits(db: Db, q: { now: Date; merchantNo?: string }): Promise<{ payments: number; splits: number }> {
  let payments = 0;
  let splits = 0;
  for (;;) {
    const due = await store.selectDuePayments(db, { merchantNo: q.merchantNo, limit: 200 });
    if (due.length === 0) break;
    let progressed = 0;
    for (const d of due) {
      const n = await db.transaction((tx) => settlePayment(tx, { ...d, now: q.now }));
      payments += 1;
      splits += n;
      progressed += 1;
    }
    if (progressed < 200) break;
  }
  return { payments, splits };
}

let unregister: Array<() => void> = [];
/**
 * Registered once at composition (app.ts): splits given with a payment (Payment API `splits`), and
 * every move of a payment's money followed by its splits.
 */
export function registerDividendHooks(rates: RateSource): void {
  for (const u of unregister) u();
  unregister = [
    onPaymentCreated(async (tx, payment, body, c) => {
      if (!body.splits || body.splits.length === 0) return;
      await createSplits(tx, {
        payment,
        instructions: body.splits,
        field: 'splits',
        source: c.source === 'api' ? 'api' : 'sandbox',
        actor: { userId: null },
        rates,
        now: c.now,
      });
    }),
    onPaymentMoved(async (tx, move) => {
      await follow(tx, move.payment, { reference: move.reference, now: move.now });
    }),
  ];
}
