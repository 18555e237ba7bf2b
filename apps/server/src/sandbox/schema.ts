import { bigint, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Sandbox: simulated incoming bank transfers (add funds), booked through the wallet's inbound
 * credit (idempotent by reference) once `due_at` has passed.
 */
export const sandboxInboundCredits = pgTable(
  'sandbox_inbound_credits',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull(),
    dueAt: ts('due_at').notNull(),
    bookedAt: ts('booked_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_inbound_credits_ref_uq').on(t.merchantNo, t.reference), index('sandbox_inbound_credits_due_idx').on(t.dueAt)],
);
