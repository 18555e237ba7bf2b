import { pgTable, serial, text, timestamp, integer, index, jsonb, unique } from 'drizzle-orm/pg-core';
import { merchants } from '../merchant/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A list's saved view (contracts saved-view.ts): the list's URL query and visible columns under a
 * name, owned by the operator (membership) who saved it, private or shared in its merchant.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no')
      .notNull()
      .references(() => merchants.merchantNo),
    /** the owner: operators.id (one person's membership in this merchant) */
    operatorId: integer('operator_id').notNull(),
    listId: text('list_id').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    /** private | shared */
    visibility: text('visibility').notNull().default('private'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('saved_views_owner_name').on(t.merchantNo, t.listId, t.operatorId, t.name),
    // the list's views of a merchant (the owner's and the shared ones)
    index('saved_views_list_idx').on(t.merchantNo, t.listId),
  ],
);
