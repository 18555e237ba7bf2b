import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, serial, text, timestamp, uniqueIndex, integer } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A merchant's balance buckets (spec 3 wallet: available, to be settled, frozen, margin), and `owed`:
 * what the merchant owes the provider (a chargeback, fee or penalty its balance could not cover), kept
 * as a balance at or below zero and recovered from the merchant's next incoming funds (ledger.post).
 */
export const MERCHANT_BUCKETS = ['available', 'to_be_settled', 'frozen', 'margin', 'owed'] as const;
/** The provider's side of every movement. */
export const PROVIDER_BUCKETS = ['clearing', 'fee_income', 'fx_position', 'payouts_in_transit', 'external_bank'] as const;
export type MerchantBucket = (typeof MERCHANT_BUCKETS)[number];
export type ProviderBucket = (typeof PROVIDER_BUCKETS)[number];
export type Bucket = MerchantBucket | ProviderBucket;

const list = (xs: readonly string[]) => sql.raw(xs.map((x) => `'${x}'`).join(', '));

/**
 * One account per (owner, currency, bucket): merchant_no for a merchant's buckets, null for the
 * provider's. `balance` (minor units) is the sum of the account's postings, kept under row locks;
 * `no_negative` accounts can never go below zero, whatever the code does (CHECK).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no'),
    currency: text('currency').notNull(),
    bucket: text('bucket').notNull().$type<Bucket>(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    noNegative: boolean('no_negative').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq').on(sql`coalesce(${t.merchantNo}, '')`, t.currency, t.bucket),
    check('ledger_accounts_no_negative_ck', sql`not (${t.noNegative} and ${t.balance} < 0)`),
    // owed is a debt: never above zero, whatever the code does
    check('ledger_accounts_owed_ck', sql`${t.bucket} <> 'owed' or ${t.balance} <= 0`),
    check('ledger_accounts_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'ledger_accounts_bucket_ck',
      sql`(${t.merchantNo} is not null and ${t.bucket} in (${list(MERCHANT_BUCKETS)})) or (${t.merchantNo} is null and ${t.bucket} in (${list(PROVIDER_BUCKETS)}))`,
    ),
  ],
);

/**
 * A journal entry: one money movement. Never updated or deleted; a reversal is a new entry that
 * negates the original and points at it (at most one reversal per entry).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    merchantNo: text('merchant_no'),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }).references((): never => ledgerEntries.id as never),
    /** the Idempotency-Key of the call that made it, when there was one */
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reverses_uq').on(t.reversesEntryId),
    index('ledger_entries_merchant_idx').on(t.merchantNo, t.createdAt),
    index('ledger_entries_reference_idx').on(t.reference),
  ],
);

/** The lines of an entry: signed amounts in the account's currency; an entry's lines sum to zero per currency. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    index('ledger_postings_entry_idx').on(t.entryId),
    // an account's statement, in order
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    check('ledger_postings_nonzero_ck', sql`${t.amount} <> 0`),
  ],
);
