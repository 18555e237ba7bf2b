import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EthocaRefundStatus } from '@crossbill/contracts/ethoca';
import type { RdrRule } from '@crossbill/contracts/enrolment-states';
import type { RdrRules } from '@crossbill/contracts/enrolment';
import type { RdrOutcome } from '@crossbill/contracts/rdr';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An RDR-type alert (contracts rdr.ts), decided on arrival by the enrolment's rules. `rules` is the
 * rules as they were then (a later edit of the enrolment does not rewrite why an alert was decided);
 * `rule` the one that matched. The card is BIN, last four and issuing country, never the number.
 * The refund and the chargeback are the refund and dispute services' own records, linked by ID.
 */
export const rdrAlerts = pgTable(
  'rdr_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: text('alert_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    caseNumber: text('case_number').notNull(),
    enrolmentId: text('enrolment_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    merchantOrderId: text('merchant_order_id'),
    arn: text('arn'),
    descriptor: text('descriptor').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    transactionAmount: bigint('transaction_amount', { mode: 'bigint' }).notNull(),
    reasonCode: text('reason_code').notNull(),
    cardBin: text('card_bin').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardCountry: text('card_country').notNull(),
    rules: jsonb('rules').notNull().$type<RdrRules>(),
    outcome: text('outcome').notNull().$type<RdrOutcome>(),
    rule: text('rule').$type<RdrRule>(),
    refundId: text('refund_id'),
    refundStatus: text('refund_status').notNull().$type<EthocaRefundStatus>(),
    chargebackId: text('chargeback_id'),
    /** sandbox, ops or demo: who delivered it for the network */
    actor: text('actor').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('rdr_alerts_alert_id_uq').on(t.alertId),
    // the network resends a case: one row per case number per merchant
    uniqueIndex('rdr_alerts_case_uq').on(t.merchantNo, t.caseNumber),
    // the list: newest first within a merchant, narrowed by outcome, rule or order ID
    index('rdr_alerts_list_idx').on(t.merchantNo, t.receivedAt.desc(), t.id.desc()),
    index('rdr_alerts_outcome_idx').on(t.merchantNo, t.outcome, t.receivedAt.desc()),
    index('rdr_alerts_order_idx')
      .on(t.merchantNo, t.merchantOrderId)
      .where(sql`${t.merchantOrderId} is not null`),
  ],
);
