import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** How long a merchant keeps its audit entries (days); a merchant without a row keeps the default. */
export const auditRetention = pgTable('audit_retention', {
  merchantNo: text('merchant_no').primaryKey(),
  days: integer('days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedByUserId: integer('updated_by_user_id'),
});
