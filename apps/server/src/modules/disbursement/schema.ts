import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PayeeSnapshot } from '@crossbill/contracts/payee';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Disbursements: settlement funds paid from a merchant's available balance to one of its own
 * settlement accounts. The account is copied at request time (`payee_snapshot`, everything the bank
 * is paid on; name, bank and masked account as columns for the lists): execution pays that copy, so
 * an edit of the account after the request redirects nothing.
 */
export const disbursements = pgTable(
  'disbursements',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull().unique(),
    merchantNo: text('merchant_no').notNull(),
    payeeId: integer('payee_id').notNull(),
    payeeName: text('payee_name').notNull(),
    payeeBank: text('payee_bank'),
    payeeAccount: text('payee_account').notNull(),
    payeeSnapshot: jsonb('payee_snapshot').$type<PayeeSnapshot>().notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().$type<'processing' | 'succeeded' | 'failed'>(),
    remark: text('remark'),
    /** message key of the reason a failed disbursement gives */
    failureReason: text('failure_reason'),
    createdAt: ts('created_at').notNull(),
    /** money left frozen for the provider's payouts in transit */
    dispatchedAt: ts('dispatched_at'),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('disbursements_merchant_idx').on(t.merchantNo, t.id),
    index('disbursements_processing_idx')
      .on(t.id)
      .where(sql`${t.status} = 'processing'`),
    check('disbursements_amount_ck', sql`${t.amount} > 0 and ${t.fee} >= 0`),
  ],
);
