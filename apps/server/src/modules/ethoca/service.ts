import crypto from 'node:crypto';
import { businessDate } from '@crossbill/contracts/business-time';
import { Codes } from '@crossbill/contracts/codes';
import {
  ETHOCA_RESPONSE_HOURS,
  OUTCOME_RULES,
  refundStatusOf,
  isCaseType,
  type EthocaLiability,
  type EthocaOutcome,
  type EthocaRefundStatus,
  type EthocaType,
} from '@crossbill/contracts/ethoca';
import { amountSchema, isCurrency, MoneyError, toMinor } from '@crossbill/contracts/money';
import { moneyText } from '@crossbill/contracts/refund';
import { audit } from '../../platform/audit/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { enrolmentForAlert } from '../enrolment/service.ts';
import * as merchant from '../merchant/service.ts';
import { publishEvent } from '../notify/service.ts';
import * as payment from '../payment/service.ts';
import type { TransactionRow } from '../payment/service.ts';
import * as refund from '../refund/service.ts';
import * as store from './store.ts';
import type { AlertRow } from './store.ts';

export type { AlertRow } from './store.ts';

/**
 * Ethoca-type alerts and cases: the network's arrival (sandbox call, ops desk, demo) and the
 * merchant's answer. The answer locks the alert row and re-reads its state under the lock, so two
 * operators answering at once get one winner (ALERT_ANSWERED for the other). Refunds go through the
 * one refund service, in the answer's transaction: a refused refund rolls the answer back too.
 * Every change writes a timeline event and an audit entry in the same transaction.
 */

export type AlertActor = { kind: 'operator'; userId: number; name: string | null; ip?: string; userAgent?: string } | { kind: 'sandbox' | 'ops' };
const actorText = (a: AlertActor) => (a.kind === 'operator' ? `operator:${a.userId}` : a.kind);
const HOUR = 3_600_000;
/** The sandbox acquirer's BIN (the alert's acquirer BIN); the card acceptor ID is the merchant number. */
const SANDBOX_ACQUIRER_BIN = '431274';
/** Misc. general merchandise: the sandbox merchants' category when the alert names none. */
const DEFAULT_MCC = '5999';

async function record(tx: Tx, a: AlertRow, kind: 'received' | 'answered' | 'refunded', actor: AlertActor, now: Date, data: Record<string, unknown>) {
  await store.insertEvent(tx, { alertId: a.alertId, merchantNo: a.merchantNo, kind, actor: actorText(actor), data, createdAt: now });
  await audit(tx, {
    userId: actor.kind === 'operator' ? actor.userId : null,
    merchantNo: a.merchantNo,
    action: `ethoca.${kind}`,
    target: a.alertId,
    summary: { ...data, actor: actorText(actor) },
    ip: actor.kind === 'operator' ? actor.ip : undefined,
    userAgent: actor.kind === 'operator' ? actor.userAgent : actor.kind,
  });
}

/** A keyed hash of the card number (HMAC-SHA256 under a key derived from the server's key): matchable, never reversible. */
export const cardHashOf = (key: Buffer, pan: string) =>
  crypto.createHmac('sha256', crypto.createHmac('sha256', key).update('ethoca-card-hash').digest()).update(pan).digest('hex');

function minorOf(field: string, value: string, currency: string): bigint {
  if (!isCurrency(currency)) throw fieldError(field, 'money.unknownCurrency', { currency });
  const parsed = amountSchema(currency).safeParse(value);
  if (!parsed.success) throw fieldError(field, parsed.error.issues[0]!.message);
  try {
    const minor = toMinor(parsed.data, currency);
    if (minor <= 0n) throw fieldError(field, 'refund.amountPositive');
    return minor;
  } catch (e) {
    if (e instanceof MoneyError) throw fieldError(field, e.messageKey, e.params);
    throw e;
  }
}

export interface RaiseInput {
  merchantNo: string;
  /** how the network's alert names the payment: by its ID (sandbox), order ID or ARN (first found wins) */
  match: { transactionId?: string; merchantOrderId?: string; arn?: string };
  type: EthocaType;
  /** default: the payment's captured amount (an unmatched alert needs one, with its currency) */
  amount?: string;
  currency?: string;
  reasonCode?: string;
  cardNumber?: string;
  liability?: EthocaLiability;
  ethocaId?: string;
  cardKey: Buffer;
  actor: AlertActor;
  now: Date;
}

