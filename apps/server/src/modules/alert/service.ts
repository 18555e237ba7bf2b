import crypto from 'node:crypto';
import { ALERT_AUTO_REFUND_HOURS, SANDBOX_ALERT_CHARGEBACK_MINUTES, type AlertService, type AlertSource, type AlertType } from '@crossbill/contracts/alert';
import { businessDate } from '@crossbill/contracts/business-time';
import { Codes } from '@crossbill/contracts/codes';
import { DISPUTE_SCHEMES, codeSchemeOf, reasonOf, type DisputeScheme } from '@crossbill/contracts/dispute-reasons';
import { amountSchema, isCurrency, toMinor, MoneyError } from '@crossbill/contracts/money';
import { moneyText } from '@crossbill/contracts/refund';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { publishEvent } from '../notify/service.ts';
import * as payment from '../payment/service.ts';
import * as refund from '../refund/service.ts';
import * as store from './store.ts';
import type { AlertRow } from './store.ts';

export type { AlertRow } from './store.ts';

/**
 * Pre-dispute alerts (spec 4): new → refunded | processed | ignored by the merchant; with no action,
 * auto_refunded by the sweep at `autoRefundAt` (within 24 hours of receipt, spec 9), unless a
 * chargeback arrived first (→ chargeback) or nothing is left to refund. Every transition locks the
 * alert row first and re-reads its status under the lock, so an operator and the sweep racing get one
 * winner; the other gets ALERT_STATE (409). Refunds go only through the refund service.
 */
export type AlertActor = { kind: 'operator'; userId: number; name: string | null; ip?: string; userAgent?: string } | { kind: 'job' | 'sandbox' | 'ops' };

const actorText = (a: AlertActor) => (a.kind === 'operator' ? `operator:${a.userId}` : a.kind);
const HOUR = 3_600_000;

export const stateError = (a: Pick<AlertRow, 'status'>) => new AppError(Codes.ALERT_STATE, { params: { status: { key: `alert.status.${a.status}` } } });

/** The timeline event and the audit entry of a step, in its transaction. */
export async function recordEvent(tx: Tx, a: AlertRow, kind: string, actor: AlertActor, now: Date, data: Record<string, unknown>): Promise<void> {
  await store.insertEvent(tx, { alertId: a.alertId, merchantNo: a.merchantNo, kind, actor: actorText(actor), data, createdAt: now });
  await audit(tx, {
    userId: actor.kind === 'operator' ? actor.userId : null,
    merchantNo: a.merchantNo,
    action: `alert.${kind}`,
    target: a.alertId,
    summary: { ...data, actor: actorText(actor) },
    ip: actor.kind === 'operator' ? actor.ip : undefined,
    userAgent: actor.kind === 'operator' ? actor.userAgent : actor.kind,
  });
}

/** AL + Beijing date + 12 random digits, like the other ids. */
const newAlertId = (now: Date) => `AL${businessDate(now).replace(/-/g, '')}${crypto.randomInt(0, 1e12).toString().padStart(12, '0')}`;

/** The reason a network reports when the caller names none: card-absent fraud, or goods not received. */
function defaultReason(scheme: DisputeScheme, type: AlertType): string {
  const s = codeSchemeOf(scheme);
  if (s === 'mastercard') return type === 'fraud' ? '4837' : '4855';
  if (s === 'discover') return type === 'fraud' ? 'UA02' : 'RG';
  return type === 'fraud' ? '10.4' : '13.1';
}

function amountOf(value: string, currency: string): bigint {
  const parsed = amountSchema(currency as never).safeParse(value);
  if (!parsed.success) throw fieldError('amount', parsed.error.issues[0]!.message);
  try {
    const minor = toMinor(parsed.data, currency as never);
    if (minor <= 0n) throw fieldError('amount', 'payment.amountPositive');
    return minor;
  } catch (e) {
    if (e instanceof MoneyError) throw fieldError('amount', e.messageKey, e.params);
    throw e;
  }
}

export interface RaiseAlertInput {
  merchantNo: string;
  transactionId: string;
  service: AlertService;
  type: AlertType;
  reasonCode?: string;
  /** a decimal string of the payment's currency; absent: what the payment still holds */
  amount?: string;
  /** sandbox: the issuer files a chargeback SANDBOX_ALERT_CHARGEBACK_MINUTES later unless the alert is refunded */
  followChargeback: boolean;
  source: AlertSource;
  actor: AlertActor;
  now: Date;
}

