import { pgTable, text, timestamp, bigserial, index } from 'drizzle-orm/pg-core';

/** Every SMS the sandbox provider "sends": the sandbox and ops read codes here and in the log. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** E.164 */
    recipient: text('recipient').notNull(),
    tag: text('tag').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