async function matchPayment(tx: Tx, merchantNo: string, m: RaiseInput['match']): Promise<TransactionRow | null> {
  const scope = [merchantNo];
  const found = async (f: () => Promise<TransactionRow | null>) =>
    f().catch((e: unknown) => {
      if (e instanceof AppError && e.info === Codes.NOT_FOUND) return null;
      throw e;
    });
  if (m.transactionId) return found(() => payment.getPayment(tx, scope, { transactionId: m.transactionId }));
  if (m.merchantOrderId) {
    const p = await found(() => payment.getPayment(tx, scope, { merchantOrderId: m.merchantOrderId }));
    if (p) return p;
  }
  return m.arn ? payment.findByArn(tx, scope, m.arn) : null;
}

const digits = (n: number) =>
  crypto
    .randomInt(0, 10 ** Math.min(n, 12))
    .toString()
    .padStart(n, '0');

/**
 * The network delivers an alert or case. Matched to a payment, it takes the payment's order ID,
 * ARN, card and amounts; unmatched, it keeps what the network sent (ARN, order ID, amount) and the
 * merchant may answer "not found". Due ETHOCA_RESPONSE_HOURS after arrival.
 */
export async function raiseAlert(tx: Tx, o: RaiseInput): Promise<AlertRow> {
  const m = await merchant.merchantRow(tx, o.merchantNo);
  if (!m) throw new AppError(Codes.NOT_FOUND);
  const p = await matchPayment(tx, o.merchantNo, o.match);
  if (o.match.transactionId && !p) throw new AppError(Codes.NOT_FOUND);
  if (p && (p.type === 'refund' || p.status !== 'succeeded')) throw new AppError(Codes.TRANSACTION_STATE, { params: { status: p.status } });
  const currency = p?.currency ?? o.currency ?? '';
  if (!p && !o.amount) throw fieldError('amount', 'ethoca.noPayment');
  const amount = o.amount ? minorOf('amount', o.amount, currency) : p!.capturedAmount;
  const card = o.cardNumber ?? null;
  const cardBin = card ? card.slice(0, 6) : (p?.cardBin ?? '');
  const cardLast4 = card ? card.slice(-4) : (p?.cardLast4 ?? '');
  if (!cardBin || !cardLast4) throw fieldError('cardNumber', 'validation.required');
  const type = o.type;
  const fraud = type === 'issuer_alert_fraud' || type === 'fraud_case';
  const row = await store.insertAlert(tx, {
    alertId: `EA${businessDate(o.now).replace(/-/g, '')}${digits(12)}`,
    merchantNo: o.merchantNo,
    // Ethoca's alert ID: 25 characters (letters and digits)
    ethocaId: o.ethocaId ?? `${crypto.randomBytes(8).toString('hex').toUpperCase()}${digits(9)}`,
    caseId: isCaseType(type) ? `C${digits(11)}` : null,
    type,
    merchantOrderId: p?.merchantOrderId ?? o.match.merchantOrderId ?? null,
    transactionId: p?.transactionId ?? null,
    descriptor:
      m.name
        .toUpperCase()
        .replace(/[^A-Z0-9 *.-]/g, '')
        .slice(0, 22) || o.merchantNo,
    resellerSubMerchantId: null,
    amount,
    currency,
    transactionAmount: p?.capturedAmount ?? amount,
    transactionCurrency: p?.currency ?? currency,
    arn: p?.arn ?? o.match.arn ?? null,
    bin: SANDBOX_ACQUIRER_BIN,
    caid: o.merchantNo.slice(-15),
    dba: m.name,
    mcc: DEFAULT_MCC,
    // a fraud alert on a 3-D Secure authenticated payment shifts the liability to the issuer
    liability: o.liability ?? (fraud && p?.eci === '05' ? 'issuer' : 'merchant'),
    reasonCode: o.reasonCode ?? (fraud ? '10.4' : '13.1'),
    cardBin,
    cardLast4,
    cardHash: card ? cardHashOf(o.cardKey, card) : null,
    status: 'open',
    refundStatus: 'not_refunded',
    receivedAt: o.now,
    dueAt: new Date(o.now.getTime() + ETHOCA_RESPONSE_HOURS * HOUR),
    updatedAt: o.now,
  });
  await record(tx, row, 'received', o.actor, o.now, { type, amount: moneyText(amount, currency), currency, transactionId: row.transactionId });
  // the merchant's alert enrolment has had activity (its 180-day quiet period starts again)
  await enrolmentForAlert(tx, { merchantNo: o.merchantNo, kind: 'alerts', now: o.now });
  const data = { alertId: row.alertId, service: 'ethoca', alertType: type, transactionId: row.transactionId, reasonCode: row.reasonCode, cardBin, cardLast4 };
  await publishEvent(tx, {
    merchantNo: row.merchantNo,
    type: 'alert.received',
    data: { ...data, amount: moneyText(amount, currency), currency, status: row.status },
    now: o.now,
  });
  return row;
}

