import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { amountSchema } from './money.ts';
import { datePreset } from './date-preset.ts';
import { DISPUTE_SCHEMES, EVIDENCE_SECTIONS, REASON_CATEGORIES } from './dispute-reasons.ts';
import { isoDateTime, requiredText, text } from './validation.ts';
import { CHARGEBACK_GROUPS, CHARGEBACK_STATUSES, REBUTTAL_STATUSES } from './dispute-states.ts';

/**
 * Chargebacks (spec 2 transaction/refuse, refuse/details; spec 3 Chargeback; spec 4 chargeback
 * states). DESIGN.md §12: "refuse" is a chargeback (拒付), "appeal" the merchant's rebuttal (申诉).
 *
 * States: new (received, the merchant acts by the due date) → rebuttal_submitted → won | lost.
 * Lost in round 1 → a second rebuttal (pre-arbitration) may be submitted until the new due date,
 * lost again: the penalty is charged. accepted: the merchant took the loss. expired: the due date
 * passed without a rebuttal (a loss). `closed` marks a case nothing more can happen to.
 */
export { CHARGEBACK_STATUSES, CHARGEBACK_GROUPS, REBUTTAL_STATUSES, REBUTTAL_LIMITS } from './dispute-states.ts';
export type { ChargebackStatus, ChargebackGroup, RebuttalStatus } from './dispute-states.ts';
/** Who raised the chargeback: the sandbox's scenario call, a test card's delayed dispute, the provider's desk (ops). */
/** `rdr`: an RDR alert no rule of the merchant's accepted (contracts rdr.ts) */
export const CHARGEBACK_SOURCES = ['sandbox', 'test_card', 'ops', 'rdr'] as const;
export type ChargebackSource = (typeof CHARGEBACK_SOURCES)[number];

/** Days the merchant has to answer a chargeback, and a lost first round with a second rebuttal. */
export const CHARGEBACK_RESPONSE_DAYS = 10;
/** Days the merchant has to answer an inquiry (request for information). */
export const INQUIRY_RESPONSE_DAYS = 7;
/** The reminder mail goes this many days before a due date. */
export const CHARGEBACK_REMINDER_DAYS = 3;
/** The scheme's handling fee per chargeback, USD (converted at the mid rate); kept even when the merchant wins. */
export const DEFAULT_CHARGEBACK_FEE_USD = '15.00';
/** Spec 9: a second rebuttal that fails costs about 500 USD (config overrides). */
export const DEFAULT_SECOND_REBUTTAL_PENALTY_USD = '500.00';

const idRule = z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid');

const filterShape = {
  group: z.enum(CHARGEBACK_GROUPS).optional(),
  status: z.enum(CHARGEBACK_STATUSES).optional(),
  category: z.enum(REASON_CATEGORIES).optional(),
  scheme: z.enum(DISPUTE_SCHEMES).optional(),
  preset: datePreset.optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  chargebackId: text(64).optional(),
  transactionId: text(64).optional(),
  arn: text(64).optional(),
  /** received in this Beijing month (YYYY-MM): the rate report's drill-down */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid')
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'validation.invalid')
    .optional(),
  /** open: not closed; soon: open and due within CHARGEBACK_REMINDER_DAYS (the dashboard's links) */
  due: z.enum(['open', 'soon']).optional(),
  /** decided (won or lost) within the last 30 days (the dashboard's links) */
  decided: z.enum(['last30']).optional(),
};
export const chargebackFilters = z.object(filterShape);
export type ChargebackFilters = z.infer<typeof chargebackFilters>;
/** GET /api/chargeback/list */
export const chargebackListQuery = pageQuery.extend(filterShape);

export const chargebackItem = z.object({
  chargebackId: z.string(),
  merchantNo: z.string(),
  transactionId: z.string(),
  arn: z.string().nullable(),
  scheme: z.enum(DISPUTE_SCHEMES),
  reasonCode: z.string(),
  reason: z.string(),
  category: z.enum(REASON_CATEGORIES),
  amount: z.string(),
  currency: z.string(),
  fee: z.string(),
  penalty: z.string(),
  round: z.number().int(),
  status: z.enum(CHARGEBACK_STATUSES),
  rebuttalStatus: z.enum(REBUTTAL_STATUSES),
  closed: z.boolean(),
  dueAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  outcomeComment: z.string().nullable(),
  createdAt: z.string(),
});
export type ChargebackItem = z.infer<typeof chargebackItem>;

export const evidenceSection = z.enum(EVIDENCE_SECTIONS);
/** What a rebuttal says per section (free text; documents are uploaded separately). */
export const evidenceText = z.partialRecord(evidenceSection, text(2000, { multiline: true }));