/** The network sends an alert on a captured payment (sandbox call, test card, ops). */
export async function raiseAlert(tx: Tx, o: RaiseAlertInput): Promise<AlertRow> {
  const p = await payment.lockPayment(tx, [o.merchantNo], o.transactionId);
  if (p.type === 'refund' || p.status !== 'succeeded' || !isCurrency(p.currency)) throw new AppError(Codes.TRANSACTION_STATE, { params: { status: p.status } });
  const scheme: DisputeScheme = (DISPUTE_SCHEMES as readonly string[]).includes(p.paymentMethod) ? (p.paymentMethod as DisputeScheme) : 'visa';
  const code = o.reasonCode ?? defaultReason(scheme, o.type);
  const reason = reasonOf(scheme, code);
  if (!reason) throw fieldError('reasonCode', 'dispute.reasonUnknown', { code, scheme });
  const max = payment.refundable(p);
  const amount = o.amount === undefined ? max : amountOf(o.amount, p.currency);
  if (amount <= 0n || amount > max) throw fieldError('amount', 'alert.exceeds', { max: moneyText(max, p.currency), currency: p.currency });
  const a = await store.insertAlert(tx, {
    alertId: newAlertId(o.now),
    merchantNo: p.merchantNo,
    transactionId: p.transactionId,
    service: o.service,
    type: o.type,
    scheme,
    reasonCode: reason.code,
    amount,
    currency: p.currency,
    source: o.source,
    status: 'new',
    autoRefundAt: new Date(o.now.getTime() + ALERT_AUTO_REFUND_HOURS * HOUR),
    chargebackAt: o.followChargeback ? new Date(o.now.getTime() + SANDBOX_ALERT_CHARGEBACK_MINUTES * 60_000) : null,
    receivedAt: o.now,
    createdAt: o.now,
    updatedAt: o.now,
  });
  await recordEvent(tx, a, 'received', o.actor, o.now, {
    amount: moneyText(amount, p.currency),
    currency: p.currency,
    service: o.service,
    type: o.type,
    reasonCode: reason.code,
    source: o.source,
  });
  const data = { alertId: a.alertId, service: a.service, alertType: a.type, transactionId: a.transactionId, reasonCode: a.reasonCode };
  await publishEvent(tx, {
    merchantNo: a.merchantNo,
    type: 'alert.received',
    data: { ...data, amount: moneyText(amount, a.currency), currency: a.currency, status: a.status },
    now: o.now,
  });
  return a;
}

async function lockAlert(tx: Tx, scope: string[] | null, alertId: string): Promise<AlertRow> {
  const a = await store.selectAlert(tx, { alertId, scope, lock: true });
  if (!a) throw new AppError(Codes.NOT_FOUND);
  return a;
}

/** An answer needs a new alert on a payment without a chargeback (a chargeback closes it: the sweep records that). */
async function checkOpen(tx: Tx, a: AlertRow): Promise<void> {
  if (a.status !== 'new') throw stateError(a);
  if (await store.firstChargeback(tx, a.merchantNo, a.transactionId)) throw stateError({ status: 'chargeback' });
}

/** The refund the alert asks for: its amount, never more than the payment still holds. */
const fullOf = (a: AlertRow, p: payment.TransactionRow) => {
  const max = payment.refundable(p);
  return a.amount < max ? a.amount : max;
};

/** The refund and its timeline entries; a chargeback the sandbox scheduled to follow is stopped. */
async function refundIt(
  tx: Tx,
  policy: refund.RefundPolicy,
  a: AlertRow,
  o: { amount?: string; reason: string; actor: AlertActor; status: 'refunded' | 'auto_refunded'; now: Date },
): Promise<AlertRow> {
  const p = await payment.lockPayment(tx, [a.merchantNo], a.transactionId);
  const amount = o.amount ?? moneyText(fullOf(a, p), p.currency);
  const op = o.actor.kind === 'operator' ? o.actor : null;
  const r = await refund.createRefund(tx, policy, {
    scope: [a.merchantNo],
    payment: p,
    amount,
    reason: o.reason,
    actor: { source: 'alert', userId: op?.userId ?? null, name: op?.name ?? null, ip: op?.ip, userAgent: op?.userAgent },
    now: o.now,
  });
  const after = await store.updateAlert(tx, a.id, {
    status: o.status,
    autoRefundAt: null,
    chargebackAt: null,
    handledAt: o.now,
    handledByUserId: op?.userId ?? null,
    updatedAt: o.now,
  });
  await recordEvent(tx, a, o.status, o.actor, o.now, {
    amount: moneyText(r.request.amount, r.request.currency),
    refundId: r.request.refundId,
    refundStatus: r.request.status,
  });
  if (a.chargebackAt) await recordEvent(tx, a, 'chargebackPrevented', { kind: 'sandbox' }, o.now, { refundId: r.request.refundId });
  return after;
}

