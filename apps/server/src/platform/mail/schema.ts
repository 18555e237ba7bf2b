import { pgTable, text, timestamp, bigserial, index } from 'drizzle-orm/pg-core';

/**
 * Every mail the platform sends. Without SMTP_URL the outbox is the delivery channel (sandbox and
 * local runs read codes here and in the log); with SMTP the body is not kept (it may hold codes).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    /** what the mail is for, e.g. `register.code` */
    tag: text('tag').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    /** outbox (not sent: no SMTP configured) | sent | failed */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