export const rebuttalDocument = z.object({
  documentId: z.number().int(),
  section: evidenceSection,
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  supplemental: z.boolean(),
  uploadedAt: z.string(),
});
export type RebuttalDocumentItem = z.infer<typeof rebuttalDocument>;

export const rebuttalItem = z.object({
  round: z.number().int(),
  status: z.enum(['draft', 'submitted', 'won', 'lost']),
  description: z.string(),
  evidence: evidenceText,
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  documents: z.array(rebuttalDocument),
});

export const timelineEvent = z.object({
  at: z.string(),
  kind: z.string(),
  actor: z.string(),
  /** the operator's name when an operator acted (`actor` is then `operator:<id>`) */
  actorName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});

export const chargebackDetail = chargebackItem.extend({
  /** the sections this reason's category asks for, in order */
  sections: z.array(evidenceSection),
  /** what the second rebuttal costs if it fails, in the chargeback's currency (shown before submitting) */
  secondRebuttalPenalty: z.string(),
  /** the actions open now */
  canRebut: z.boolean(),
  canSecondRebut: z.boolean(),
  canAccept: z.boolean(),
  rebuttals: z.array(rebuttalItem),
  timeline: z.array(timelineEvent),
  /** what the transaction already knows, to prefill the evidence */
  transaction: z.object({
    transactionId: z.string(),
    merchantOrderId: z.string(),
    amount: z.string(),
    capturedAmount: z.string(),
    refundedAmount: z.string(),
    chargebackAmount: z.string(),
    currency: z.string(),
    paymentMethod: z.string(),
    createdAt: z.string(),
    threeDs: z.string().nullable(),
    eci: z.string().nullable(),
    ip: z.string().nullable(),
    customerEmail: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingCarrier: z.string().nullable(),
    refunds: z.array(z.object({ refundId: z.string(), amount: z.string(), status: z.string(), at: z.string() })),
  }),
});
export type ChargebackDetail = z.infer<typeof chargebackDetail>;

export const chargebackIdQuery = z.object({ chargebackId: idRule });
export const chargebackIdBody = z.object({ chargebackId: idRule });
export const rebuttalDocumentQuery = z.object({ chargebackId: idRule, documentId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** POST /api/chargeback/rebuttal/draft: saved and resumable; the round is the chargeback's open one. */
export const rebuttalDraftBody = z.object({
  chargebackId: idRule,
  description: text(4000, { multiline: true }).default(''),
  evidence: evidenceText.default({}),
});
/** POST /api/chargeback/rebuttal/submit and /second: the last draft's words may come along. */
export const rebuttalSubmitBody = rebuttalDraftBody.extend({
  /** the second rebuttal: the merchant has seen the penalty a loss would cost */
  acknowledgePenalty: z.boolean().optional(),
});

export const INQUIRY_STATUSES = ['open', 'answered', 'expired'] as const;
export const inquiryItem = z.object({
  inquiryId: z.string(),
  merchantNo: z.string(),
  transactionId: z.string(),
  arn: z.string().nullable(),
  scheme: z.enum(DISPUTE_SCHEMES),
  reasonCode: z.string(),
  reason: z.string(),
  category: z.enum(REASON_CATEGORIES),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  dueAt: z.string(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InquiryItem = z.infer<typeof inquiryItem>;
export const inquiryListQuery = pageQuery;
/** POST /api/chargeback/inquiry/answer */
export const inquiryAnswerBody = z.object({
  inquiryId: z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid'),
  response: requiredText(4000, { multiline: true }),
});

/**
 * POST /v1/sandbox/payments/{id}/dispute: the issuer raises a chargeback (full when amount is
 * absent), or an inquiry (a request for information: no money moves).
 */
export const sandboxDisputeBody = z.object({
  kind: z.enum(['chargeback', 'inquiry']).default('chargeback'),
  scheme: z.enum(DISPUTE_SCHEMES).optional(),
  reasonCode: text(16),
  amount: amountSchema().optional(),
});
export const sandboxDisputeResult = z.object({
  kind: z.enum(['chargeback', 'inquiry']),
  /** the chargeback's or the inquiry's id */
  chargebackId: z.string().nullable(),
  inquiryId: z.string().nullable(),
  status: z.string(),
  amount: z.string(),
  currency: z.string(),
});
export type SandboxDisputeInput = z.output<typeof sandboxDisputeBody>;
export type SandboxDisputeResult = z.output<typeof sandboxDisputeResult>;