export interface RespondInput {
  scope: string[];
  alertId: string;
  outcome: EthocaOutcome;
  refund: 'none' | 'full' | 'partial';
  refundAmount?: string;
  refundId?: string;
  comment?: string;
  policy: refund.RefundPolicy;
  actor: Extract<AlertActor, { kind: 'operator' }>;
  now: Date;
}

const outcomeParam = (o: EthocaOutcome) => ({ outcome: { key: `ethoca.outcome.${o}` } });

/** The outcome's rules (contracts OUTCOME_RULES), each refusal naming its field. */
function checkRules(a: AlertRow, o: RespondInput) {
  const rule = OUTCOME_RULES[o.outcome];
  if (rule.needsPayment && !a.transactionId) throw fieldError('outcome', 'ethoca.needsPayment', outcomeParam(o.outcome));
  if (rule.noPayment && a.transactionId) throw fieldError('outcome', 'ethoca.notFoundMatched', { transactionId: a.transactionId });
  if (rule.comment && !o.comment?.trim()) throw fieldError('comment', 'ethoca.commentRequired');
  if (rule.refund === 'full' && o.refund !== 'full') throw fieldError('refund', 'ethoca.refundFull');
  if (rule.refund === 'partial' && o.refund !== 'partial') throw fieldError('refund', 'ethoca.refundPartial');
  if ((rule.refund === 'none' || rule.refund === 'existing') && o.refund !== 'none')
    throw fieldError('refund', 'ethoca.refundNotAllowed', outcomeParam(o.outcome));
  if (rule.refund === 'existing' && !o.refundId) throw fieldError('refundId', 'ethoca.refundIdRequired');
  if (o.refund !== 'none' && !a.transactionId) throw fieldError('refund', 'ethoca.needsPayment', outcomeParam(o.outcome));
  if (o.refund === 'partial' && !o.refundAmount) throw fieldError('refundAmount', 'ethoca.refundAmountRequired');
}

/** The merchant's answer: once, before the due time, with the refund its outcome asks for. */
export async function respondAlert(tx: Tx, o: RespondInput): Promise<AlertRow> {
  const a = await store.selectAlert(tx, { scope: o.scope, alertId: o.alertId, lock: true });
  if (!a) throw new AppError(Codes.NOT_FOUND);
  if (a.status === 'answered') throw new AppError(Codes.ALERT_ANSWERED);
  if (a.dueAt <= o.now) throw new AppError(Codes.ALERT_WINDOW_CLOSED, { params: { dueAt: a.dueAt.toISOString() } });
  checkRules(a, o);
  let refundId: string | null = null;
  let refundStatus: EthocaRefundStatus = a.refundStatus;
  if (o.refund !== 'none') {
    const scope = [a.merchantNo];
    const p = await payment.lockPayment(tx, scope, a.transactionId!);
    const max = payment.refundable(p);
    if (o.refund === 'partial') {
      const asked = minorOf('refundAmount', o.refundAmount!, p.currency);
      if (asked >= max) throw fieldError('refundAmount', 'ethoca.refundAmountNotPartial', { max: moneyText(max, p.currency), currency: p.currency });
    }
    const made = await refund.createRefund(tx, o.policy, {
      scope,
      payment: p,
      amount: o.refund === 'partial' ? o.refundAmount : undefined,
      reason: `Ethoca alert ${a.ethocaId}: ${o.outcome}`,
      actor: { source: 'portal', userId: o.actor.userId, name: o.actor.name, ip: o.actor.ip, userAgent: o.actor.userAgent },
      now: o.now,
    });
    refundId = made.request.refundId;
    refundStatus = refundStatusOf(made.request.status, made.request.type === 'full');
  } else if (o.refundId) {
    const linked = (await refund.requestsOfPayment(tx, [a.merchantNo], a.transactionId!)).find((r) => r.refundId === o.refundId);
    if (!linked || !['succeeded', 'in_progress', 'pending_review'].includes(linked.status))
      throw fieldError('refundId', 'ethoca.refundIdUnknown', { refundId: o.refundId });
    refundId = linked.refundId;
    refundStatus = refundStatusOf(linked.status, linked.type === 'full');
  }
  const after = await store.updateAlert(tx, a.id, {
    status: 'answered',
    outcome: o.outcome,
    refundId,
    refundStatus,
    comment: o.comment?.trim() || null,
    answeredAt: o.now,
    answeredByUserId: o.actor.userId,
    answeredBy: o.actor.name,
    updatedAt: o.now,
  });
  await record(tx, after, 'answered', o.actor, o.now, { outcome: o.outcome, refundId, comment: after.comment });
  if (refundId && o.refund !== 'none') await record(tx, after, 'refunded', o.actor, o.now, { refundId, refundStatus });
  return after;
}
