import crypto from 'node:crypto';
import { businessDate, filterRange } from '@crossbill/contracts/business-time';
import { maskCard } from '@crossbill/contracts/card';
import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import {
  FRAUD_BLACKLIST_ATTRIBUTES,
  FRAUD_ID_PATTERN,
  fraudScheme,
  type FraudBlacklistAttribute,
  type FraudBlacklistBody,
  type FraudDetail,
  type FraudFilters,
  type FraudItem,
  type FraudType,
} from '@crossbill/contracts/fraud';
import type { Language } from '@crossbill/contracts/constants';
import { moneyText } from '@crossbill/contracts/refund';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as payment from '../payment/service.ts';
import * as refund from '../refund/service.ts';
import { createBlacklist, listingsOf, type Operator } from '../risk/service.ts';
import { t } from '../../platform/i18n.ts';
import * as store from './store.ts';
import type { FraudRow, FraudView } from './store.ts';

/**
 * Issuer fraud reports (TC40/SAFE) on the merchant's payments. A report moves no money: it arrives
 * (sandbox call, ops, demo), the merchant reads it, may refund the payment through the one refund
 * service, and marks it reviewed once. Every change is audited in its transaction.
 */

/** Who acts: an operator of the portal, or the provider's side (sandbox, ops, demo seed). */
export type FraudActor = { kind: 'operator'; userId: number; name: string; ip?: string; userAgent?: string } | { kind: 'sandbox' | 'ops' | 'demo' };

/** FN + Beijing date + 12 random digits, like the chargeback ids. */
const newNotificationId = (now: Date) => `FN${businessDate(now).replace(/-/g, '')}${crypto.randomInt(0, 1e12).toString().padStart(12, '0')}`;

/** spec 8 'Invalid ID parameter', naming the field: one answer for a malformed, unknown or foreign id. */
const invalidId = () =>
  new AppError(Codes.INVALID_ID_PARAMETER, { data: { fieldErrors: [{ field: 'serviceId', message: 'code.invalidIdParameter', params: {} }] } });

const checkedId = (serviceId: string) => {
  if (!FRAUD_ID_PATTERN.test(serviceId)) throw invalidId();
  return serviceId;
};

/** The type an issuer reports by default: card-absent fraud of the payment's scheme (e-commerce). */
const DEFAULT_TYPE: Record<'visa' | 'mastercard', FraudType> = { visa: 'tc40_6', mastercard: 'safe_06' };

async function recordAudit(tx: Tx, row: FraudRow, action: string, actor: FraudActor, summary: Record<string, unknown>): Promise<void> {
  await audit(tx, {
    userId: actor.kind === 'operator' ? actor.userId : null,
    merchantNo: row.merchantNo,
    action: `fraud.${action}`,
    target: row.notificationId,
    summary: { ...summary, actor: actor.kind === 'operator' ? `operator:${actor.userId}` : actor.kind },
    ip: actor.kind === 'operator' ? actor.ip : undefined,
    userAgent: actor.kind === 'operator' ? actor.userAgent : actor.kind,
  });
}

export interface RaiseFraudInput {
  merchantNo: string;
  transactionId: string;
  /** default: card-absent fraud of the payment's scheme */
  fraudType?: FraudType;
  /** when the issuer reported it; default `now` */
  notifiedAt?: Date;
  actor: FraudActor & { kind: 'sandbox' | 'ops' | 'demo' };
  now: Date;
}

/**
 * The issuer reports a captured card payment as fraud. Only Visa (TC40) and Mastercard (SAFE)
 * payments can be reported, with a type of their own scheme; the report time is not in the future.
 */
export async function raiseFraud(tx: Tx, o: RaiseFraudInput): Promise<FraudRow> {
  const p = await payment.lockPayment(tx, [o.merchantNo], o.transactionId);
  if (p.type === 'refund' || p.status !== 'succeeded') throw new AppError(Codes.TRANSACTION_STATE, { params: { status: p.status } });
  if (p.paymentMethod !== 'visa' && p.paymentMethod !== 'mastercard') throw fieldError('transactionId', 'fraud.schemeUnsupported', { method: p.paymentMethod });
  const fraudType = o.fraudType ?? DEFAULT_TYPE[p.paymentMethod];
  if (fraudScheme(fraudType) !== p.paymentMethod) throw fieldError('fraudType', 'fraud.typeOfOtherScheme', { type: fraudType, scheme: p.paymentMethod });
  const notifiedAt = o.notifiedAt ?? o.now;
  if (notifiedAt > o.now) throw fieldError('notifiedAt', 'fraud.notifiedInFuture');
  const row = await store.insertRow(tx, {
    notificationId: newNotificationId(o.now),
    merchantNo: p.merchantNo,
    transactionId: p.transactionId,
    fraudType,
    source: o.actor.kind,
    notifiedAt,
    receivedAt: o.now,
  });
  await recordAudit(tx, row, 'received', o.actor, { transactionId: p.transactionId, fraudType });
  return row;
}

