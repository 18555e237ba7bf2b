import { Codes } from '@crossbill/contracts/codes';
import type { PaymentResult } from '@crossbill/contracts/payment';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { applyRollups, bookCapture, bookRefund, event, rollupMove, type EventSource } from './effects.ts';
import { paymentCreated, paymentMoved } from './hooks.ts';
/** For the modules that follow a payment's money (registered at composition). */
export { onPaymentCreated, onPaymentMoved, type PaymentMove } from './hooks.ts';
import { decidePayment, minorOf, money, newArn, newTransactionId, toPaymentResult, type CreatePaymentInput } from './rules.ts';
import { announce } from './announce.ts';
import * as store from './store.ts';
import type { CardTokenRow, TransactionRow } from './store.ts';
import { screenRow, type PaymentScreen } from './screen.ts';
import { vaultCard } from './vault.ts';

export type { TransactionRow, EventRow, RollupRow, DailyRollupRow } from './store.ts';
export { rollupAmount, CAPTURE_KIND, REFUND_KIND } from './effects.ts';
export { toPaymentResult, money, minorOf } from './rules.ts';
export { kekOf, issueApiKey, liveSecretOf, backfillKeyPrefixes } from './api-keys.ts';
export { sandboxEvent, type SandboxEvent } from './sandbox-event.ts';
export { selectTestCardPayments as testCardPayments, STILL_DISPUTABLE, selectBySubscription as transactionsOfSubscription } from './store.ts';
export { chargeToken, linkSubscription, tokenOf, type CardTokenRow, type TokenCharge } from './vault.ts';
export { setTracking } from './tracking.ts';
export type { PaymentScreen } from './screen.ts';
export type { V1Extension, V1Helpers } from './v1-extension.ts';
export {
  selectRefundsOf as refundsOf,
  selectEvents as eventsOf,
  selectRollups as rollupsOf,
  selectDailyRollups as dailyRollupsOf,
  selectMonthlySales as monthlySalesOf,
} from './store.ts';
/** The channel's answer in a language, for lists, exports and mails. */
export { responseText } from './response-text.ts';

/**
 * The sandbox acquirer (DESIGN.md section 1): payments, captures, voids and the money side of
 * refunds, each written with its ledger entry, rollups and timeline event in one database
 * transaction. Refunds themselves are asked for through the refund module's one service, which
 * calls reserveRefund / bookReservedRefund / completeRefund / failRefund here. `tx` is the
 * caller's transaction (the idempotency key's, for API calls); `scope` the merchants it may touch.
 */

export interface Change {
  now: Date;
  source: EventSource;
  /** who asked, for the audit log: an operator (portal) or the merchant's server (api); none for the sandbox's history */
  actor?: { userId: number | null; ip?: string; userAgent?: string };
}

/** The audit entry of a state change someone asked for (sandbox history has no actor and writes none). */
async function auditChange(tx: Tx, c: Change, r: TransactionRow, action: string, summary: Record<string, unknown>): Promise<void> {
  if (!c.actor) return;
  await audit(tx, {
    userId: c.actor.userId,
    merchantNo: r.merchantNo,
    action,
    target: r.transactionId,
    summary: { ...summary, source: c.source },
    ip: c.actor.ip,
    userAgent: c.actor.userAgent,
  });
}

const stateError = (r: TransactionRow) => new AppError(Codes.TRANSACTION_STATE, { params: { status: r.status } });

