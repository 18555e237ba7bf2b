import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AlertService, AlertSource, AlertStatus, AlertType } from '@crossbill/contracts/alert';
import type { DisputeScheme } from '@crossbill/contracts/dispute-reasons';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A pre-dispute alert (spec 3) on a captured payment. `amount` in minor units of the payment's
 * currency (at most what the payment held when it arrived). The refund and chargeback statuses are
 * read from the payment and its chargebacks, not kept here. `autoRefundAt`: when the system refunds
 * it if nobody acted (spec 9, within 24 hours). `chargebackAt`: sandbox only, when the issuer's
 * chargeback follows unless the alert is refunded (cleared when it is stopped or raised).
 */
export const disputeAlerts = pgTable(
  'dispute_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: text('alert_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    transactionId: text('transaction_id').notNull(),
    service: text('service').notNull().$type<AlertService>(),
    type: text('type').notNull().$type<AlertType>(),
    scheme: text('scheme').notNull().$type<DisputeScheme>(),
    reasonCode: text('reason_code').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    source: text('source').notNull().$type<AlertSource>(),
    status: text('status').notNull().$type<AlertStatus>(),
    autoRefundAt: ts('auto_refund_at'),
    chargebackAt: ts('chargeback_at'),
    handledAt: ts('handled_at'),
    handledByUserId: integer('handled_by_user_id'),
    receivedAt: ts('received_at').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('dispute_alerts_alert_id_uq').on(t.alertId),
    // the list: newest received first within a merchant, narrowed by status
    index('dispute_alerts_list_idx').on(t.merchantNo, t.receivedAt.desc(), t.id.desc()),
    index('dispute_alerts_status_idx').on(t.merchantNo, t.status, t.receivedAt.desc(), t.id.desc()),
    index('dispute_alerts_tx_idx').on(t.merchantNo, t.transactionId),
    // the sweep: open alerts by due time, scheduled sandbox chargebacks
    index('dispute_alerts_due_idx')
      .on(t.autoRefundAt)
      .where(sql`${t.status} = 'new'`),
    index('dispute_alerts_follow_idx')
      .on(t.chargebackAt)
      .where(sql`${t.chargebackAt} is not null`),
  ],
);

/** The timeline of an alert: arrival and every action with its actor and time. */
export const alertEvents = pgTable(
  'dispute_alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: text('alert_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    kind: text('kind').notNull(),
    /** operator:<user id>, job, sandbox or ops */
    actor: text('actor').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('dispute_alert_events_alert_idx').on(t.alertId, t.id)],
);
