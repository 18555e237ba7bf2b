import { maskCard } from '@crossbill/contracts/card';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import { convert, isCurrency, toMinor, MoneyError, amountSchema } from '@crossbill/contracts/money';
import {
  OFFLINE_REFUND_METHODS,
  moneyText,
  type ApiRefundResult,
  type RefundSource,
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
import type { RateSource } from '../exchange/service.ts';
import type { ServerDeps } from '../../deps.ts';
import { toListFilter } from '../transaction/service.ts';
import * as store from './store.ts';
import type { RefundRow } from './store.ts';

export type { RefundRow } from './store.ts';

/**
 * The one refund service (DESIGN.md section 4): the portal's form, its batches, the merchant's
 * Payment API and the sandbox's traffic all call createRefund, so that a refund made any way is the
 * same record with the same rules, review, postings, audit and lists. The payment module moves the
 * money: a refund is reserved pending (its amount counted against the refundable amount) and booked
 * only when it completes; a declined or failed one releases the reservation. Above the review
 * threshold (USD, converted at the mid rate of the server's rate source) a refund waits for the
 * provider's review (`npm run ops -- refunds ...`); a cash voucher cannot be refunded online.
 */

/** Who asked: an operator (portal, batch), the merchant's server (api) or the sandbox. */
export interface Actor {
  source: RefundSource;
  userId: number | null;
  name: string | null;
  ip?: string;
  userAgent?: string;
}

/** What decides whether a refund waits for review: the threshold in USD and the rates that price it. */
export interface RefundPolicy {
  thresholdUsd: string;
  rates: RateSource;
}

export const refundPolicyOf = (deps: Pick<ServerDeps, 'config' | 'rates'>): RefundPolicy => ({
  thresholdUsd: deps.config.REFUND_REVIEW_THRESHOLD_USD,
  rates: deps.rates,
});

/** USD cents of an amount (mid rate, half-up), the review threshold's measure. */
async function usdCents(rates: RateSource, minor: bigint, currency: string, now: Date): Promise<bigint> {
  if (!isCurrency(currency) || currency === 'USD') return minor;
  return convert(minor, currency, 'USD', await rates.mid(currency, 'USD', now));
}

/**
 * A decimal string of the form → minor units of the payment's currency, or the `amount` field's
 * message (also the amount an RDR alert refunds).
 */
export function amountOf(value: string, currency: string): bigint {
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

export interface RefundInput {
  scope: string[];
  /** the payment's ID, or its row already locked in `tx` by the caller (a batch locks its payments first, in one order) */
  payment: string | TransactionRow;
  /** a decimal string of the payment's currency; absent: whatever remains refundable (the Payment API's default) */
  amount?: string;
  reason: string;
  /** the merchant's own reference (Payment API), unique per merchant */
  merchantRefundId?: string;
  batchNo?: string;
  actor: Actor;
  now: Date;
  /**
   * The portal's step-up for a large refund, asked once the refund is known to be possible (a refund
   * the payment cannot take is refused as such, without a factor first); its refusal rolls back `tx`.
   */
  freshFactor?: () => Promise<void>;
}

export interface CreatedRefund {
  /** the refund record the lists, detail and export read */
  request: RefundRow;
  /** the refund transaction (money side) */
  refund: TransactionRow;
  /** the payment after the refund, still locked */
  payment: TransactionRow;
}

const EVENT_SOURCE: Record<RefundSource, payment.Change['source']> = { portal: 'portal', batch: 'portal', api: 'api', sandbox: 'sandbox', alert: 'portal' };

/**
 * Refund a captured payment in `tx` (the idempotency key's transaction, or a batch row's savepoint):
 * the payment is locked once, the amount parsed once into minor units, then reserved; below the
 * threshold and online-refundable it is booked at once (the sandbox channel answers at once).
 */
export async function createRefund(tx: Tx, policy: RefundPolicy, o: RefundInput): Promise<CreatedRefund> {
  // locked first: whether this refund is full is read from what no concurrent refund can change meanwhile
  const p = typeof o.payment === 'string' ? await payment.lockPayment(tx, o.scope, o.payment) : o.payment;
  if (p.type === 'refund') throw new AppError(Codes.TRANSACTION_STATE, { params: { status: p.type } });
  const amount = o.amount === undefined ? payment.refundable(p) : amountOf(o.amount, p.currency);
  const change = { now: o.now, source: EVENT_SOURCE[o.actor.source] };
  let reserved = await payment.reserveRefund(tx, p, { amount, reason: o.reason || undefined, merchantRefundId: o.merchantRefundId }, change);
  await o.freshFactor?.();
  const usd = await usdCents(policy.rates, amount, p.currency, o.now);
  const review = usd > toMinor(policy.thresholdUsd, 'USD');
  const offline = (OFFLINE_REFUND_METHODS as readonly string[]).includes(p.paymentMethod);
  let status: RefundStatus = review ? 'pending_review' : offline ? 'cannot_refund_online' : 'in_progress';
  if (status === 'in_progress') {
    // the sandbox channel answers at once; money moves now, from to-be-settled or available
    reserved = await payment.bookReservedRefund(tx, reserved, change);
    status = 'succeeded';
  }
  const request = await store.insertRefund(tx, {
    refundId: reserved.refund.transactionId,
    merchantNo: p.merchantNo,
    transactionId: p.transactionId,
    type: amount === p.capturedAmount - p.refundedAmount ? 'full' : 'partial',
    status,
    reviewStatus: review ? 'to_be_reviewed' : 'none',
    source: o.actor.source,
    amount,
    currency: p.currency,
    amountUsd: usd,
    reason: o.reason,
    applicantUserId: o.actor.userId,
    applicant: o.actor.name,
    batchNo: o.batchNo ?? null,
    appliedAt: o.now,
    completedAt: status === 'succeeded' ? o.now : null,
    updatedAt: o.now,
  });
  await audit(tx, {
    userId: o.actor.userId,
    merchantNo: p.merchantNo,
    action: 'refund.apply',
    target: request.refundId,
    summary: {
      transactionId: p.transactionId,
      amount: moneyText(amount, p.currency),
      currency: p.currency,
      status,
      source: o.actor.source,
      batchNo: o.batchNo ?? null,
    },
    ip: o.actor.ip,
    userAgent: o.actor.userAgent,
  });
  return { request, refund: reserved.refund, payment: reserved.payment };
}

/** The portal's view of a refund just made. */
export const createdItem = (r: CreatedRefund): RefundItem => toItem(r.request, r.refund, r.payment);

/**
 * The Payment API's refunds (POST /v1/payments/{id}/refunds, wired by the composition root): the
 * merchant's server is the actor; the answer is the refund transaction with where the refund stands.
 */
export const apiRefund =
  (deps: Pick<ServerDeps, 'config' | 'rates' | 'now'>) =>
  async (
    tx: Tx,
    q: { merchantNo: string; transactionId: string; amount?: string; reason?: string; merchantRefundId?: string; ip: string; userAgent: string },
  ): Promise<ApiRefundResult> => {
    const r = await createRefund(tx, refundPolicyOf(deps), {
      scope: [q.merchantNo],
      payment: q.transactionId,
      amount: q.amount,
      reason: q.reason ?? '',
      merchantRefundId: q.merchantRefundId,
      actor: { source: 'api', userId: null, name: null, ip: q.ip, userAgent: q.userAgent },
      now: deps.now(),
    });
    return { ...payment.toPaymentResult(r.refund), refundStatus: r.request.status, reviewStatus: r.request.reviewStatus };
  };

// ---- the provider's side (ops CLI) ----

export type ProviderDecision = 'approve' | 'reject' | 'complete' | 'fail';

/**
 * A provider decision on a refund. approve: a pending review becomes approved and refunded (or
 * manual processing when the method cannot refund online); reject: review rejected, the
 * reservation released; complete / fail: the end of manual processing (or of a refund that
 * cannot go online).
 */
export async function decide(
  db: Db,
  o: { refundId: string; decision: ProviderDecision; comment?: string; now: Date; by?: 'ops' | 'sandbox' },
): Promise<RefundRow> {
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
    await audit(tx, {
      userId: null,
      merchantNo: r.merchantNo,
      action: `refund.${o.decision}`,
      target: r.refundId,
      summary: { from: r.status, to: after.status, comment: o.comment ?? null },
      userAgent: o.by ?? 'ops',
    });
    return after;
  });
}