export function toItem(v: FraudView): FraudItem {
  const n = v.n;
  return {
    notificationId: n.notificationId,
    merchantNo: n.merchantNo,
    notifiedAt: n.notifiedAt.toISOString(),
    receivedAt: n.receivedAt.toISOString(),
    fraudType: n.fraudType,
    scheme: fraudScheme(n.fraudType),
    transactionId: n.transactionId,
    amount: moneyText(v.amount, v.currency),
    currency: v.currency,
    paymentMethod: v.paymentMethod,
    chargebackStatus: v.chargebackId ? 'disputed' : 'none',
    chargebackId: v.chargebackId,
    refundType: v.refundState,
    refundId: v.refundId,
    reviewed: n.reviewedAt !== null,
    reviewedBy: n.reviewedBy,
    reviewedAt: n.reviewedAt?.toISOString() ?? null,
  };
}

export function toFilter(scope: string[], q: FraudFilters, now: Date): store.FraudFilter {
  return {
    scope,
    ...filterRange(q, now),
    fraudType: q.fraudType,
    reviewed: q.reviewed === undefined ? undefined : q.reviewed === 'yes',
    transactionId: q.transactionId || undefined,
  };
}

export async function listFraud(db: Executor, scope: string[], q: FraudFilters & { page: number; size: number; now: Date }): Promise<Page<FraudItem>> {
  const f = toFilter(scope, q, q.now);
  const [rows, total] = await Promise.all([store.selectPage(db, { ...f, limit: q.size, offset: (q.page - 1) * q.size }), store.countRows(db, f)]);
  return { content: rows.map(toItem), total, page: q.page, size: q.size };
}

/** One notification of the scope with its payment's masked card, e-mail, IP and what may still be refunded. */
export async function fraudDetail(db: Executor, scope: string[], serviceId: string): Promise<FraudDetail> {
  const v = await store.selectView(db, { notificationId: checkedId(serviceId), scope });
  if (!v) throw invalidId();
  const p = await payment.getPayment(db, [v.n.merchantNo], { transactionId: v.n.transactionId });
  const left = p.status === 'succeeded' && p.type !== 'refund' ? payment.refundable(p) : 0n;
  return {
    ...toItem(v),
    card: maskCard(v.cardBin, v.cardLast4),
    customerEmail: v.customerEmail,
    ip: v.ip,
    merchantOrderId: v.merchantOrderId,
    refundable: moneyText(left, v.currency),
    canRefund: left > 0n,
    canReview: v.n.reviewedAt === null,
    blacklist: (await listingsOf(db, p, FRAUD_BLACKLIST_ATTRIBUTES)).map((l) => ({
      attribute: l.attribute as FraudBlacklistAttribute,
      display: l.display,
      listId: l.list?.id ?? null,
      listName: l.list?.name ?? null,
      listed: l.listed,
    })),
  };
}

async function lockOf(tx: Tx, scope: string[], serviceId: string): Promise<FraudRow> {
  const row = await store.lockRow(tx, { notificationId: checkedId(serviceId), scope });
  if (!row) throw invalidId();
  return row;
}

export interface FraudRefundInput {
  scope: string[];
  serviceId: string;
  /** everything still refundable; else `amount` */
  full: boolean;
  amount?: string;
  reason: string;
  actor: FraudActor & { kind: 'operator' };
  now: Date;
}

/**
 * Refund the reported payment through the refund service (its rules, review threshold, postings and
 * lists): the notification's refund type and ID follow from the payment's refunds.
 */
