import crypto from 'node:crypto';
import { businessDate } from '@crossbill/contracts/business-time';
import { Codes } from '@crossbill/contracts/codes';
import { refundStatusOf, type EthocaRefundStatus } from '@crossbill/contracts/ethoca';
import { reasonOf } from '@crossbill/contracts/dispute-reasons';
import { isCurrency } from '@crossbill/contracts/money';
import { EMPTY_RULES } from '@crossbill/contracts/enrolment';
import { RDR_SCHEME, type RdrOutcome } from '@crossbill/contracts/rdr';
import { moneyText } from '@crossbill/contracts/refund';
import { audit } from '../../platform/audit/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { raiseChargeback, type DisputePricing } from '../dispute/service.ts';
import { decideRdr, enrolmentForAlert } from '../enrolment/service.ts';
import * as merchant from '../merchant/service.ts';
import { publishEvent } from '../notify/service.ts';
import * as payment from '../payment/service.ts';
import type { TransactionRow } from '../payment/service.ts';
import * as refund from '../refund/service.ts';
import * as store from './store.ts';
import type { RdrRow } from './store.ts';

export type { RdrRow } from './store.ts';

/**
 * RDR-type alerts, decided on arrival (contracts rdr.ts): the merchant's live RDR enrolment's rules
 * (enrolment service decideRdr) accept the alert, which is refunded through the one refund service,
 * or decline it, which raises the Visa chargeback through the one dispute service, all in the
 * arrival's transaction: a refused refund or chargeback rolls the alert back with it. A payment with
 * nothing left to refund closes the alert as previously refunded: no money moves twice.
 */

/** Who delivers the alert for the network. */
export type RdrActor = 'sandbox' | 'ops' | 'demo';
/** Visa 13.1, merchandise or services not received: the sandbox's default dispute condition. */
const DEFAULT_REASON = '13.1';

const digits = (n: number) =>
  crypto
    .randomInt(0, 10 ** Math.min(n, 12))
    .toString()
    .padStart(n, '0');

async function matchPayment(tx: Tx, merchantNo: string, m: RaiseRdrInput['match']): Promise<TransactionRow> {
  const scope = [merchantNo];
  const found = m.arn ? await payment.findByArn(tx, scope, m.arn) : await payment.getPayment(tx, scope, m);
  if (!found) throw new AppError(Codes.NOT_FOUND);
  return payment.lockPayment(tx, scope, found.transactionId);
}

export interface RaiseRdrInput {
  merchantNo: string;
  /** how the network names the payment: its ID, order ID or ARN */
  match: { transactionId?: string; merchantOrderId?: string; arn?: string };
  /** the disputed amount; absent: what the payment still holds */
  amount?: string;
  reasonCode?: string;
  /** the network's case number (a resent case is answered with the alert already made) */
  caseNumber?: string;
  refundPolicy: refund.RefundPolicy;
  pricing: DisputePricing;
  actor: RdrActor;
  now: Date;
}

