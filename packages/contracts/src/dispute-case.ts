import { z } from 'zod';
import { datePreset } from './date-preset.ts';
import { DISPUTE_SCHEMES } from './dispute-reasons.ts';
import { CHARGEBACK_STATUSES } from './dispute-states.ts';
import { pageQuery } from './envelope.ts';
import { isoDateTime, text } from './validation.ts';
import { rebuttalDocument } from './dispute.ts';

/**
 * The dispute case file (spec 2 transaction/dispute, dispute/detail; DESIGN.md §12): one case per
 * disputed payment, gathering its inquiries, chargebacks of both rounds, rebuttals with documents and
 * refunds on one timeline.
 *
 * Stage: inquiry (only open inquiries), chargeback (an open chargeback in its first round),
 * pre_arbitration (a first round lost with the second-rebuttal window open, or a second rebuttal
 * waiting for the issuer), closed (nothing open). Outcome: open while anything is open; then the
 * worst of its chargebacks (lost, expired, accepted, won in that order); a case of inquiries only is
 * expired when its last inquiry expired, won when answered and no chargeback followed.
 */
export const CASE_STAGES = ['inquiry', 'chargeback', 'pre_arbitration', 'closed'] as const;
export type CaseStage = (typeof CASE_STAGES)[number];
export const CASE_OUTCOMES = ['open', 'won', 'lost', 'accepted', 'expired'] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];

const txId = z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid');

const filterShape = {
  stage: z.enum(CASE_STAGES).optional(),
  outcome: z.enum(CASE_OUTCOMES).optional(),
  transactionId: text(64).optional(),
  /** the case's opening (its first inquiry or chargeback) */
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
};
export const caseFilters = z.object(filterShape);
export type CaseFilters = z.infer<typeof caseFilters>;
/** GET /api/dispute/case/list */
export const caseListQuery = pageQuery.extend(filterShape);

export const caseItem = z.object({
  transactionId: z.string(),
  merchantNo: z.string(),
  merchantOrderId: z.string(),
  /** the card brand or local method */
  paymentMethod: z.string(),
  /** first 6 and last 4 only; '' for a payment without a card */
  cardNumber: z.string(),
  paymentAmount: z.string(),
  /** what the chargebacks took (all rounds); the inquiry's amount while only inquiries exist */
  disputedAmount: z.string(),
  currency: z.string(),
  stage: z.enum(CASE_STAGES),
  outcome: z.enum(CASE_OUTCOMES),
  /** the earliest due date of what is still open */
  nextDueAt: z.string().nullable(),
  openedAt: z.string(),
  lastActivityAt: z.string(),
  inquiries: z.number().int(),
  chargebacks: z.number().int(),
});
export type CaseItem = z.infer<typeof caseItem>;

export const caseQuery = z.object({ transactionId: txId });

/** The kinds of a case's timeline entries (the web names each in both languages). */
export const CASE_EVENT_KINDS = [
  'inquiryReceived',
  'inquiryAnswered',
  'inquiryExpired',
  'chargebackReceived',
  'draftSaved',
  'documentsAdded',
  'supplementAdded',
  'rebuttalSubmitted',
  'secondRebuttalSubmitted',
  'won',
  'lost',
  'accepted',
  'expired',
  'closed',
  'penalty',
  'refundApplied',
  'refundCompleted',
  // a pre-dispute alert on the payment and its steps (alert.ts)
  'alertReceived',
  'alertRefunded',
  'alertAutoRefunded',
  'alertProcessed',
  'alertIgnored',
  'alertAlreadyRefunded',
  'alertChargebackFiled',
  'alertChargebackPrevented',
] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];

export const caseEvent = z.object({
  at: z.string(),
  kind: z.enum(CASE_EVENT_KINDS),
  /** the chargeback, inquiry or refund it belongs to */
  ref: z.string(),
  /** operator:<id>, issuer, ops, job, sandbox, api, batch */
  actor: z.string(),
  actorName: z.string().nullable(),
  amount: z.string().nullable(),
  /** the due date set by this step (a received inquiry or chargeback, a first loss) */
  dueAt: z.string().nullable(),
  round: z.number().int().nullable(),
  /** the documents of a submitted rebuttal (downloadable through the case) */
  documents: z.array(rebuttalDocument),
  /** an answer, a comment of the issuer, a refund's status */
  note: z.string().nullable(),
});
export type CaseEvent = z.infer<typeof caseEvent>;

/** A chargeback's status or an inquiry's (dispute.ts INQUIRY_STATUSES: open, answered, and expired as a chargeback). */
export const CASE_DISPUTE_STATUSES = [...CHARGEBACK_STATUSES, 'open', 'answered'] as const;

/** A chargeback or an inquiry of a case: one shape for the detail's two tables. */
export const caseDispute = z.object({
  /** the chargeback's or the inquiry's ID */
  id: z.string(),
  scheme: z.enum(DISPUTE_SCHEMES),
  reasonCode: z.string(),
  /** the reason code's name in the caller's language (the code itself when unknown) */
  reason: z.string(),
  amount: z.string(),
  status: z.enum(CASE_DISPUTE_STATUSES),
  /** a chargeback's round (2: the second rebuttal); null for an inquiry */
  round: z.number().int().nullable(),
  /** the date the merchant must act by, while it is open */
  dueAt: z.string().nullable(),
});
export type CaseDispute = z.infer<typeof caseDispute>;

export const caseDetail = z.object({
  payment: z.object({
    transactionId: z.string(),
    merchantNo: z.string(),
    merchantOrderId: z.string(),
    paymentMethod: z.string(),
    cardNumber: z.string(),
    amount: z.string(),
    capturedAmount: z.string(),
    refundedAmount: z.string(),
    chargebackAmount: z.string(),
    currency: z.string(),
    createdAt: z.string(),
  }),
  stage: z.enum(CASE_STAGES),
  outcome: z.enum(CASE_OUTCOMES),
  nextDueAt: z.string().nullable(),
  chargebacks: z.array(caseDispute),
  inquiries: z.array(caseDispute),
  timeline: z.array(caseEvent),
  /** from the chargeback records as booked in the ledger, in the payment's currency */
  totals: z.object({
    disputed: z.string(),
    returned: z.string(),
    fees: z.string(),
    penalty: z.string(),
    /** disputed − returned + fees + penalty */
    netLoss: z.string(),
    refunded: z.string(),
  }),
  /** the configured second-rebuttal penalty (spec 9: about 500 USD), in USD and in the payment's currency */
  penaltyUsd: z.string(),
  penalty: z.string(),
  /** days the merchant has to answer a chargeback, and an inquiry */
  chargebackDays: z.number().int(),
  inquiryDays: z.number().int(),
});
export type CaseDetail = z.infer<typeof caseDetail>;

/** GET /api/dispute/case/document: a rebuttal document of a chargeback of the case. */
export const caseDocumentQuery = z.object({
  transactionId: txId,
  documentId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
