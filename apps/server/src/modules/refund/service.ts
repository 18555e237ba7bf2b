import { maskCard } from '@crossbill/contracts/card';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import { convert, isCurrency, toMinor, MoneyError, amountSchema } from '@crossbill/contracts/money';
import {
  OFFLINE_REFUND_METHODS,
  moneyText,
  type RefundableInfo,
  type RefundDetail,
  type RefundFilters,
  type RefundItem,
  type RefundStatus,
  type ReviewStatus,
} from '@crossbill/contracts/refund';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import * as payment from '../payment/service.ts';
import type { TransactionRow } from '../payment/service.ts';
import { sandboxPricing, type Pricing } from '../exchange/service.ts';
import { toListFilter } from '../transaction/service.ts';
import * as store from './store.ts';
import type { RefundRow } from './store.ts';

/**
 * Refunds from the portal (spec 2, 3, 4). The payment module moves the money: a refund is created
 * pending (its amount reserved against the refundable amount) and booked only when it completes;
 * a declined or failed one releases the reservation. Above the review threshold (USD, converted at
 * the mid rate) a refund waits for the provider's review (`npm run ops -- refunds ...`).
 */

export interface Actor {
  userId: number | null;
  name: string | null;
  ip?: string;
  userAgent?: string;
}

const rates: Pricing['rates'] = sandboxPricing(0).rates;

/** USD cents of an amount (mid rate, half-up), the review threshold's measure. */
async function usdCents(minor: bigint, currency: string, now: Date): Promise<bigint> {
  if (!isCurrency(currency) || currency === 'USD') return minor;
  return convert(minor, currency, 'USD', await rates.mid(currency, 'USD', now));
}

/** A decimal string of the form → minor units of the payment's currency, or the field's message. */
function amountOf(value: string, currency: string): bigint {
  if (!isCurrency(currency)) throw fieldError('amount', 'money.unknownCurrency', { currency });
  const parsed = amountSchema(currency).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError('amount', issue.message, (issue as { params?: Record<string, unknown> }).params ?? {});
  }
  try {
    const minor = toMinor(parsed.data, currency);
    if (minor <= 0n) throw fieldError('amount', 'refund.amountPositive');
    return minor;
  } catch (e) {
    if (e instanceof MoneyError) throw fieldError('amount', e.messageKey, e.params);
    throw e;
  }
}

export async function refundableOf(db: Executor, scope: string[], transactionId: string): Promise<RefundableInfo> {
  const p = await payment.getPayment(db, scope, { transactionId });
  const m = (v: bigint) => moneyText(v, p.currency);
  return {
    transactionId,
    currency: p.currency,
    captured: m(p.capturedAmount),
    refunded: m(p.refundedAmount),
    pending: m(p.refundPendingAmount),
    refundable: m(p.type === 'refund' || p.status !== 'succeeded' ? 0n : payment.refundable(p)),
  };
}

/** Apply for a refund of a captured payment in `tx` (the idempotency key's transaction). */
export async function applyRefund(
  tx: Tx,
  o: { scope: string[]; transactionId: string; amount: string; reason: string; actor: Actor; thresholdUsd: string; now: Date; batchNo?: string },
): Promise<RefundItem> {
  // locked first: whether this refund is full is read from what no concurrent refund can change meanwhile
  const p = await payment.lockPayment(tx, o.scope, o.transactionId);
  if (p.type === 'refund') throw new AppError(Codes.TRANSACTION_STATE, { params: { status: p.type } });
  const amount = amountOf(o.amount, p.currency);
  const change = { now: o.now, source: 'portal' as const };
  // the payment module locks the payment row and refuses above captured − refunded − pending
  const pending = await payment.refundPayment(tx, [p.merchantNo], { transactionId: p.transactionId, amount: moneyText(amount, p.currency), reason: o.reason, status: 'pending' }, change);
  const usd = await usdCents(amount, p.currency, o.now);
  const review = usd > toMinor(o.thresholdUsd, 'USD');
  const offline = (OFFLINE_REFUND_METHODS as readonly string[]).includes(p.paymentMethod);
  const full = amount === p.capturedAmount - p.refundedAmount;
  let status: RefundStatus = review ? 'pending_review' : offline ? 'cannot_refund_online' : 'in_progress';
  let row = await store.insertRefund(tx, {
    refundId: pending.transactionId,
    merchantNo: p.merchantNo,
    transactionId: p.transactionId,
    type: full ? 'full' : 'partial',
    status,
    reviewStatus: review ? 'to_be_reviewed' : 'none',
    amount,
    currency: p.currency,
    amountUsd: usd,
    reason: o.reason,
    applicantUserId: o.actor.userId,
    applicant: o.actor.name,
    batchNo: o.batchNo ?? null,
    appliedAt: o.now,
    updatedAt: o.now,
  });
  if (status === 'in_progress') {
    // the sandbox channel answers at once; money moves now, from to-be-settled or available
    await payment.completeRefund(tx, [p.merchantNo], row.refundId, change);
    status = 'succeeded';
    row = await store.updateRefund(tx, row.id, { status, completedAt: o.now, updatedAt: o.now });
  }
  await audit(tx, {
    userId: o.actor.userId,
    merchantNo: p.merchantNo,
    action: 'refund.apply',
    target: row.refundId,
    summary: { transactionId: p.transactionId, amount: moneyText(amount, p.currency), currency: p.currency, status, batchNo: o.batchNo ?? null },
    ip: o.actor.ip,
    userAgent: o.actor.userAgent,
  });
  return toItem(row, await payment.getPayment(tx, [p.merchantNo], { transactionId: row.refundId }), p);
}

// ---- the provider's side (ops CLI) ----

export type ProviderDecision = 'approve' | 'reject' | 'complete' | 'fail';

