import { pgTable, text, timestamp, index, jsonb, bigserial } from 'drizzle-orm/pg-core';

/** Page-view events the web sends fire-and-forget (spec 3: action-log event). */
export const actionLogs = pgTable(
  'action_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantNo: text('merchant_no').notNull().default(''),
    userId: text('user_id').notNull().default(''),
    pageUrl: text('page_url').notNull(),
    event: jsonb('event').notNull(),
    ip: text('ip').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('action_logs_received_idx').on(t.receivedAt)],
);
