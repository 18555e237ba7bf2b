import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Sandbox: simulated incoming bank transfers (add funds), booked through the wallet's inbound
 * credit once `due_at` has passed. One bank transaction id per merchant is one transfer; the payer's
 * reference (the funding reference, usually) may repeat.
 */
export const sandboxInboundCredits = pgTable(
  'sandbox_inbound_credits',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** the payer's reference */
    reference: text('reference').notNull(),
    /** the bank's own id of the transfer */
    bankTransactionId: text('bank_transaction_id').notNull(),
    dueAt: ts('due_at').notNull(),
    bookedAt: ts('booked_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_inbound_credits_bank_txn_uq').on(t.merchantNo, t.bankTransactionId), index('sandbox_inbound_credits_due_idx').on(t.dueAt)],
);

/**
 * Sandbox: the shared clock. One row: how far the sandbox's time runs ahead of the system clock. Every
 * server and worker of a deployment reads it (sandbox/clock.ts), so that moving it moves them all.
 */
export const sandboxClock = pgTable(
  'sandbox_clock',
  {
    id: integer('id').primaryKey(),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('sandbox_clock_one_row', sql`${t.id} = 1`)],
);
