import { z } from 'zod';
import { datePreset } from './date-preset.ts';
import { RDR_RULES } from './enrolment-states.ts';
import { rdrRules } from './enrolment.ts';
import { pageQuery } from './envelope.ts';
import { ETHOCA_REFUND_STATUSES } from './ethoca.ts';
import { amountSchema } from './money.ts';
import { isoDateTime, text } from './validation.ts';

/**
 * RDR-type alerts (spec 2 Risk: RDR alert list and view). Visa's Rapid Dispute Resolution (Verifi)
 * resolves a dispute before it becomes a chargeback by the merchant's own decision rules, set in
 * advance on the RDR enrolment: when a rule matches, the cardholder is credited at once and the
 * dispute is closed; when none does, the dispute goes on as a chargeback. No one answers an RDR
 * alert by hand: it is decided on arrival, and the list shows which rule decided it.
 *
 * Outcomes: `accepted` (a rule matched: refunded through the refund service), `declined` (no rule
 * matched: raised as a Visa chargeback through the dispute service), `previously_refunded` (the
 * payment had nothing left to refund: closed, no money moves, no chargeback).
 */
export const RDR_OUTCOMES = ['accepted', 'declined', 'previously_refunded'] as const;
export type RdrOutcome = (typeof RDR_OUTCOMES)[number];

/** Visa only: RDR is a Visa service, its reason codes are Visa dispute conditions. */
export const RDR_SCHEME = 'visa';

const alertId = z.string().regex(/^RD\d{8,24}$/, 'validation.invalid');

const filterShape = {
  outcome: z.enum(RDR_OUTCOMES).optional(),
  rule: z.enum(RDR_RULES).optional(),
  merchantOrderId: text(64).optional(),
  /** received within */
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
};
export const rdrFilters = z.object(filterShape);
export type RdrFilters = z.infer<typeof rdrFilters>;
/** GET /api/risk/rdr/list */
export const rdrListQuery = pageQuery.extend(filterShape);

export const rdrItem = z.object({
  alertId: z.string(),
  merchantNo: z.string(),
  /** the network's case number */
  caseNumber: z.string(),
  enrolmentId: z.string(),
  transactionId: z.string(),
  merchantOrderId: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  reasonCode: z.string(),
  cardNumber: z.string(),
  outcome: z.enum(RDR_OUTCOMES),
  /** the rule that accepted it; null when declined or previously refunded */
  rule: z.enum(RDR_RULES).nullable(),
  refundId: z.string().nullable(),
  refundStatus: z.enum(ETHOCA_REFUND_STATUSES),
  chargebackId: z.string().nullable(),
  receivedAt: z.string(),
});
export type RdrItem = z.infer<typeof rdrItem>;

export const RDR_EVENT_KINDS = ['received', 'accepted', 'declined', 'previously_refunded', 'refunded', 'chargeback'] as const;
export const rdrEvent = z.object({
  kind: z.enum(RDR_EVENT_KINDS),
  at: z.string(),
  /** sandbox, ops or demo: the network's side (the decision is the enrolment's rules, never an operator) */
  actor: z.string(),
  data: z.record(z.string(), z.string()),
});
export type RdrEvent = z.infer<typeof rdrEvent>;

export const rdrDetail = rdrItem.extend({
  arn: z.string().nullable(),
  descriptor: z.string(),
  /** the Visa dispute condition's name in the caller's language */
  reasonName: z.string(),
  cardBin: z.string(),
  cardLast4: z.string(),
  cardCountry: z.string(),
  transactionAmount: z.string(),
  transactionCurrency: z.string(),
  /** the enrolment's rules as they were when the alert was decided */
  rules: rdrRules,
  timeline: z.array(rdrEvent),
});
export type RdrDetail = z.infer<typeof rdrDetail>;

export const rdrIdQuery = z.object({ id: alertId });

/** POST /v1/sandbox/payments/{id}/rdr: the network sends an RDR alert on a captured Visa payment. */
export const sandboxRdrBody = z.object({
  /** the disputed amount (default: what the payment still holds) */
  amount: amountSchema().optional(),
  /** a Visa dispute condition (default 13.1, merchandise or services not received) */
  reasonCode: text(8).optional(),
});
export type SandboxRdrInput = z.output<typeof sandboxRdrBody>;
export const sandboxRdrResult = z.object({
  alertId: z.string(),
  outcome: z.enum(RDR_OUTCOMES),
  rule: z.enum(RDR_RULES).nullable(),
  refundId: z.string().nullable(),
  chargebackId: z.string().nullable(),
});
