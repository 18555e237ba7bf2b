import { z } from 'zod';
import { datePreset } from './date-preset.ts';
import { pageQuery } from './envelope.ts';
import { amountSchema } from './money.ts';
import { isoDateTime, text } from './validation.ts';

/**
 * Ethoca-type alerts and cases (spec 2 Risk: Ethoca-type alert list and view; spec 3 Alert/case).
 * The issuer (or the cardholder through the issuer) tells the merchant about a disputed or
 * fraudulent payment before any chargeback; the merchant answers with the outcome the network
 * expects, refunding when the outcome says so, within the response window.
 *
 * Fields, alert types, outcomes and refund flags follow Mastercard's Ethoca Alerts for Merchants
 * data dictionary and Outcome API (developer.mastercard.com/ethoca-alerts-for-merchants, "Data
 * Explanations" and "Outcome API"): confirmed fraud and customer dispute alerts; outcomes stopped,
 * partially stopped, previously cancelled, missed, not found, account suspended, in progress,
 * shipper contacted, other; refund flags refunded / not refunded / not settled.
 *
 * States: open → answered (once; read-only after). An open alert whose due time passed without an
 * answer reads as `missed`: a derived state (the answer is refused after the due time, so nothing
 * can change any more and no job needs to write it); the list filters it in SQL by the due time.
 */

/**
 * Hours the merchant has to answer. Ethoca asks for an outcome within 24 hours as best practice
 * (the first final outcome is what the issuer sees), and an alert can still stop the chargeback a
 * few days in; we hold the merchant to 72 hours, after which the alert is missed.
 */
export const ETHOCA_RESPONSE_HOURS = 72;
/** An open alert due within this many hours is highlighted as urgent in the list. */
export const ETHOCA_URGENT_HOURS = 24;

/** Issuer alerts (confirmed fraud or dispute), the cardholder's dispute, and the two kinds of case. */
export const ETHOCA_TYPES = ['issuer_alert_fraud', 'issuer_alert_dispute', 'customer_dispute', 'fraud_case', 'dispute_case'] as const;
export type EthocaType = (typeof ETHOCA_TYPES)[number];
export const isCaseType = (t: EthocaType) => t === 'fraud_case' || t === 'dispute_case';

export const ETHOCA_OUTCOMES = [
  'stopped',
  'partially_stopped',
  'previously_cancelled',
  'missed',
  'not_found',
  'account_suspended',
  'in_progress',
  'shipper_contacted',
  'other',
] as const;
export type EthocaOutcome = (typeof ETHOCA_OUTCOMES)[number];

/** open, answered (stored); missed (derived: open past its due time). */
export const ETHOCA_STATUSES = ['open', 'answered', 'missed'] as const;
export type EthocaStatus = (typeof ETHOCA_STATUSES)[number];

export const ETHOCA_REFUND_STATUSES = ['not_refunded', 'refund_pending', 'partially_refunded', 'refunded'] as const;
export type EthocaRefundStatus = (typeof ETHOCA_REFUND_STATUSES)[number];
/** An alert's refund status from its refund's (the refund service's status and whether it refunds in full); RDR alerts read it too. */
export const refundStatusOf = (status: string, full: boolean): EthocaRefundStatus =>
  status === 'succeeded'
    ? full
      ? 'refunded'
      : 'partially_refunded'
    : status === 'pending_review' || status === 'in_progress'
      ? 'refund_pending'
      : 'not_refunded';

/** Who carries the loss if a chargeback follows: a fraud alert on a 3-D Secure payment shifts it to the issuer. */
export const ETHOCA_LIABILITIES = ['merchant', 'issuer'] as const;
export type EthocaLiability = (typeof ETHOCA_LIABILITIES)[number];

/**
 * What an outcome asks of the refund (the service enforces it, the form mirrors it):
 * `full` / `partial` a new refund of that kind is required; `existing` a refund already made is
 * linked, no new one; `none` no refund at all; `optional` either way. `needsPayment` the alert must
 * be matched to a payment; `noPayment` it must not (the merchant found no such payment).
 */
export const OUTCOME_RULES: Record<
  EthocaOutcome,
  { refund: 'full' | 'partial' | 'existing' | 'none' | 'optional'; needsPayment?: true; noPayment?: true; comment?: true }