/**
 * A provider decision on a refund. approve: a pending review becomes approved and refunded (or
 * manual processing when the method cannot refund online); reject: review rejected, the
 * reservation released; complete / fail: the end of manual processing (or of a refund that
 * cannot go online).
 */
export async function decide(db: Db, o: { refundId: string; decision: ProviderDecision; comment?: string; now: Date }): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const r = await store.selectRefund(tx, { refundId: o.refundId, scope: null, lock: true });
    if (!r) throw new AppError(Codes.NOT_FOUND);
    const scope = [r.merchantNo];
    const change = { now: o.now, source: 'job' as const };
    const allowed: Record<ProviderDecision, RefundStatus[]> = {
      approve: ['pending_review'],
      reject: ['pending_review'],
      complete: ['manual_processing', 'cannot_refund_online'],
      fail: ['manual_processing', 'cannot_refund_online'],
    };
    if (!allowed[o.decision].includes(r.status)) throw new AppError(Codes.TRANSACTION_STATE, { params: { status: r.status } });
    let patch: Partial<store.NewRefund>;
    if (o.decision === 'approve') {
      const p = await payment.getPayment(tx, scope, { transactionId: r.transactionId });
      if ((OFFLINE_REFUND_METHODS as readonly string[]).includes(p.paymentMethod)) patch = { status: 'manual_processing', reviewStatus: 'approved' };
      else {
        await payment.completeRefund(tx, scope, r.refundId, change);
        patch = { status: 'succeeded', reviewStatus: 'approved_refunded', completedAt: o.now };
      }
      patch = { ...patch, auditedAt: o.now, reviewComment: o.comment ?? null };
    } else if (o.decision === 'reject') {
      await payment.failRefund(tx, scope, r.refundId, { ...change, note: o.comment });
      patch = { status: 'review_rejected', reviewStatus: 'declined', auditedAt: o.now, reviewComment: o.comment ?? null, completedAt: o.now };
    } else if (o.decision === 'complete') {
      await payment.completeRefund(tx, scope, r.refundId, change);
      patch = { status: 'succeeded', reviewStatus: r.reviewStatus === 'approved' ? 'approved_refunded' : r.reviewStatus, completedAt: o.now };
    } else {
      await payment.failRefund(tx, scope, r.refundId, { ...change, note: o.comment });
      patch = { status: 'failed', completedAt: o.now, reviewComment: o.comment ?? r.reviewComment };
    }
    const after = await store.updateRefund(tx, r.id, { ...patch, updatedAt: o.now });
    await audit(tx, { userId: null, merchantNo: r.merchantNo, action: `refund.${o.decision}`, target: r.refundId, summary: { from: r.status, to: after.status, comment: o.comment ?? null }, userAgent: 'ops' });
    return after;
  });
}

export const openForProvider = (db: Executor, limit = 100) => store.selectByStatus(db, ['pending_review', 'manual_processing', 'cannot_refund_online'], limit);

// ---- the portal's list and detail ----

function toItem(r: RefundRow, tx: TransactionRow | null, original?: TransactionRow): RefundItem {
  return {
    refundId: r.refundId,
    transactionId: r.transactionId,
    merchantNo: r.merchantNo,
    merchantOrderId: original?.merchantOrderId ?? tx?.merchantOrderId ?? '',
    type: r.type,
    status: r.status,
    reviewStatus: r.reviewStatus as ReviewStatus,
    amount: moneyText(r.amount, r.currency),
    currency: r.currency,
    reason: r.reason,
    arn: tx?.arn ?? null,
    batchNo: r.batchNo,
    appliedAt: r.appliedAt.toISOString(),
    auditedAt: r.auditedAt?.toISOString() ?? null,
    completedAt: r.completedAt?.toISOString() ?? null,
  };
}

/** The list's filters → the store's terms within the scope; the date preset resolved against `now`. */
export function toRefundFilter(scope: string[], q: RefundFilters, now: Date): store.RefundFilter {
  const range = toListFilter(scope, { preset: q.preset, beginTime: q.beginTime, endTime: q.endTime }, now);
  return { scope, from: range.from, to: range.to, refundId: q.refundId || undefined, transactionId: q.transactionId || undefined, status: q.status, currency: q.currency };
}

export async function listRefunds(db: Executor, scope: string[], q: RefundFilters & { page: number; size: number; now: Date }): Promise<Page<RefundItem>> {
  const f = toRefundFilter(scope, q, q.now);
  const [rows, total] = await Promise.all([store.selectPage(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), store.countRows(db, f)]);
  const content = [];
  for (const r of rows) content.push(toItem(r, await payment.getPayment(db, [r.merchantNo], { transactionId: r.refundId })));
  return { content, total, page: q.page, size: q.size };
}

export async function refundDetail(db: Executor, scope: string[], refundId: string): Promise<RefundDetail> {
  const r = await store.selectRefund(db, { refundId, scope });
  if (!r) throw new AppError(Codes.NOT_FOUND);
  const [tx, p] = await Promise.all([payment.getPayment(db, scope, { transactionId: refundId }), payment.getPayment(db, scope, { transactionId: r.transactionId })]);
  const m = (v: bigint) => moneyText(v, p.currency);
  return {
    ...toItem(r, tx, p),
    applicant: r.applicant,
    reviewComment: r.reviewComment,
    paymentMethod: p.paymentMethod,
    cardNumber: maskCard(p.cardBin, p.cardLast4),
    original: {
      transactionId: p.transactionId,
      amount: m(p.amount),
      capturedAmount: m(p.capturedAmount),
      refundedAmount: m(p.refundedAmount),
      refundable: m(p.status === 'succeeded' ? payment.refundable(p) : 0n),
      status: p.status,
      time: p.createdAt.toISOString(),
    },
  };
}

