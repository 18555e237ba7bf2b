import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../merchant/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One condition as stored: amounts in minor units of its currency (USD for "all currencies"), as strings. */
export interface StoredCondition {
  currency: string;
  lowerMinor: string;
  upperMinor: string | null;
  required: boolean;
  mode: 'any' | 'all';
  steps: Array<{ approverUserIds: number[] }>;
}

/**
 * The transfer approval setting of a merchant (spec 3, 4). No row: "no setup". The conditions are
 * one document: they are always read and replaced together, and never queried by their parts.
 */
export const approvalSettings = pgTable('transfer_approval_settings', {
  merchantNo: text('merchant_no')
    .primaryKey()
    .references(() => merchants.merchantNo),
  /** 'enabled' | 'disabled' */
  state: text('state').notNull(),
  approveSelf: boolean('approve_self').notNull().default(false),
  allowMultiStep: boolean('allow_multi_step').notNull().default(false),
  conditions: jsonb('conditions').$type<StoredCondition[]>().notNull(),
  /** raised on every change, so that a flow records which version it started from */
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by'),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * An approval flow started by a subject (a transfer). Mode, flags and candidates are copied at the
 * start, so later edits of the setting never change a flow in progress.
 */
export const approvalFlows = pgTable(
  'approval_flows',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no')
      .notNull()
      .references(() => merchants.merchantNo),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    submitterUserId: integer('submitter_user_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    settingVersion: integer('setting_version').notNull(),
    condition: jsonb('condition').$type<StoredCondition & { index: number }>().notNull(),
    mode: text('mode').notNull(),
    approveSelf: boolean('approve_self').notNull(),
    allowMultiStep: boolean('allow_multi_step').notNull(),
    /** 'pending' | 'approved' | 'rejected' | 'cancelled' */
    status: text('status').notNull().default('pending'),
    currentStep: integer('current_step').notNull().default(1),
    stepCount: integer('step_count').notNull(),
    /** the rejection or cancellation reason */
    reason: text('reason'),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('approval_flows_subject_idx').on(t.merchantNo, t.subjectType, t.subjectId), index('approval_flows_pending_idx').on(t.merchantNo, t.status)],
);

/** The candidates of each step (a snapshot) and their decisions. */
export const approvalFlowApprovers = pgTable(
  'approval_flow_approvers',
  {
    flowId: integer('flow_id')
      .notNull()
      .references(() => approvalFlows.id),
    stepNo: integer('step_no').notNull(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** null until decided: 'approve' | 'reject' */
    decision: text('decision'),
    reason: text('reason'),
    decidedAt: ts('decided_at'),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.stepNo, t.userId] }), index('approval_flow_approvers_user_idx').on(t.userId, t.decision)],
);
