import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RecurringProfile } from '@crossbill/contracts/card';
import type { Address, Initiator, RefundState, TransactionStatus, TransactionType } from '@crossbill/contracts/payment';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The merchants' Payment API keys: several per merchant, each with a name (unique among the
 * merchant's live keys, checked by the service under a per-merchant lock: "live" depends on the
 * clock). The secret is encrypted at rest (AES-256-GCM under the server key of config), not hashed:
 * HMAC verification needs the plaintext on the server side. A database leak alone still does not give
 * the keys away, and nothing shows a secret again after its creation. `prefix` (the first characters)
 * is what the portal shows. A key is live while not revoked and not past `expires_at`; a roll
 * creates the new key (`rolled_from_id`) and sets the old one's expiry, both verifying until then.
 */
export const merchantApiKeys = pgTable(
  'merchant_api_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    name: text('name').notNull(),
    /** base64 of iv (12) | tag (16) | ciphertext */
    secretEnc: text('secret_enc').notNull(),
    /** `sk_sandbox_` and the first 4 random characters; null until known (keys from before named keys: SQL cannot decrypt) */
    prefix: text('prefix'),
    createdAt: ts('created_at').notNull(),
    /** the person who created it (null: ops, tests, the sandbox, or a key from before named keys) */
    createdBy: integer('created_by'),
    /** written at most once a minute per key (API_KEY_LAST_USED_STEP_MS): signed traffic stays mostly reads */
    lastUsedAt: ts('last_used_at'),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    revokedBy: integer('revoked_by'),
    /** the key this one replaced by a roll */
    rolledFromId: bigint('rolled_from_id', { mode: 'number' }),
  },
  (t) => [index('merchant_api_keys_merchant_idx').on(t.merchantNo, t.createdAt)],
);

/** Nonces seen inside the signature window (replay protection); purged after the window. */
export const apiNonces = pgTable(
  'api_nonces',
  {
    merchantNo: text('merchant_no').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantNo, t.nonce] }), index('api_nonces_created_idx').on(t.createdAt)],
);