export async function raiseRdr(tx: Tx, o: RaiseRdrInput): Promise<RdrRow> {
  const m = await merchant.merchantRow(tx, o.merchantNo);
  if (!m) throw new AppError(Codes.NOT_FOUND);
  if (o.caseNumber) {
    const seen = await store.selectByCase(tx, { merchantNo: o.merchantNo, caseNumber: o.caseNumber });
    if (seen) return seen;
  }
  const enrolment = await enrolmentForAlert(tx, { merchantNo: o.merchantNo, kind: 'rdr', now: o.now });
  if (!enrolment) throw new AppError(Codes.RDR_NOT_ENROLLED);
  const p = await matchPayment(tx, o.merchantNo, o.match);
  if (p.type === 'refund' || p.status !== 'succeeded' || !isCurrency(p.currency)) throw new AppError(Codes.TRANSACTION_STATE, { params: { status: p.status } });
  if (p.paymentMethod !== RDR_SCHEME || !p.cardBin || !p.cardLast4) throw new AppError(Codes.RDR_VISA_ONLY);
  const card = { cardBin: p.cardBin, cardLast4: p.cardLast4 };
  const reasonCode = o.reasonCode ?? DEFAULT_REASON;
  if (!reasonOf(RDR_SCHEME, reasonCode)) throw fieldError('reasonCode', 'dispute.reasonUnknown', { code: reasonCode, scheme: RDR_SCHEME });
  const max = payment.refundable(p);
  const amount = o.amount === undefined ? (max > 0n ? max : p.capturedAmount) : refund.amountOf(o.amount, p.currency);
  if (max > 0n && amount > max) throw new AppError(Codes.CHARGEBACK_EXCEEDS, { params: { max: moneyText(max, p.currency), currency: p.currency } });
  const rules = enrolment.rules ?? EMPTY_RULES;
  const decision = decideRdr(rules, { amount: moneyText(amount, p.currency), currency: p.currency, reasonCode, cardBin: card.cardBin, country: p.cardCountry });
  const alertId = `RD${businessDate(o.now).replace(/-/g, '')}${digits(12)}`;
  const outcome: RdrOutcome = max === 0n ? 'previously_refunded' : decision.accepted ? 'accepted' : 'declined';
  let refundId: string | null = null;
  let refundStatus: EthocaRefundStatus = 'not_refunded';
  let chargebackId: string | null = null;
  if (outcome === 'accepted') {
    const made = await refund.createRefund(tx, o.refundPolicy, {
      scope: [p.merchantNo],
      payment: p,
      amount: moneyText(amount, p.currency),
      reason: `RDR alert ${alertId}: accepted by the ${decision.rule} rule`,
      actor: { source: 'alert', userId: null, name: null },
      now: o.now,
    });
    refundId = made.request.refundId;
    refundStatus = refundStatusOf(made.request.status, made.request.type === 'full');
  } else if (outcome === 'declined') {
    const cb = await raiseChargeback(tx, o.pricing, {
      merchantNo: p.merchantNo,
      transactionId: p.transactionId,
      scheme: RDR_SCHEME,
      reasonCode,
      amount: moneyText(amount, p.currency),
      source: 'rdr',
      actor: { kind: o.actor === 'ops' ? 'ops' : 'sandbox' },
      now: o.now,
    });
    chargebackId = cb.chargebackId;
  }
  const row = await store.insertAlert(tx, {
    alertId,
    merchantNo: p.merchantNo,
    caseNumber: o.caseNumber ?? `RDR${digits(12)}`,
    enrolmentId: enrolment.enrolmentId,
    transactionId: p.transactionId,
    merchantOrderId: p.merchantOrderId,
    arn: p.arn,
    descriptor: enrolment.descriptors[0] ?? m.name.toUpperCase().slice(0, 25),
    amount,
    currency: p.currency,
    transactionAmount: p.capturedAmount,
    reasonCode,
    ...card,
    cardCountry: p.cardCountry,
    rules,
    outcome,
    rule: decision.accepted && outcome === 'accepted' ? decision.rule : null,
    refundId,
    refundStatus,
    chargebackId,
    actor: o.actor,
    receivedAt: o.now,
  });
  await audit(tx, {
    userId: null,
    merchantNo: row.merchantNo,
    action: 'rdr.received',
    target: row.alertId,
    summary: { outcome, rule: row.rule, amount: moneyText(amount, p.currency), currency: p.currency, transactionId: p.transactionId, refundId, chargebackId },
    userAgent: o.actor,
  });
  const data = { alertId: row.alertId, service: 'rdr', transactionId: row.transactionId, reasonCode, outcome, refundId, chargebackId };
  await publishEvent(tx, {
    merchantNo: row.merchantNo,
    type: 'alert.received',
    data: { ...data, amount: moneyText(amount, p.currency), currency: p.currency },
    now: o.now,
  });
  return row;
}
