import { pgTable, text, timestamp, integer, index, jsonb, bigserial } from 'drizzle-orm/pg-core';

/**
 * Append-only audit log: who did what, when, from where (DESIGN.md section 9). Nothing updates a row;
 * rows are deleted only by the audit-log module's retention job, once older than the merchant's retention.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    merchantNo: text('merchant_no'),
    action: text('action').notNull(),
    target: text('target'),
    summary: jsonb('summary').notNull().default({}),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // the team audit log's keyset order (newest first, id breaking ties) and its filters within a merchant
    index('audit_log_merchant_idx').on(t.merchantNo, t.createdAt, t.id),
    index('audit_log_merchant_user_idx').on(t.merchantNo, t.userId, t.createdAt),
    index('audit_log_merchant_action_idx').on(t.merchantNo, t.action, t.createdAt),
    index('audit_log_merchant_target_idx').on(t.merchantNo, t.target),
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    // the retention job deletes by age
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