export const openForProvider = (db: Executor, limit = 100) => store.selectByStatus(db, ['pending_review', 'manual_processing', 'cannot_refund_online'], limit);

// ---- the portal's list and detail ----

/** `tx`: the refund transaction, of which the list reads only its order ID and ARN. */
function toItem(r: RefundRow, tx: { merchantOrderId: string | null; arn: string | null } | null, original?: TransactionRow): RefundItem {
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
    source: r.source,
    appliedAt: r.appliedAt.toISOString(),
    auditedAt: r.auditedAt?.toISOString() ?? null,
    completedAt: r.completedAt?.toISOString() ?? null,
  };
}

/** The list's filters → the store's terms within the scope; the date preset resolved against `now`. */
export function toRefundFilter(scope: string[], q: RefundFilters, now: Date): store.RefundFilter {
  const range = toListFilter(scope, { preset: q.preset, beginTime: q.beginTime, endTime: q.endTime }, now);
  return {
    scope,
    from: range.from,
    to: range.to,
    refundId: q.refundId || undefined,
    transactionId: q.transactionId || undefined,
    status: q.status,
    currency: q.currency,
  };
}

export async function listRefunds(db: Executor, scope: string[], q: RefundFilters & { page: number; size: number; now: Date }): Promise<Page<RefundItem>> {
  const f = toRefundFilter(scope, q, q.now);
  const [rows, total] = await Promise.all([store.selectListPage(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), store.countRows(db, f)]);
  return { content: rows.map((r) => toItem(r, r)), total, page: q.page, size: q.size };
}

export async function refundDetail(db: Executor, scope: string[], refundId: string): Promise<RefundDetail> {
  const r = await store.selectRefund(db, { refundId, scope });
  if (!r) throw new AppError(Codes.NOT_FOUND);
  const [tx, p] = await Promise.all([
    payment.getPayment(db, scope, { transactionId: refundId }),
    payment.getPayment(db, scope, { transactionId: r.transactionId }),
  ]);
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

/** A payment's refund requests, oldest first (the dispute case file's timeline). */
export async function requestsOfPayment(db: Executor, scope: string[], transactionId: string): Promise<RefundRow[]> {
  return (await store.selectPage(db, { scope, transactionId, limit: 500, offset: 0 })).reverse();
}

/** The global search's lookup of refunds (modules/search): by exact id or prefix, within the scope, read off indexes. */
export { searchRefunds } from './store.ts';
