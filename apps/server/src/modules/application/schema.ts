import { pgTable, serial, text, timestamp, index, unique } from 'drizzle-orm/pg-core';
import { merchants } from '../merchant/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A merchant's store, website or app (spec 3 Application), reviewed by the provider before use. */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    /** the ID shown to the merchant */
    appId: text('app_id').notNull(),
    merchantNo: text('merchant_no')
      .notNull()
      .references(() => merchants.merchantNo),
    name: text('name').notNull(),
    /** APPLICATION_TYPES in contracts */
    type: text('type').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** APPLICATION_STATUSES: waiting (in review), pass, fail */
    auditStatus: text('audit_status').notNull().default('waiting'),
    comments: text('comments'),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('applications_app_id').on(t.appId),
    index('applications_merchant_idx').on(t.merchantNo, t.id),
    index('applications_status_idx').on(t.auditStatus, t.id),
  ],
);