/**
 * Transactions (spec 3): payments (sale, authorization) and refunds, one row each. A refund row
 * points at its payment through original_transaction_id. Money columns are minor units of
 * `currency`. Settlement (another module) sets settlement_batch_id and settled_at; fees are computed
 * there, not here.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    merchantOrderId: text('merchant_order_id').notNull(),
    originalTransactionId: text('original_transaction_id'),
    type: text('type').notNull().$type<TransactionType>(),
    status: text('status').notNull().$type<TransactionStatus>(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    capturedAmount: bigint('captured_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refundedAmount: bigint('refunded_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** refunds not yet final (requested, in review): they count against the refundable amount */
    refundPendingAmount: bigint('refund_pending_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** what chargebacks hold of this payment now (a won one gives it back): refunds and new chargebacks may not exceed captured less this */
    chargebackAmount: bigint('chargeback_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** chargeback fees and penalties taken from to-be-settled before settlement: the batch nets them */
    chargebackFee: bigint('chargeback_fee', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refundState: text('refund_state').notNull().default('none').$type<RefundState>(),
    currency: text('currency').notNull(),
    /** a card brand or a local method code */
    paymentMethod: text('payment_method').notNull(),
    cardBin: text('card_bin'),
    cardLast4: text('card_last4'),
    /** keyed HMAC of the card number (risk module's card hash): a blacklist M item takes it; never the number */
    cardHash: text('card_hash'),
    /** ISO 3166-1 alpha-2 of the BIN; '' when unknown or not a card */
    cardCountry: text('card_country').notNull().default(''),
    arn: text('arn'),
    eci: text('eci'),
    threeDs: text('three_ds'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    customerEmail: text('customer_email'),
    description: text('description'),
    billingAddress: jsonb('billing_address').$type<Address>(),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    trackingNumber: text('tracking_number'),
    trackingCarrier: text('tracking_carrier'),
    channelRequestId: text('channel_request_id'),
    channelResponseId: text('channel_response_id'),
    responseCode: text('response_code'),
    responseMessage: text('response_message'),
    /** refunds: the reason and the merchant's own refund reference */
    reason: text('reason'),
    merchantRefundId: text('merchant_refund_id'),
    /** the ledger entry that booked the money (capture or refund) */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    settlementBatchId: text('settlement_batch_id'),
    settledAt: ts('settled_at'),
    /** customer: the cardholder paid (checkout, a subscription's first payment); merchant: charged against a stored card */
    initiator: text('initiator').notNull().default('customer').$type<Initiator>(),
    /** the subscription a first payment, cycle charge or its refund belongs to */
    subscriptionId: text('subscription_id'),
    expiresAt: ts('expires_at'),
    completedAt: ts('completed_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('transactions_transaction_id_uq').on(t.transactionId),
    // one payment per merchant order (refunds share their payment's order id)
    uniqueIndex('transactions_order_uq')
      .on(t.merchantNo, t.merchantOrderId)
      .where(sql`${t.type} <> 'refund'`),
    uniqueIndex('transactions_refund_ref_uq')
      .on(t.merchantNo, t.merchantRefundId)
      .where(sql`${t.merchantRefundId} is not null`),
    // the list: newest first within a merchant; the other filters narrow this range
    index('transactions_list_idx').on(t.merchantNo, t.createdAt.desc(), t.id.desc()),
    index('transactions_merchant_status_idx').on(t.merchantNo, t.status, t.createdAt.desc()),
    index('transactions_merchant_last4_idx').on(t.merchantNo, t.cardLast4, t.createdAt.desc()),
    index('transactions_merchant_method_idx').on(t.merchantNo, t.paymentMethod, t.createdAt.desc()),
    index('transactions_merchant_currency_idx').on(t.merchantNo, t.currency, t.createdAt.desc()),
    // currency and payment method together (e.g. EUR + mastercard): neither alone is selective, so the
    // count would otherwise read every row of the currency; here it reads only the matches, index-only
    index('transactions_merchant_currency_method_idx').on(t.merchantNo, t.currency, t.paymentMethod, t.createdAt.desc(), t.id.desc()),
    // the list's exact merchant order ID filter (a payment and its refunds): the partial unique index above
    // leaves refunds out, so it cannot serve it
    index('transactions_merchant_order_idx').on(t.merchantNo, t.merchantOrderId),
    index('transactions_original_idx').on(t.originalTransactionId),
    // global search by prefix (modules/search): byte order ("C") lets LIKE 'abc%' read a range of the index
    // whatever the database's collation, one merchant at a time
    index('transactions_search_id_idx').on(t.merchantNo, sql`${t.transactionId} collate "C"`),
    index('transactions_search_order_idx').on(t.merchantNo, sql`${t.merchantOrderId} collate "C"`),
    index('transactions_search_arn_idx')
      .on(t.merchantNo, sql`${t.arn} collate "C"`)
      .where(sql`${t.arn} is not null`),
    index('transactions_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending' and ${t.expiresAt} is not null`),
    index('transactions_subscription_idx')
      .on(t.subscriptionId, t.id)
      .where(sql`${t.subscriptionId} is not null`),
    index('transactions_settlement_idx')
      .on(t.merchantNo, t.currency, t.settlementBatchId)
      .where(sql`${t.settledAt} is null`),
  ],
);

/** The timeline of a transaction: every state change, with who asked (api, portal, sandbox, job). */
export const transactionEvents = pgTable(
  'transaction_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    kind: text('kind').notNull(),
    status: text('status'),
    amount: bigint('amount', { mode: 'bigint' }),
    note: text('note'),
    source: text('source').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('transaction_events_tx_idx').on(t.transactionId, t.id)],
);

/**
 * Daily rollups kept in the same database transaction as each transaction change: per merchant,
 * Beijing day (of the transaction's creation), currency, method, BIN country, type, status and the
 * decline code of a failure.
 * `amount` is the transaction's amount (captured amount once captured); the dashboard and the
 * success-rate reports read these, never the transaction table.
 */
export const transactionRollups = pgTable(
  'transaction_rollups',
  {
    merchantNo: text('merchant_no').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    cardCountry: text('card_country').notNull(),
    type: text('type').notNull().$type<TransactionType>(),
    status: text('status').notNull().$type<TransactionStatus>(),
    /** the response code of a failed transaction (the decline reason), '' otherwise */
    declineCode: text('decline_code').notNull().default(''),
    count: bigint('count', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantNo, t.day, t.currency, t.paymentMethod, t.cardCountry, t.type, t.status, t.declineCode] }),
    index('transaction_rollups_day_idx').on(t.merchantNo, t.day),
  ],
);

/**
 * The dashboard's coarser rollup: per merchant, Beijing day, currency, method, type and status (no
 * BIN country, no decline code), kept in the same database transaction as transaction_rollups by
 * applyRollups. The dashboard reads at most days × currencies × methods × statuses rows of it,
 * however many transactions (and fine rollup rows) a day holds.
 */
export const transactionDaily = pgTable(
  'transaction_daily',
  {
    merchantNo: text('merchant_no').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    type: text('type').notNull().$type<TransactionType>(),
    status: text('status').notNull().$type<TransactionStatus>(),
    count: bigint('count', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantNo, t.day, t.currency, t.paymentMethod, t.type, t.status] })],
);

/**
 * Captured sales per merchant, Beijing month (of the payment's creation, as the daily rollups' day),
 * currency, method and BIN country: the chargeback-rate report's denominator. Kept by applyRollups in
 * the same database transaction as the daily rollups (the succeeded payments' deltas), so the report
 * reads a dozen rows per month and breakdown instead of a year of daily ones.
 */
export const salesMonthly = pgTable(
  'sales_monthly',
  {
    merchantNo: text('merchant_no').notNull(),
    /** YYYY-MM */
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    cardCountry: text('card_country').notNull(),
    count: bigint('count', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantNo, t.month, t.currency, t.paymentMethod, t.cardCountry] })],
);

/**
 * The sandbox's card vault: a card stored at a customer-initiated payment, charged later by the
 * merchant (subscription cycles) without the number, which is never stored: BIN, last four, brand,
 * BIN country, the risk module's keyed card hash, expiry, the scheme's reference of the first
 * payment, and the test card's recurring profile (how the sandbox answers later charges) with the
 * approvals and declines it has answered so far.
 */
export const cardTokens = pgTable(
  'card_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenId: text('token_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    cardBin: text('card_bin').notNull(),
    cardLast4: text('card_last4').notNull(),
    brand: text('brand').notNull(),
    cardCountry: text('card_country').notNull().default(''),
    cardHash: text('card_hash'),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    firstTransactionId: text('first_transaction_id').notNull(),
    /** the network's reference of the first payment, quoted by every merchant-initiated charge */
    schemeReference: text('scheme_reference').notNull(),
    recurring: jsonb('recurring').$type<RecurringProfile>(),
    approvedCharges: integer('approved_charges').notNull().default(0),
    declinedCharges: integer('declined_charges').notNull().default(0),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('card_tokens_token_id_uq').on(t.tokenId), index('card_tokens_merchant_idx').on(t.merchantNo)],
);
