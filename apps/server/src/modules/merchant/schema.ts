import { pgTable, serial, text, smallint, boolean, timestamp, integer, index, unique } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A merchant account (spec 3: merchant login record, business types info, face authentication). */
export const merchants = pgTable(
  'merchants',
  {
    merchantNo: text('merchant_no').primaryKey(),
    name: text('name').notNull(),
    /** 0 default, 1 acquiring, 2 proxy paths, 3 group, 4 collection, 5 payout */
    merchantType: smallint('merchant_type').notNull(),
    /** '0' payout, '1' acquiring, '2' aggregate */
    businessType: text('business_type'),
    businessTypes: text('business_types').notNull().default(''),
    pendingBusinessTypes: text('pending_business_types').notNull().default(''),
    rejectedBusinessType: text('rejected_business_type').notNull().default(''),
    isAggregate: boolean('is_aggregate').notNull().default(false),
    /** MerchantStatus in contracts */
    status: smallint('status').notNull(),
    /** 0: a registered account may log in before applying (switcher rule of spec 4) */
    merchantLogin: smallint('merchant_login').notNull().default(1),
    /** the group (type 3) this account is a member of */
    parentMerchantNo: text('parent_merchant_no'),
    faceAuthFlag: text('face_auth_flag'),
    faceApproveStatus: text('face_approve_status'),
    /** the provider's reason while an owner's latest face check is rejected (the status bar shows it) */
    faceRejectReason: text('face_reject_reason'),
    contractEntity: text('contract_entity').notNull().default('Crossbill Payments Ltd'),
    /** a new agreement version the merchant must confirm (contracting-party change popup) */
    novationVersion: text('novation_version'),
    novationEntity: text('novation_entity'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('merchants_parent_idx').on(t.parentMerchantNo)],
);

/** Review records of a merchant's applications; code '09' is the network application. */
export const merchantAudits = pgTable(
  'merchant_audits',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    merchantNo: text('merchant_no')
      .notNull()
      .references(() => merchants.merchantNo),
    code: text('code').notNull(),
    status: text('status').notNull(),
    comments: text('comments'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('merchant_audits_merchant_idx').on(t.merchantNo, t.code, t.createdAt)],
);

/** Confirmations of a contracting-party change (spec 3: contract confirmation result). */
export const contractConfirmations = pgTable(
  'contract_confirmations',
  {
    id: serial('id').primaryKey(),
    confirmNo: text('confirm_no').notNull().unique(),
    merchantNo: text('merchant_no')
      .notNull()
      .references(() => merchants.merchantNo),
    userId: integer('user_id').notNull(),
    contractVersion: text('contract_version').notNull(),
    newEntity: text('new_entity').notNull(),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    effectiveAt: ts('effective_at').notNull(),
    appliedAt: ts('applied_at'),
  },
  (t) => [unique('contract_confirmations_once').on(t.merchantNo, t.contractVersion)],
);
