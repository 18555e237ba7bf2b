import { pgTable, text, timestamp, integer, index, jsonb, bigserial } from 'drizzle-orm/pg-core';

/** Append-only audit log: who did what, when, from where (DESIGN.md section 9). */
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
  (t) => [index('audit_log_merchant_idx').on(t.merchantNo, t.createdAt), index('audit_log_user_idx').on(t.userId, t.createdAt)],
);
