import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RefundSource, RefundStatus, RefundType, ReviewStatus } from '@crossbill/contracts/refund';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A refund (spec 3 Refund), whichever way it came in (portal, batch, Payment API, sandbox): the
 * money side is the refund transaction (payment module, `refund_id` = its transaction id, pending
 * until the refund completes); this row holds what the portal shows besides: the spec 4 status and
 * review, source, applicant, batch and times.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundId: text('refund_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    transactionId: text('transaction_id').notNull(),
    type: text('type').notNull().$type<RefundType>(),
    status: text('status').notNull().$type<RefundStatus>(),
    reviewStatus: text('review_status').notNull().$type<ReviewStatus>(),
    source: text('source').notNull().default('portal').$type<RefundSource>(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** the amount in USD cents when it was applied (the review threshold's measure); null for refunds recorded before every refund had this row */
    amountUsd: bigint('amount_usd', { mode: 'bigint' }),
    reason: text('reason').notNull(),
    applicantUserId: integer('applicant_user_id'),
    applicant: text('applicant'),
    batchNo: text('batch_no'),
    reviewComment: text('review_comment'),
    appliedAt: ts('applied_at').notNull(),
    auditedAt: ts('audited_at'),
    completedAt: ts('completed_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('refund_requests_refund_uq').on(t.refundId),
    index('refund_requests_list_idx').on(t.merchantNo, t.appliedAt.desc(), t.id.desc()),
    index('refund_requests_tx_idx').on(t.merchantNo, t.transactionId),
    // global search by refund id prefix (modules/search)
    index('refund_requests_search_idx').on(t.merchantNo, sql`${t.refundId} collate "C"`),
    index('refund_requests_status_idx').on(t.status, t.appliedAt),
  ],
);
