import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AfterLastRetry, CancelMode, CycleOutcome, DunningState, FrequencyUnit } from '@crossbill/contracts/subscription';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A subscription (contracts subscription.ts): the plan (price × quantity per cycle, frequency,
 * cycles), the customer, the vault token of the card, and where billing stands. `plan_no` starts at 1
 * and grows at each change; `plan_anchor` is the current plan's start (the change date after a
 * change), from which every billing time is computed (schedule.ts); `current_cycle` is the number of
 * cycles billed in the current plan. `due_at` is when the billing job next has something to do
 * (the next billing, a retry, a scheduled cancellation or the expiry), kept by the service beside
 * the fields it derives from; the job reads only it. `version` guards the portal's edits.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    contractNumber: text('contract_number').notNull(),
    customerId: text('customer_id'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    tokenId: text('token_id'),
    firstTransactionId: text('first_transaction_id'),
    collectionMethod: smallint('collection_method').notNull(),
    status: smallint('status').notNull(),
    productName: text('product_name').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    quantity: integer('quantity').notNull(),
    currency: text('currency').notNull(),
    frequencyUnit: text('frequency_unit').notNull().$type<FrequencyUnit>(),
    frequencyCount: integer('frequency_count').notNull(),
    /** null: permanent */
    billingCycles: integer('billing_cycles'),
    startAt: ts('start_at').notNull(),
    expireAt: ts('expire_at'),
    planNo: integer('plan_no').notNull().default(1),
    planAnchor: ts('plan_anchor').notNull(),
    currentCycle: integer('current_cycle').notNull().default(0),
    nextBillingAt: ts('next_billing_at'),
    /** the credit of the last change, minor units */
    prorationAmount: bigint('proration_amount', { mode: 'bigint' }),
    dunning: text('dunning').notNull().default('none').$type<DunningState>(),
    retryCount: integer('retry_count').notNull().default(0),
    nextRetryAt: ts('next_retry_at'),
    cancelMode: text('cancel_mode').$type<CancelMode>(),
    cancelAt: ts('cancel_at'),
    cancelRequestedAt: ts('cancel_requested_at'),
    /** merchant: asked by the merchant (portal or API); retries: the last retry failed and the setting cancels */
    cancelReason: text('cancel_reason').$type<'merchant' | 'retries'>(),
    endedAt: ts('ended_at'),
    /** when it first became active; null while it never was (the list's figures, contracts subscription-stats.ts) */
    activatedAt: ts('activated_at'),
    /** when it was lost: cancelled (its end) or left unpaid after the last retry, whichever came first */
    churnedAt: ts('churned_at'),
    dueAt: ts('due_at'),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_subscription_id_uq').on(t.subscriptionId),
    uniqueIndex('subscriptions_contract_uq').on(t.merchantNo, t.contractNumber),
    // global search by subscription id prefix (modules/search)
    index('subscriptions_search_idx').on(t.merchantNo, sql`${t.subscriptionId} collate "C"`),
    index('subscriptions_list_idx').on(t.merchantNo, t.createdAt.desc(), t.id.desc()),
    index('subscriptions_status_idx').on(t.merchantNo, t.status, t.createdAt.desc()),
    index('subscriptions_next_billing_idx').on(t.merchantNo, t.nextBillingAt),
    // the list's figures: active at a window's start, churned in it
    index('subscriptions_activated_idx')
      .on(t.merchantNo, t.activatedAt)
      .where(sql`${t.activatedAt} is not null`),
    // the upcoming-charge mails: automatic plans with a card whose next charge is near, across merchants
    index('subscriptions_upcoming_idx')
      .on(t.nextBillingAt)
      .where(sql`${t.status} in (0, 1) and ${t.collectionMethod} = 1 and ${t.tokenId} is not null`),
    index('subscriptions_churned_idx')
      .on(t.merchantNo, t.churnedAt)
      .where(sql`${t.churnedAt} is not null`),
    // the billing job: what is due, across merchants, only while there is something to do
    index('subscriptions_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null and ${t.status} in (0, 1)`),
  ],
);

/**
 * One row per billed cycle: (subscription, plan, cycle) is unique, so a cycle is charged once however
 * many workers race for it (the loser's insert conflicts and it does nothing). Retries are more
 * attempts on the same row; each attempt is its own transaction (transactions.subscription_id).
 */
export const subscriptionCycles = pgTable(
  'subscription_cycles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    planNo: integer('plan_no').notNull(),
    cycleNo: integer('cycle_no').notNull(),
    dueAt: ts('due_at').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    outcome: text('outcome').notNull().$type<CycleOutcome>(),
    attempts: integer('attempts').notNull().default(0),
    transactionId: text('transaction_id'),
    responseCode: text('response_code'),
    responseMessage: text('response_message'),
    billedAt: ts('billed_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('subscription_cycles_uq').on(t.subscriptionId, t.planNo, t.cycleNo)],
);

export interface PlanTerms {
  price: string;
  quantity: number;
  frequencyUnit: FrequencyUnit;
  frequencyCount: number;
}

/** A change of the plan with its proration (minor units of the subscription's currency). */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    /** the plan the change started */
    planNo: integer('plan_no').notNull(),
    before: jsonb('before').notNull().$type<PlanTerms>(),
    after: jsonb('after').notNull().$type<PlanTerms>(),
    credit: bigint('credit', { mode: 'bigint' }).notNull(),
    charged: bigint('charged', { mode: 'bigint' }).notNull(),
    refunded: bigint('refunded', { mode: 'bigint' }).notNull(),
    refundId: text('refund_id'),
    changedAt: ts('changed_at').notNull(),
  },
  (t) => [index('subscription_changes_sub_idx').on(t.subscriptionId, t.id)],
);

/**
 * One row per upcoming-charge mail sent, keyed by the cycle it announces (subscription, plan, cycle):
 * the mail is claimed by inserting its row, so two workers or a rerun send it once.
 */
export const subscriptionUpcomingMails = pgTable(
  'subscription_upcoming_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    planNo: integer('plan_no').notNull(),
    cycleNo: integer('cycle_no').notNull(),
    chargeAt: ts('charge_at').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [uniqueIndex('subscription_upcoming_mails_uq').on(t.subscriptionId, t.planNo, t.cycleNo)],
);

/** A merchant's subscription settings; absent: the defaults of contracts DEFAULT_SUBSCRIPTION_SETTINGS. */
export const subscriptionSettings = pgTable('subscription_settings', {
  merchantNo: text('merchant_no').primaryKey(),
  retryDelays: jsonb('retry_delays').notNull().$type<number[]>(),
  afterLastRetry: text('after_last_retry').notNull().$type<AfterLastRetry>(),
  emailUpcoming: boolean('email_upcoming').notNull(),
  emailFailed: boolean('email_failed').notNull(),
  emailCancelled: boolean('email_cancelled').notNull(),
  defaultCancelMode: text('default_cancel_mode').notNull().$type<CancelMode>(),
  updatedAt: ts('updated_at').notNull(),
});
