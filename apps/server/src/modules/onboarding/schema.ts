import { pgTable, serial, text, integer, jsonb, timestamp, index, unique } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The wizard's drafts (GET/POST /merLogin/cache/improveInformation): one per person and place
 * (`draft_key`: the network application, a merchant's supplement, an additional account, payout).
 */
export const onboardingDrafts = pgTable(
  'onboarding_drafts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    draftKey: text('draft_key').notNull(),
    step: text('step').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('onboarding_drafts_key').on(t.userId, t.draftKey)],
);

/**
 * Applications for a merchant account (kind `network`) or the payout business (`payout`). The
 * status is the approval status of spec 4; each change is also a review record of the merchant
 * (code 09 / 10) that the status bar reads.
 */
export const onboardingApplications = pgTable(
  'onboarding_applications',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    kind: text('kind').notNull(),
    userId: integer('user_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    legalName: text('legal_name').notNull(),
    data: jsonb('data').notNull(),
    status: text('status').notNull(),
    comments: text('comments'),
    submittedAt: ts('submitted_at').notNull(),
    reviewedAt: ts('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    /** null while the applicant is owed the mail of the latest decision (approve, reject, suspend) */
    decisionMailedAt: ts('decision_mailed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('onboarding_applications_merchant_idx').on(t.merchantNo, t.kind, t.id),
    index('onboarding_applications_user_idx').on(t.userId, t.id),
    index('onboarding_applications_status_idx').on(t.status, t.id),
  ],
);

/** Face authentication of one company owner through the verification provider (spec 4). */
export const faceChecks = pgTable(
  'face_checks',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    merchantNo: text('merchant_no').notNull(),
    personKey: text('person_key').notNull(),
    ownerName: text('owner_name').notNull(),
    status: text('status').notNull(),
    selfieFileId: text('selfie_file_id'),
    idFileId: text('id_file_id'),
    reason: text('reason'),
    /** the operator who asked for the link: the provider's decision is mailed to them */
    requestedBy: integer('requested_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    /** when the decision was mailed (at most once) */
    mailedAt: ts('mailed_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('face_checks_merchant_idx').on(t.merchantNo, t.personKey, t.id), index('face_checks_status_idx').on(t.status, t.id)],
);
