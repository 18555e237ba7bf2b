import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EthocaLiability, EthocaOutcome, EthocaRefundStatus, EthocaType } from '@crossbill/contracts/ethoca';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An Ethoca-type alert or case (spec 3 Alert/case). `amount` is what the alert names (minor units of
 * `currency`), `transaction_amount` what the payment was; `transaction_id` the payment it matched
 * (by ID, merchant order ID or ARN), null when none did. The card is BIN, last four and a keyed hash,
 * never the number. `status` is open or answered; `missed` is derived from `due_at` (contracts ethoca.ts).
 */
export const ethocaAlerts = pgTable(
  'ethoca_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: text('alert_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    ethocaId: text('ethoca_id').notNull(),
    caseId: text('case_id'),
    type: text('type').notNull().$type<EthocaType>(),
    merchantOrderId: text('merchant_order_id'),
    transactionId: text('transaction_id'),
    descriptor: text('descriptor').notNull(),
    resellerSubMerchantId: text('reseller_sub_merchant_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    transactionAmount: bigint('transaction_amount', { mode: 'bigint' }).notNull(),
    transactionCurrency: text('transaction_currency').notNull(),
    arn: text('arn'),
    /** the acquirer's BIN and card acceptor ID, the merchant's trading name and category */
    bin: text('bin').notNull(),
    caid: text('caid').notNull(),
    dba: text('dba').notNull(),
    mcc: text('mcc').notNull(),
    liability: text('liability').notNull().$type<EthocaLiability>(),
    reasonCode: text('reason_code').notNull(),
    cardBin: text('card_bin').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardHash: text('card_hash'),
    status: text('status').notNull().$type<'open' | 'answered'>(),
    outcome: text('outcome').$type<EthocaOutcome>(),
    refundStatus: text('refund_status').notNull().$type<EthocaRefundStatus>(),
    refundId: text('refund_id'),
    comment: text('comment'),
    answeredAt: ts('answered_at'),
    answeredByUserId: integer('answered_by_user_id'),
    answeredBy: text('answered_by'),
    receivedAt: ts('received_at').notNull(),
    dueAt: ts('due_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('ethoca_alerts_alert_id_uq').on(t.alertId),
    // the network resends an alert: one row per Ethoca ID per merchant
    uniqueIndex('ethoca_alerts_ethoca_id_uq').on(t.merchantNo, t.ethocaId),
    // the list: newest first within a merchant, narrowed by status or order ID
    index('ethoca_alerts_list_idx').on(t.merchantNo, t.receivedAt.desc(), t.id.desc()),
    index('ethoca_alerts_status_idx').on(t.merchantNo, t.status, t.dueAt),
    index('ethoca_alerts_order_idx')
      .on(t.merchantNo, t.merchantOrderId)
      .where(sql`${t.merchantOrderId} is not null`),
  ],
);

/** The timeline of an alert: arrival, the answer and its refund, with time, actor and data. */
export const ethocaAlertEvents = pgTable(
  'ethoca_alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: text('alert_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    kind: text('kind').notNull().$type<'received' | 'answered' | 'refunded'>(),
    /** operator:<user id>, sandbox or ops */
    actor: text('actor').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('ethoca_alert_events_alert_idx').on(t.alertId, t.id)],
);