/** A payment of the scope, locked for the rest of the transaction (not found: 404). */
export async function lockPayment(tx: Tx, scope: string[], transactionId: string): Promise<TransactionRow> {
  const row = await store.selectTransaction(tx, { transactionId, scope, lock: true });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

/**
 * Lock several payments in one fixed order (by transaction ID) before working on them: two callers
 * holding overlapping sets then wait for each other instead of deadlocking. Unknown ones are left out.
 */
export async function lockPayments(tx: Tx, scope: string[], transactionIds: string[]): Promise<Map<string, TransactionRow>> {
  const out = new Map<string, TransactionRow>();
  for (const id of [...new Set(transactionIds)].sort()) {
    const row = await store.selectTransaction(tx, { transactionId: id, scope, lock: true });
    if (row) out.set(id, row);
  }
  return out;
}

async function change(tx: Tx, before: TransactionRow, patch: Partial<store.NewTransaction>, ev: store.NewEvent[]): Promise<TransactionRow> {
  const after = await store.updateTransaction(tx, before.id, patch);
  await applyRollups(tx, rollupMove(before, after));
  await store.insertEvents(tx, ev);
  await announce(tx, before, after, after.updatedAt);
  await paymentMoved(tx, { payment: after, reference: ev[0]?.note ?? null, now: after.updatedAt });
  return after;
}

/** Create a payment: a card decides at once (test cards pick the outcome); a local method is pending. */
export async function createPayment(tx: Tx, merchantNo: string, body: CreatePaymentInput, c: Change, screen?: PaymentScreen): Promise<PaymentResult> {
  return toPaymentResult(await insertPayment(tx, merchantNo, body, c, screen));
}

/**
 * A customer-initiated card payment that stores the card in the vault when approved (a
 * subscription's first payment), linked to the subscription; the token is null when it was declined.
 */
export async function createStoredCardPayment(
  tx: Tx,
  merchantNo: string,
  body: CreatePaymentInput & { card: NonNullable<CreatePaymentInput['card']> },
  c: Change & { subscriptionId: string },
  screen: PaymentScreen,
): Promise<{ payment: TransactionRow; token: CardTokenRow | null }> {
  const p = await insertPayment(tx, merchantNo, body, c, screen, c.subscriptionId);
  const approved = p.status === 'succeeded' || p.status === 'authorized';
  return { payment: p, token: approved ? await vaultCard(tx, p, body.card, c.now) : null };
}

async function insertPayment(
  tx: Tx,
  merchantNo: string,
  body: CreatePaymentInput,
  c: Change,
  screen?: PaymentScreen,
  subscriptionId?: string,
): Promise<TransactionRow> {
  let row = decidePayment(merchantNo, body, c.now);
  if (subscriptionId) row = { ...row, subscriptionId };
  if (screen)
    ({ row } = await screenRow(
      tx,
      screen,
      row,
      {
        kind: body.paymentMethod === 'card' ? 'card' : 'local',
        cardNumber: body.card?.number,
        email: body.customerEmail,
        ip: body.customerIp,
        phone: body.customerPhone,
      },
      c.now,
    ));
  const [created] = await store.insertTransactions(tx, [row]);
  if (!created) throw new AppError(Codes.DUPLICATE_ORDER);
  let r = created;
  const events = [event(r, 'created', { status: 'pending', amount: r.amount, source: c.source, at: c.now })];
  if (r.status !== 'pending')
    events.push(event(r, r.status, { status: r.status, amount: r.amount, note: r.responseMessage ?? undefined, source: c.source, at: c.now }));
  if (r.status === 'succeeded') {
    const entryId = await bookCapture(tx, { ...r, amount: r.capturedAmount, at: c.now });
    r = await store.updateTransaction(tx, r.id, { ledgerEntryId: entryId });
  }
  await applyRollups(tx, rollupMove(null, r));
  await store.insertEvents(tx, events);
  await announce(tx, null, r, c.now);
  await paymentCreated(tx, r, body, c);
  return r;
}

/**
 * Capture an authorization, in full or in part (at most the authorized amount), once. The Payment
 * API and the portal both come here: same rules, postings, events and audit.
 */
export async function capturePayment(tx: Tx, scope: string[], q: { transactionId: string; amount?: string }, c: Change): Promise<PaymentResult> {
  const r = await lockPayment(tx, scope, q.transactionId);
  if (r.type !== 'authorization' || r.status !== 'authorized') throw stateError(r);
  const amount = q.amount === undefined ? r.amount : minorOf(q.amount, r.currency, 'amount');
  if (amount > r.amount) throw fieldError('amount', 'payment.captureExceeds', { max: money(r.amount, r.currency), currency: r.currency });
  const entryId = await bookCapture(tx, { ...r, amount, at: c.now });
  const after = await change(
    tx,
    r,
    { status: 'succeeded', capturedAmount: amount, arn: newArn(), ledgerEntryId: entryId, completedAt: c.now, updatedAt: c.now },
    [event(r, 'captured', { status: 'succeeded', amount, source: c.source, at: c.now })],
  );
  await auditChange(tx, c, r, 'transaction.capture', { amount: money(amount, r.currency), authorized: money(r.amount, r.currency), currency: r.currency });
  return toPaymentResult(after);
}

/** Release an authorization that was not captured (no money was booked for it); the Payment API and the portal both come here. */
export async function voidPayment(tx: Tx, scope: string[], q: { transactionId: string }, c: Change): Promise<PaymentResult> {
  const r = await lockPayment(tx, scope, q.transactionId);
  if (r.type !== 'authorization' || r.status !== 'authorized') throw stateError(r);
  const after = await change(tx, r, { status: 'voided', completedAt: c.now, updatedAt: c.now }, [
    event(r, 'voided', { status: 'voided', source: c.source, at: c.now }),
  ]);
  await auditChange(tx, c, r, 'transaction.void', { amount: money(r.amount, r.currency), currency: r.currency });
  return toPaymentResult(after);
}

/**
 * What may still be refunded: captured, less refunded, refunds in progress and what chargebacks hold
 * (no double loss: a cardholder charged back is not refunded the same money again). The same bound
 * limits a new chargeback: the issuer cannot take back more than the payment still holds.
 */
export const refundable = (p: Pick<TransactionRow, 'capturedAmount' | 'refundedAmount' | 'refundPendingAmount' | 'chargebackAmount'>) =>
  p.capturedAmount - p.refundedAmount - p.refundPendingAmount - p.chargebackAmount;

/**
 * A chargeback's money on its payment (locked by the caller), written by the dispute module beside
 * its ledger entry: `amount` what the chargeback now holds of the payment (negative when a won one
 * gives it back); `fee` fees and penalties taken from to-be-settled, which the settlement batch nets.
 */
export async function recordChargeback(
  tx: Tx,
  p: TransactionRow,
  q: { amount: bigint; fee: bigint; kind: string; note: string },
  c: Change,
): Promise<TransactionRow> {
  return change(tx, p, { chargebackAmount: p.chargebackAmount + q.amount, chargebackFee: p.chargebackFee + q.fee, updatedAt: c.now }, [
    event(p, q.kind, { amount: q.amount < 0n ? -q.amount : q.amount, note: q.note, source: c.source, at: c.now }),
  ]);
}

const refundState = (captured: bigint, refunded: bigint) => (refunded === 0n ? 'none' : refunded >= captured ? 'full' : 'partial');

/**
 * Reserve a refund of `p` (the payment, locked by the caller): a pending refund transaction of
 * `amount` minor units, counted against the refundable amount until completeRefund, failRefund or
 * bookReservedRefund closes it. The refund module decides which (review, channel); it is the one
 * entry point for refunds, whoever asks.
 */
export async function reserveRefund(
  tx: Tx,
  p: TransactionRow,
  q: { amount: bigint; reason?: string; merchantRefundId?: string },
  c: Change,
): Promise<{ payment: TransactionRow; refund: TransactionRow }> {
  if (p.type === 'refund' || p.status !== 'succeeded') throw stateError(p);
  const max = refundable(p);
  if (q.amount <= 0n || q.amount > max) throw new AppError(Codes.REFUND_EXCEEDS, { params: { max: money(max, p.currency), currency: p.currency } });
  const [refund] = await store.insertTransactions(tx, [
    {
      transactionId: newTransactionId('R', c.now),
      merchantNo: p.merchantNo,
      merchantOrderId: p.merchantOrderId,
      originalTransactionId: p.transactionId,
      type: 'refund',
      status: 'pending',
      amount: q.amount,
      currency: p.currency,
      paymentMethod: p.paymentMethod,
      cardBin: p.cardBin,
      cardLast4: p.cardLast4,
      cardCountry: p.cardCountry,
      reason: q.reason ?? null,
      merchantRefundId: q.merchantRefundId ?? null,
      createdAt: c.now,
      updatedAt: c.now,
    },
  ]);
  if (!refund) throw new AppError(Codes.DUPLICATE_ORDER);
  await applyRollups(tx, rollupMove(null, refund));
  await store.insertEvents(tx, [event(refund, 'created', { status: 'pending', amount: q.amount, note: q.reason, source: c.source, at: c.now })]);
  const payment = await change(tx, p, { refundPendingAmount: p.refundPendingAmount + q.amount, updatedAt: c.now }, [
    event(p, 'refundRequested', { amount: q.amount, note: refund.transactionId, source: c.source, at: c.now }),
  ]);
  return { payment, refund };
}

/** Book a refund just reserved in this transaction (its rows are still locked): the channel answered at once. */
export async function bookReservedRefund(
  tx: Tx,
  r: { payment: TransactionRow; refund: TransactionRow },
  c: Change,
): Promise<{ payment: TransactionRow; refund: TransactionRow }> {
  return settleRefund(tx, r.payment, r.refund, true, c);
}

/** Book a pending refund (a review approved it, or the channel confirmed it). */
export async function completeRefund(tx: Tx, scope: string[], refundId: string, c: Change): Promise<PaymentResult> {
  const refund = await lockPayment(tx, scope, refundId);
  if (refund.type !== 'refund' || refund.status !== 'pending') throw stateError(refund);
  const payment = await lockPayment(tx, scope, refund.originalTransactionId!);
  return toPaymentResult((await settleRefund(tx, payment, refund, true, c)).refund);
}

/** Close a pending refund without money moving (declined in review, refused by the channel). */
export async function failRefund(tx: Tx, scope: string[], refundId: string, c: Change & { note?: string }): Promise<PaymentResult> {
  const refund = await lockPayment(tx, scope, refundId);
  if (refund.type !== 'refund' || refund.status !== 'pending') throw stateError(refund);
  const payment = await lockPayment(tx, scope, refund.originalTransactionId!);
  return toPaymentResult((await settleRefund(tx, payment, refund, false, c)).refund);
}

async function settleRefund(
  tx: Tx,
  p: TransactionRow,
  refund: TransactionRow,
  ok: boolean,
  c: Change & { note?: string },
): Promise<{ payment: TransactionRow; refund: TransactionRow }> {
  const at = c.now;
  const refunded = ok ? p.refundedAmount + refund.amount : p.refundedAmount;
  let entryId: number | null = null;
  // the shares split off the payment come back first (proportionally), so that a settled merchant
  // that passed them on can still refund the whole
  if (ok) await paymentMoved(tx, { payment: { ...p, refundedAmount: refunded }, reference: refund.transactionId, now: at });
  if (ok)
    entryId = await bookRefund(tx, {
      merchantNo: p.merchantNo,
      transactionId: refund.transactionId,
      currency: p.currency,
      amount: refund.amount,
      settled: p.settledAt !== null,
      at,
    });
  const payment = await change(
    tx,
    p,
    {
      refundPendingAmount: p.refundPendingAmount - refund.amount,
      refundedAmount: refunded,
      refundState: refundState(p.capturedAmount, refunded),
      updatedAt: at,
    },
    [event(p, ok ? 'refunded' : 'refundFailed', { amount: refund.amount, note: refund.transactionId, source: c.source, at })],
  );
  const after = await change(
    tx,
    refund,
    ok
      ? { status: 'succeeded', arn: newArn(), ledgerEntryId: entryId, responseCode: '00', responseMessage: 'Approved', completedAt: at, updatedAt: at }
      : { status: 'failed', responseMessage: c.note ?? null, completedAt: at, updatedAt: at },
    [event(refund, ok ? 'succeeded' : 'failed', { status: ok ? 'succeeded' : 'failed', amount: refund.amount, note: c.note, source: c.source, at })],
  );
  return { payment, refund: after };
}

/** Sandbox: the customer pays, fails or lets a pending local payment expire. */
export async function resolveLocalPayment(
  tx: Tx,
  scope: string[],
  q: { transactionId: string; outcome: 'pay' | 'fail' | 'expire' },
  c: Change,
): Promise<PaymentResult> {
  const r = await lockPayment(tx, scope, q.transactionId);
  if (r.status !== 'pending' || r.cardBin !== null || r.type === 'refund') throw stateError(r);
  const at = c.now;
  if (q.outcome === 'pay') {
    const entryId = await bookCapture(tx, { ...r, amount: r.amount, at });
    const patch = {
      status: 'succeeded' as const,
      capturedAmount: r.amount,
      ledgerEntryId: entryId,
      arn: newArn(),
      responseCode: '00',
      responseMessage: 'Paid',
      completedAt: at,
      updatedAt: at,
    };
    return toPaymentResult(await change(tx, r, patch, [event(r, 'succeeded', { status: 'succeeded', amount: r.amount, source: c.source, at })]));
  }
  const status = q.outcome === 'fail' ? ('failed' as const) : ('expired' as const);
  const message = q.outcome === 'fail' ? 'Payment failed at the provider' : 'Not paid in time';
  const patch = { status, responseCode: q.outcome === 'fail' ? '05' : 'EX', responseMessage: message, completedAt: at, updatedAt: at };
  return toPaymentResult(await change(tx, r, patch, [event(r, status, { status, note: message, source: c.source, at })]));
}

/** The recurring expiry job: pending local payments past their time become expired. Idempotent. */
export async function expirePendingPayments(db: Db, now: Date, batch = 200): Promise<number> {
  let done = 0;
  for (;;) {
    const due = await store.selectExpiredPending(db, now, batch);
    for (const d of due)
      await db.transaction(async (tx) => {
        const r = await store.selectTransaction(tx, { transactionId: d.transactionId, scope: [d.merchantNo], lock: true });
        if (r?.status === 'pending')
          await resolveLocalPayment(tx, [d.merchantNo], { transactionId: d.transactionId, outcome: 'expire' }, { now, source: 'job' });
      });
    done += due.length;
    if (due.length < batch) return done;
  }
}

/** One transaction in scope (by its id, or a payment by the merchant's order id). */
export async function getPayment(db: Executor, scope: string[], q: { transactionId?: string; merchantOrderId?: string }): Promise<TransactionRow> {
  const row = q.transactionId
    ? await store.selectTransaction(db, { transactionId: q.transactionId, scope })
    : q.merchantOrderId && scope.length === 1
      ? await store.selectByOrder(db, { merchantNo: scope[0]!, merchantOrderId: q.merchantOrderId })
      : null;
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

/** The payment an ARN names within the scope, or null (an alert that matches nothing). */
export const findByArn = (db: Executor, scope: string[], arn: string): Promise<TransactionRow | null> => store.selectByArn(db, { scope, arn });
