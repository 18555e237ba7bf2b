import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FraudType } from '@crossbill/contracts/fraud';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An issuer's fraud report (spec 3 Fraud notification: Visa TC40 / Mastercard SAFE) on one payment.
 * Amount, currency, method, card, e-mail and IP are the payment's (read from it, never copied); the
 * chargeback and refund columns of the list are derived from the payment's chargebacks and refunds,
 * so a refund made anywhere shows here too. Only the review is this row's own state.
 */
export const fraudNotifications = pgTable(
  'fraud_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: text('notification_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    transactionId: text('transaction_id').notNull(),
    fraudType: text('fraud_type').notNull().$type<FraudType>(),
    /** sandbox, ops or demo */
    source: text('source').notNull(),
    /** when the issuer reported it to the scheme */
    notifiedAt: ts('notified_at').notNull(),
    /** when it reached us (the list's order and date filter) */
    receivedAt: ts('received_at').notNull(),
    reviewedAt: ts('reviewed_at'),
    reviewedByUserId: integer('reviewed_by_user_id'),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    uniqueIndex('fraud_notifications_id_uq').on(t.notificationId),
    index('fraud_notifications_list_idx').on(t.merchantNo, t.receivedAt.desc(), t.id.desc()),
    index('fraud_notifications_tx_idx').on(t.merchantNo, t.transactionId),
  ],
);
