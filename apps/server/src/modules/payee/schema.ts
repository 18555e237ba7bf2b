import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Payees of a merchant: transfer contacts (purpose `transfer`) and its own settlement accounts
 * (purpose `settlement`). Deleting one keeps the row (`deleted_at`): transfers and disbursements
 * keep pointing at the account they paid. Nickname unique per merchant and one default per
 * (purpose, currency) among live rows, enforced by partial unique indexes.
 */
export const payees = pgTable(
  'payees',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    purpose: text('purpose').notNull().$type<'transfer' | 'settlement'>(),
    category: text('category').notNull().$type<'own' | 'others'>(),
    entityType: text('entity_type').notNull().$type<'individual' | 'corporate'>(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    method: text('method').notNull().$type<'local' | 'swift' | 'wallet' | 'cashPickup'>(),
    accountFormat: text('account_format').notNull(),
    name: text('name').notNull(),
    idNumber: text('id_number'),
    address: text('address'),
    bankName: text('bank_name'),
    swift: text('swift'),
    iban: text('iban'),
    accountNumber: text('account_number'),
    sortCode: text('sort_code'),
    routingNumber: text('routing_number'),
    bankCode: text('bank_code'),
    branchCode: text('branch_code'),
    cnaps: text('cnaps'),
    clabe: text('clabe'),
    ifsc: text('ifsc'),
    bsb: text('bsb'),
    walletType: text('wallet_type'),
    walletId: text('wallet_id'),
    pickupPartner: text('pickup_partner'),
    nickname: text('nickname').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('payees_merchant_idx').on(t.merchantNo, t.purpose, t.id),
    // global search by nickname prefix, any case (modules/search)
    index('payees_search_idx').on(t.merchantNo, sql`lower(${t.nickname}) collate "C"`),
    uniqueIndex('payees_nickname_uq')
      .on(t.merchantNo, sql`lower(${t.nickname})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('payees_default_uq')
      .on(t.merchantNo, t.purpose, t.currency)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

/** Files (jpg, jpeg, png) attached to a payee; the bytes live in platform/files. */
export const payeeAttachments = pgTable(
  'payee_attachments',
  {
    payeeId: integer('payee_id')
      .notNull()
      .references(() => payees.id),
    fileId: text('file_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.payeeId, t.fileId] })],
);

/**
 * The bank directory (major banks of the supported countries), loaded at start from
 * contracts' `bank-directory.ts` (idempotent upsert by SWIFT). Searched by name or SWIFT.
 */
export const banks = pgTable(
  'banks',
  {
    swift: text('swift').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    bankCode: text('bank_code'),
  },
  (t) => [index('banks_country_idx').on(t.country)],
);
