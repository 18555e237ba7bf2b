import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CollectionFailReason, CollectionStatus, RoutingLine, Shareholder, VaStatus, VaType } from '@crossbill/contracts/virtual-account';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A virtual collection account of a merchant (spec 3): applied for, then opened at the partner bank
 * (number, bank, routing details assigned) by the provisioning job.
 */
export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    type: text('type').notNull().$type<VaType>(),
    holderName: text('holder_name').notNull(),
    address: text('address').notNull(),
    shareholders: jsonb('shareholders').notNull().$type<Shareholder[]>(),
    status: text('status').notNull().$type<VaStatus>(),
    accountNumber: text('account_number'),
    bankName: text('bank_name'),
    bankCountry: text('bank_country'),
    bankAddress: text('bank_address'),
    routing: jsonb('routing')
      .notNull()
      .default(sql`'[]'::jsonb`)
      .$type<RoutingLine[]>(),
    appliedBy: bigint('applied_by', { mode: 'number' }),
    appliedAt: ts('applied_at').notNull(),
    dueAt: ts('due_at').notNull(),
    activatedAt: ts('activated_at'),
  },
  (t) => [
    index('virtual_accounts_merchant_idx').on(t.merchantNo, t.id),
    // the provisioning sweep: applications falling due
    index('virtual_accounts_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'applying'`),
    uniqueIndex('virtual_accounts_number_uq').on(t.accountNumber),
    check('virtual_accounts_status_ck', sql`${t.status} in ('applying', 'active')`),
    check('virtual_accounts_active_ck', sql`${t.status} <> 'active' or ${t.accountNumber} is not null`),
  ],
);

/**
 * Money received on a virtual account: credited to the wallet (succeed, with its ledger entry) or
 * returned to the payer (fail). The bank's own transaction id books once per account; the payer's
 * reference is only what the payer wrote (two payments may carry the same one).
 */
export const collectionTransactions = pgTable(
  'collection_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionNo: text('transaction_no').notNull(),
    merchantNo: text('merchant_no').notNull(),
    virtualAccountId: bigint('virtual_account_id', { mode: 'number' })
      .notNull()
      .references(() => virtualAccounts.id),
    payerName: text('payer_name').notNull(),
    payerAccount: text('payer_account').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** the payer's reference (free text of the payer; not unique) */
    reference: text('reference').notNull(),
    /** the receiving bank's own id of the transfer: the same id on one account is one payment */
    bankTransactionId: text('bank_transaction_id').notNull(),
    status: text('status').notNull().$type<CollectionStatus>(),
    failReason: text('fail_reason').$type<CollectionFailReason>(),
    /** the ledger entry that credited the wallet (succeed only) */
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('collection_transactions_bank_txn_uq').on(t.virtualAccountId, t.bankTransactionId),
    uniqueIndex('collection_transactions_no_uq').on(t.transactionNo),
    index('collection_transactions_merchant_idx').on(t.merchantNo, t.createdAt, t.id),
    check('collection_transactions_amount_ck', sql`${t.amount} > 0`),
    check('collection_transactions_status_ck', sql`${t.status} in ('succeed', 'fail')`),
  ],
);