export async function refundAlert(
  tx: Tx,
  policy: refund.RefundPolicy,
  o: { scope: string[]; alertId: string; amount?: string; actor: AlertActor; now: Date },
): Promise<AlertRow> {
  const a = await lockAlert(tx, o.scope, o.alertId);
  await checkOpen(tx, a);
  return refundIt(tx, policy, a, { amount: o.amount, reason: `Pre-dispute alert ${a.alertId}`, actor: o.actor, status: 'refunded', now: o.now });
}

/** Mark processed (handled outside the portal) or ignore: no refund, no auto refund; a chargeback may still come. */
export async function closeAlert(
  tx: Tx,
  o: { scope: string[]; alertId: string; status: 'processed' | 'ignored'; actor: AlertActor; now: Date },
): Promise<AlertRow> {
  const a = await lockAlert(tx, o.scope, o.alertId);
  await checkOpen(tx, a);
  const after = await store.updateAlert(tx, a.id, {
    status: o.status,
    autoRefundAt: null,
    handledAt: o.now,
    handledByUserId: o.actor.kind === 'operator' ? o.actor.userId : null,
    updatedAt: o.now,
  });
  await recordEvent(tx, a, o.status, o.actor, o.now, {});
  return after;
}

/**
 * The sweep's step for one due alert, re-checked under the lock (an operator who answered first, or
 * a second run, leaves nothing to do: false). A chargeback on the payment closes the alert instead;
 * a payment with nothing left to refund closes it as processed.
 */
export async function autoRefundOne(tx: Tx, policy: refund.RefundPolicy, o: { alertId: string; now: Date }): Promise<boolean> {
  const a = await lockAlert(tx, null, o.alertId);
  if (a.status !== 'new' || !a.autoRefundAt || a.autoRefundAt > o.now) return false;
  const job: AlertActor = { kind: 'job' };
  const chargebackId = await store.firstChargeback(tx, a.merchantNo, a.transactionId);
  if (chargebackId) {
    await closeByChargeback(tx, a, chargebackId, job, o.now);
    return true;
  }
  const p = await payment.lockPayment(tx, [a.merchantNo], a.transactionId);
  if (fullOf(a, p) <= 0n) {
    await store.updateAlert(tx, a.id, { status: 'processed', autoRefundAt: null, handledAt: o.now, updatedAt: o.now });
    await recordEvent(tx, a, 'alreadyRefunded', job, o.now, {});
    return true;
  }
  await refundIt(tx, policy, a, { reason: `Pre-dispute alert ${a.alertId}: automatic refund`, actor: job, status: 'auto_refunded', now: o.now });
  return true;
}

/** A chargeback arrived on the alert's payment: a new alert closes; any alert records it. */
export async function closeByChargeback(tx: Tx, a: AlertRow, chargebackId: string, actor: AlertActor, now: Date): Promise<AlertRow> {
  const after = await store.updateAlert(tx, a.id, {
    status: a.status === 'new' ? 'chargeback' : a.status,
    autoRefundAt: null,
    chargebackAt: null,
    updatedAt: now,
  });
  await recordEvent(tx, a, 'chargebackFiled', actor, now, { chargebackId });
  return after;
}

/** The sweep's check of a new alert overtaken by a chargeback filed some other way. */
export async function closeOvertaken(tx: Tx, o: { alertId: string; now: Date }): Promise<boolean> {
  const a = await lockAlert(tx, null, o.alertId);
  if (a.status !== 'new') return false;
  const chargebackId = await store.firstChargeback(tx, a.merchantNo, a.transactionId);
  if (!chargebackId) return false;
  await closeByChargeback(tx, a, chargebackId, { kind: 'job' }, o.now);
  return true;
}

/** A payment's alerts with their timelines (the dispute case file). */
export async function alertsOfPayment(db: Executor, scope: string[], transactionId: string) {
  const alerts = await store.selectOfPayment(db, scope, transactionId);
  const events = await store.selectEvents(
    db,
    alerts.map((a) => a.alertId),
  );
  return { alerts, events };
}

/** The alert locked for the sandbox's scheduled chargeback (jobs.ts), or null when none is due. */
export async function lockFollowDue(tx: Tx, alertId: string, now: Date): Promise<AlertRow | null> {
  const a = await lockAlert(tx, null, alertId);
  return a.chargebackAt && a.chargebackAt <= now ? a : null;
}

/** The scheduled chargeback cannot be raised (nothing left to dispute): it is dropped, once. */
export async function dropFollow(tx: Tx, a: AlertRow, now: Date): Promise<void> {
  await store.updateAlert(tx, a.id, { chargebackAt: null, updatedAt: now });
}