> = {
  stopped: { refund: 'full', needsPayment: true },
  partially_stopped: { refund: 'partial', needsPayment: true },
  previously_cancelled: { refund: 'existing', needsPayment: true },
  missed: { refund: 'optional' },
  not_found: { refund: 'none', noPayment: true },
  account_suspended: { refund: 'optional' },
  in_progress: { refund: 'optional' },
  shipper_contacted: { refund: 'optional' },
  other: { refund: 'optional', comment: true },
};

const alertId = z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid');

const filterShape = {
  type: z.enum(ETHOCA_TYPES).optional(),
  status: z.enum(ETHOCA_STATUSES).optional(),
  merchantOrderId: text(64).optional(),
  /** received within */
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
};
export const ethocaFilters = z.object(filterShape);
export type EthocaFilters = z.infer<typeof ethocaFilters>;
/** GET /api/risk/alert/list */
export const ethocaListQuery = pageQuery.extend(filterShape);

export const ethocaItem = z.object({
  alertId: z.string(),
  merchantNo: z.string(),
  ethocaId: z.string(),
  caseId: z.string().nullable(),
  type: z.enum(ETHOCA_TYPES),
  merchantOrderId: z.string().nullable(),
  transactionId: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  cardNumber: z.string(),
  status: z.enum(ETHOCA_STATUSES),
  outcome: z.enum(ETHOCA_OUTCOMES).nullable(),
  refundStatus: z.enum(ETHOCA_REFUND_STATUSES),
  receivedAt: z.string(),
  dueAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type EthocaItem = z.infer<typeof ethocaItem>;

export const ethocaEvent = z.object({
  at: z.string(),
  kind: z.enum(['received', 'answered', 'refunded', 'missed']),
  actor: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type EthocaEvent = z.infer<typeof ethocaEvent>;

export const ethocaDetail = ethocaItem.extend({
  descriptor: z.string(),
  resellerSubMerchantId: z.string().nullable(),
  transactionAmount: z.string(),
  transactionCurrency: z.string(),
  arn: z.string().nullable(),
  bin: z.string(),
  caid: z.string(),
  dba: z.string(),
  mcc: z.string(),
  liability: z.enum(ETHOCA_LIABILITIES),
  reasonCode: z.string(),
  cardBin: z.string(),
  cardLast4: z.string(),
  cardHash: z.string().nullable(),
  comment: z.string().nullable(),
  refundId: z.string().nullable(),
  answeredBy: z.string().nullable(),
  /** what a refund may take now (the linked payment's refundable amount; "0.00" without one) */
  refundable: z.string(),
  /** the linked payment's refunds, for a "previously cancelled" answer */
  refunds: z.array(z.object({ refundId: z.string(), amount: z.string(), status: z.string(), at: z.string() })),
  canAnswer: z.boolean(),
  timeline: z.array(ethocaEvent),
});
export type EthocaDetail = z.infer<typeof ethocaDetail>;

export const ethocaIdQuery = z.object({ id: alertId });

/** POST /api/risk/alert/respond: the outcome, and the refund it asks for (rules: OUTCOME_RULES). */
export const ethocaRespondBody = z.object({
  alertId,
  outcome: z.enum(ETHOCA_OUTCOMES),
  /** a new refund through the refund service: full (what remains refundable) or partial (amount) */
  refund: z.enum(['none', 'full', 'partial']).default('none'),
  refundAmount: amountSchema().optional(),
  /** "previously cancelled": the refund already made */
  refundId: z
    .string()
    .regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid')
    .optional(),
  comment: text(500, { multiline: true }).optional(),
});
export type EthocaRespondInput = z.input<typeof ethocaRespondBody>;

/** POST /v1/sandbox/payments/{id}/ethoca: the network sends an alert or case on a payment. */
export const sandboxEthocaBody = z.object({
  type: z.enum(ETHOCA_TYPES).default('issuer_alert_fraud'),
  /** the alert's amount (default: the payment's captured amount) */
  amount: amountSchema().optional(),
  reasonCode: text(16).optional(),
  /** the full test card number, when the issuer sends it: only BIN, last four and a keyed hash are kept */
  cardNumber: z
    .string()
    .regex(/^\d{12,19}$/, 'validation.invalid')
    .optional(),
  liability: z.enum(ETHOCA_LIABILITIES).optional(),
});
export const sandboxEthocaResult = z.object({
  alertId: z.string(),
  ethocaId: z.string(),
  caseId: z.string().nullable(),
  status: z.string(),
  dueAt: z.string(),
});
export type SandboxEthocaInput = z.output<typeof sandboxEthocaBody>;
