import { bigint, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
