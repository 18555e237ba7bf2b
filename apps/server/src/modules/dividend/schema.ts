import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReceiverKind, ReceiverStatus, SplitEventKind, SplitStatus } from '@crossbill/contracts/dividend';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A merchant's split receivers (contracts dividend.ts): a member merchant of its group, or one of its
 * transfer contacts (an external payee). `max_share_bp` is the provider's setting, never the merchant's.
 */
export const dividendReceivers = pgTable(
  'dividend_receivers',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    kind: text('kind').notNull().$type<ReceiverKind>(),
    name: text('name').notNull(),
    receiverMerchantNo: text('receiver_merchant_no'),
    payeeId: integer('payee_id'),
    maxShareBp: integer('max_share_bp').notNull(),
    status: text('status').notNull().$type<ReceiverStatus>(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('dividend_receivers_member_uq').on(t.merchantNo, t.receiverMerchantNo),
    uniqueIndex('dividend_receivers_payee_uq').on(t.merchantNo, t.payeeId),
    check(
      'dividend_receivers_kind_ck',
      sql`(${t.kind} = 'member' and ${t.receiverMerchantNo} is not null) or (${t.kind} = 'external' and ${t.payeeId} is not null)`,
    ),
    check('dividend_receivers_max_ck', sql`${t.maxShareBp} between 1 and 10000`),
  ],
);

/**
 * One receiver's share of one payment, in the payment's currency (minor units). `reversed` is what
 * refunds and chargebacks have taken back (before settlement the share simply shrinks; after it the
 * receiver pays it back); `settled` what moved when the payment settled.
 */
export const dividendSplits = pgTable(
  'dividend_splits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    splitId: text('split_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    transactionId: text('transaction_id').notNull(),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => dividendReceivers.id),
    /** a member receiver's merchant (its incoming list), copied from the receiver */
    receiverMerchantNo: text('receiver_merchant_no'),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reversedAmount: bigint('reversed_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    settledAmount: bigint('settled_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().$type<SplitStatus>(),
    failureReason: text('failure_reason'),
    /** who gave it: api (with the payment), portal, sandbox (demo) */
    source: text('source').notNull(),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('dividend_splits_split_id_uq').on(t.splitId),
    uniqueIndex('dividend_splits_payment_receiver_uq').on(t.merchantNo, t.transactionId, t.receiverId),
    index('dividend_splits_list_idx').on(t.merchantNo, t.createdAt.desc(), t.id.desc()),
    index('dividend_splits_incoming_idx').on(t.receiverMerchantNo, t.createdAt.desc(), t.id.desc()),
    index('dividend_splits_pending_idx')
      .on(t.transactionId)
      .where(sql`${t.status} = 'pending'`),
    check('dividend_splits_amount_ck', sql`${t.amount} > 0 and ${t.reversedAmount} between 0 and ${t.amount}`),
  ],
);

/** A split's history: each step with the ledger entry that moved its money (none before settlement). */
export const dividendSplitEvents = pgTable(
  'dividend_split_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    splitId: bigint('split_id', { mode: 'number' })
      .notNull()
      .references(() => dividendSplits.id),
    kind: text('kind').notNull().$type<SplitEventKind>(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    reference: text('reference'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('dividend_split_events_split_idx').on(t.splitId, t.id)],
);
