import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SettlementStatus } from '@crossbill/contracts/settlement';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Settlement batches (spec 3): one per merchant, currency and settlement date. Money columns are
 * minor units of `currency`; settlement = transactions − refunds − chargebacks − fees. The unique
 * key makes a second run of the same day a no-op.
 */
export const settlementBatches = pgTable(
  'settlement_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: text('batch_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    currency: text('currency').notNull(),
    /** the Beijing day of the run (T+1 of the captures it holds) */
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    /** captures completed before this instant were eligible */
    cutoff: ts('cutoff').notNull(),
    transactionCount: integer('transaction_count').notNull(),
    transactionAmount: bigint('transaction_amount', { mode: 'bigint' }).notNull(),
    refundCount: integer('refund_count').notNull(),
    refundAmount: bigint('refund_amount', { mode: 'bigint' }).notNull(),
    chargebackAmount: bigint('chargeback_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** chargeback fees and penalties of the batch's payments taken before settlement */
    chargebackFee: bigint('chargeback_fee', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    fixedFee: bigint('fixed_fee', { mode: 'bigint' }).notNull(),
    discountFee: bigint('discount_fee', { mode: 'bigint' }).notNull(),
    feeAmount: bigint('fee_amount', { mode: 'bigint' }).notNull(),
    settlementAmount: bigint('settlement_amount', { mode: 'bigint' }).notNull(),
    /** mid rate used for the 0.30 USD fixed fee: units of `currency` per USD */
    usdRate: text('usd_rate').notNull(),
    status: text('status').notNull().$type<SettlementStatus>(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    paidAt: ts('paid_at').notNull(),
  },
  (t) => [
    uniqueIndex('settlement_batches_batch_id_uq').on(t.batchId),
    uniqueIndex('settlement_batches_day_uq').on(t.merchantNo, t.currency, t.settlementDate),
    index('settlement_batches_list_idx').on(t.merchantNo, t.settlementDate.desc(), t.id.desc()),
  ],
);