export async function refundFraud(tx: Tx, policy: refund.RefundPolicy, o: FraudRefundInput): Promise<FraudDetail> {
  const row = await lockOf(tx, o.scope, o.serviceId);
  if (!o.full && !o.amount) throw fieldError('amount', 'validation.required');
  const r = await refund.createRefund(tx, policy, {
    scope: [row.merchantNo],
    payment: row.transactionId,
    amount: o.full ? undefined : o.amount,
    reason: o.reason,
    actor: { source: 'portal', userId: o.actor.userId, name: o.actor.name, ip: o.actor.ip, userAgent: o.actor.userAgent },
    now: o.now,
  });
  await recordAudit(tx, row, 'refund', o.actor, {
    refundId: r.request.refundId,
    amount: moneyText(r.request.amount, r.request.currency),
    currency: r.request.currency,
    type: r.request.type,
  });
  return fraudDetail(tx, o.scope, row.notificationId);
}

/** Mark the notification reviewed, once: a second time answers 409 (another operator was first). */
export async function reviewFraud(
  tx: Tx,
  o: { scope: string[]; serviceId: string; actor: FraudActor & { kind: 'operator' }; now: Date },
): Promise<FraudDetail> {
  const row = await lockOf(tx, o.scope, o.serviceId);
  if (row.reviewedAt) throw new AppError(Codes.FRAUD_ALREADY_REVIEWED);
  await store.updateRow(tx, row.id, { reviewedAt: o.now, reviewedByUserId: o.actor.userId, reviewedBy: o.actor.name });
  await recordAudit(tx, row, 'reviewed', o.actor, {});
  return fraudDetail(tx, o.scope, row.notificationId);
}

export interface FraudBlacklistInput {
  scope: string[];
  body: FraudBlacklistBody;
  /** the operator's language: the name of a list made for the blacklisting */
  lang: Language;
  actor: FraudActor & { kind: 'operator' } & { ip: string; userAgent: string };
  now: Date;
}

/**
 * The reported payment's card, e-mail and IP (those chosen) onto the merchant's list of each in one
 * transaction, through the blacklist module's own services (its rules, counts and audit): a list the
 * merchant lacks is made (all payments, active), a value already listed is left as it is. The
 * notification is locked first, so two operators at once add each value once.
 */
/**
 * Adds one of the merchant's payments to a list as an M item (the value the list's attribute takes
 * from it): the blacklist module's own item rule, passed in by the composition root, as fraud reads
 * only that module's service.
 */
export type AddListItem = (
  tx: Tx,
  q: { merchantNo: string; listId: number; transactionId: string; expiryDate?: string | null; remarks?: string; actor: Operator; now: Date },
) => Promise<unknown>;

export async function blacklistFraud(tx: Tx, addItem: AddListItem, o: FraudBlacklistInput): Promise<void> {
  const row = await lockOf(tx, o.scope, o.body.serviceId);
  const p = await payment.getPayment(tx, [row.merchantNo], { transactionId: row.transactionId });
  const found = await listingsOf(tx, p, o.body.attributes);
  const missing = o.body.attributes.find((a) => !found.some((f) => f.attribute === a));
  if (missing) throw fieldError('attributes', 'fraud.blacklistNoValue', { attribute: { key: `fraud.blacklistAttribute.${missing}` } });
  const operator = { userId: o.actor.userId, name: o.actor.name, ip: o.actor.ip, userAgent: o.actor.userAgent };
  const added: string[] = [];
  for (const f of found) {
    if (f.listed) continue;
    const listId =
      f.list?.id ??
      (
        await createBlacklist(tx, {
          merchantNo: row.merchantNo,
          body: { name: t(o.lang, `fraud.blacklistName.${f.attribute}`), attribute: f.attribute, scope: 'all', active: true },
          actor: operator,
          now: o.now,
        })
      ).id;
    await addItem(tx, {
      merchantNo: row.merchantNo,
      listId,
      transactionId: row.transactionId,
      expiryDate: o.body.expiryDate,
      remarks: o.body.remarks,
      actor: operator,
      now: o.now,
    });
    added.push(f.attribute);
  }
  await recordAudit(tx, row, 'blacklisted', o.actor, { added, alreadyListed: found.filter((f) => f.listed).map((f) => f.attribute) });
}

/** The provider's list (ops): the latest notifications of every merchant. */
export const recentFraud = (db: Executor, limit: number) => store.selectRecent(db, limit);
