import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RateOutcome } from '@crossbill/contracts/chargeback-rate';
import type { CaseOutcome, CaseStage } from '@crossbill/contracts/dispute-case';
import type { ChargebackSource, ChargebackStatus, RebuttalStatus } from '@crossbill/contracts/dispute';
import type { DisputeScheme, EvidenceSection, ReasonCategory } from '@crossbill/contracts/dispute-reasons';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A chargeback (spec 3) on a captured payment. Money columns are minor units of the payment's
 * currency: `amount` the disputed amount (partial or full), `fee` the scheme's handling fee taken
 * when it arrived, `penalty` what a lost second rebuttal cost. `round` 1 or 2 (pre-arbitration);
 * `closed` once nothing more can happen (won, accepted, expired, lost for good).
 */
export const chargebacks = pgTable(
  'chargebacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chargebackId: text('chargeback_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    transactionId: text('transaction_id').notNull(),
    arn: text('arn'),
    scheme: text('scheme').notNull().$type<DisputeScheme>(),
    reasonCode: text('reason_code').notNull(),
    category: text('category').notNull().$type<ReasonCategory>(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** the BIN country of the payment's card (ISO alpha-2, '' unknown): the rate report's breakdown */
    cardCountry: text('card_country').notNull().default(''),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    penalty: bigint('penalty', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    round: integer('round').notNull().default(1),
    status: text('status').notNull().$type<ChargebackStatus>(),
    rebuttalStatus: text('rebuttal_status').notNull().default('none').$type<RebuttalStatus>(),
    closed: boolean('closed').notNull().default(false),
    source: text('source').notNull().$type<ChargebackSource>(),
    /** the merchant acts by then (first answer, or the second rebuttal after a first loss) */
    dueAt: ts('due_at'),
    /** the new-chargeback mail went out (sent after commit by the sweep, claimed once) */
    notifiedAt: ts('notified_at'),
    /** the three-day reminder of the current due date went out */
    remindedAt: ts('reminded_at'),
    decidedAt: ts('decided_at'),
    outcomeComment: text('outcome_comment'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('chargebacks_chargeback_id_uq').on(t.chargebackId),
    // the list: newest first within a merchant, narrowed by status (quick filters)
    index('chargebacks_list_idx').on(t.merchantNo, t.createdAt.desc(), t.id.desc()),
    index('chargebacks_status_idx').on(t.merchantNo, t.status, t.createdAt.desc(), t.id.desc()),
    index('chargebacks_tx_idx').on(t.merchantNo, t.transactionId),
    // global search by chargeback id prefix (modules/search)
    index('chargebacks_search_idx').on(t.merchantNo, sql`${t.chargebackId} collate "C"`),
    // the sweeps: open cases by due date, submitted rebuttals by time
    index('chargebacks_due_idx')
      .on(t.dueAt)
      .where(sql`${t.closed} = false`),
    index('chargebacks_unnotified_idx')
      .on(t.createdAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/** The timeline of a chargeback: every transition with its time, actor and data. */
export const chargebackEvents = pgTable(
  'chargeback_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chargebackId: text('chargeback_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    kind: text('kind').notNull(),
    /** operator:<user id>, issuer, ops, job or sandbox */
    actor: text('actor').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('chargeback_events_cb_idx').on(t.chargebackId, t.id)],
);

/** A rebuttal of round 1 or 2: a draft until submitted, then won or lost by the issuer. */
export const rebuttals = pgTable(
  'rebuttals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chargebackId: text('chargeback_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    round: integer('round').notNull(),
    status: text('status').notNull().$type<'draft' | 'submitted' | 'won' | 'lost'>(),
    description: text('description').notNull().default(''),
    evidence: jsonb('evidence').notNull().$type<Partial<Record<EvidenceSection, string>>>(),
    submittedAt: ts('submitted_at'),
    submittedByUserId: integer('submitted_by_user_id'),
    submittedBy: text('submitted_by'),
    decidedAt: ts('decided_at'),
    /** the operator who last saved or submitted it (the rebuttal list's last editor) */
    updatedByUserId: integer('updated_by_user_id'),
    updatedBy: text('updated_by'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('rebuttals_round_uq').on(t.chargebackId, t.round),
    // the rebuttal list (transaction/appeal): newest first within a merchant, narrowed by status (quick filters)
    index('rebuttals_list_idx').on(t.merchantNo, t.createdAt.desc(), t.id.desc()),
    index('rebuttals_status_idx').on(t.merchantNo, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A rebuttal's document (stored file); never deleted once its rebuttal is submitted (spec 4: supplements only add). */
export const rebuttalDocuments = pgTable(
  'rebuttal_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rebuttalId: bigint('rebuttal_id', { mode: 'number' }).notNull(),
    chargebackId: text('chargeback_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    fileId: text('file_id').notNull(),
    section: text('section').notNull().$type<EvidenceSection>(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    /** added after the rebuttal was submitted */
    supplemental: boolean('supplemental').notNull().default(false),
    uploadedAt: ts('uploaded_at').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id'),
  },
  (t) => [index('rebuttal_documents_rebuttal_idx').on(t.rebuttalId, t.section)],
);

/**
 * A request for information (inquiry, retrieval request) from the issuer before any chargeback:
 * no money moves; the merchant answers by the due date (often with a refund), or it expires.
 */
export const chargebackInquiries = pgTable(
  'chargeback_inquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inquiryId: text('inquiry_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    transactionId: text('transaction_id').notNull(),
    arn: text('arn'),
    scheme: text('scheme').notNull().$type<DisputeScheme>(),
    reasonCode: text('reason_code').notNull(),
    category: text('category').notNull().$type<ReasonCategory>(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().$type<'open' | 'answered' | 'expired'>(),
    dueAt: ts('due_at').notNull(),
    response: text('response'),
    respondedAt: ts('responded_at'),
    respondedByUserId: integer('responded_by_user_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('chargeback_inquiries_inquiry_id_uq').on(t.inquiryId),
    index('chargeback_inquiries_list_idx').on(t.merchantNo, t.createdAt.desc(), t.id.desc()),
    // the case file: a payment's inquiries, and the case list's grouping by payment (with chargebacks_tx_idx)
    index('chargeback_inquiries_tx_idx').on(t.merchantNo, t.transactionId),
    index('chargeback_inquiries_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * The chargeback-rate rollup (reports refuse-rate, the dashboard): per merchant, Beijing month of
 * receipt, scheme, reason category, currency and outcome (open, won, lost, accepted), the count and
 * amount (minor units). Kept in the same database transaction as each chargeback insert and
 * transition (rate-rollup.ts, called by the store), so the reports never read the chargeback table.
 */
export const chargebackMonthly = pgTable(
  'chargeback_monthly',
  {
    merchantNo: text('merchant_no').notNull(),
    month: text('month').notNull(),
    scheme: text('scheme').notNull().$type<DisputeScheme>(),
    category: text('category').notNull().$type<ReasonCategory>(),
    currency: text('currency').notNull(),
    cardCountry: text('card_country').notNull().default(''),
    outcome: text('outcome').notNull().$type<RateOutcome>(),
    count: bigint('count', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantNo, t.month, t.scheme, t.category, t.currency, t.cardCountry, t.outcome] })],
);

/**
 * The dispute case list's index (transaction/dispute): one row per disputed payment (a payment with
 * an inquiry or a chargeback), what the list filters, orders and shows of its inquiries and
 * chargebacks. Recomputed from them in the same database transaction as every change of either
 * (case-store.ts refreshCase, called by the stores' writes), so the list reads a page and a total off
 * these indexes instead of grouping every dispute of the merchant.
 */
export const disputeCases = pgTable(
  'dispute_cases',
  {
    merchantNo: text('merchant_no').notNull(),
    transactionId: text('transaction_id').notNull(),
    stage: text('stage').notNull().$type<CaseStage>(),
    outcome: text('outcome').notNull().$type<CaseOutcome>(),
    chargebacks: integer('chargebacks').notNull(),
    inquiries: integer('inquiries').notNull(),
    /** what the chargebacks took (all rounds), else the largest inquiry's amount; the payment's currency */
    disputed: bigint('disputed', { mode: 'bigint' }).notNull(),
    /** the earliest due date of what is still open */
    nextDueAt: ts('next_due_at'),
    openedAt: ts('opened_at').notNull(),
    lastActivityAt: ts('last_activity_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantNo, t.transactionId] }),
    // latest activity first within a merchant; the stage and outcome filters narrow it
    index('dispute_cases_list_idx').on(t.merchantNo, t.lastActivityAt.desc(), t.transactionId.desc()),
    index('dispute_cases_stage_idx').on(t.merchantNo, t.stage, t.lastActivityAt.desc(), t.transactionId.desc()),
    index('dispute_cases_outcome_idx').on(t.merchantNo, t.outcome, t.lastActivityAt.desc(), t.transactionId.desc()),
    index('dispute_cases_opened_idx').on(t.merchantNo, t.openedAt),
  ],
);
