import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CustomsOffice, DeclarationEventType, DeclarationStatus, RejectReason } from '@crossbill/contracts/declaration';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Customs payment declarations (contracts declaration.ts): one row per (payment, sub-order number),
 * '' being the payment as a whole. The payer's identity number is kept only encrypted (the server's
 * secret box) beside its masked form for display. A correction rewrites the row; its history lives
 * in customs_declaration_events.
 */
export const customsDeclarations = pgTable(
  'customs_declarations',
  {
    id: serial('id').primaryKey(),
    declarationId: text('declaration_id').notNull(),
    merchantNo: text('merchant_no').notNull(),
    transactionId: text('transaction_id').notNull(),
    merchantOrderId: text('merchant_order_id').notNull(),
    subOrderNo: text('sub_order_no').notNull().default(''),
    customsCode: text('customs_code').notNull().$type<CustomsOffice>(),
    merchantCustomsCode: text('merchant_customs_code').notNull(),
    merchantCustomsName: text('merchant_customs_name').notNull(),
    platformCode: text('platform_code'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    goodsAmount: bigint('goods_amount', { mode: 'bigint' }),
    freightAmount: bigint('freight_amount', { mode: 'bigint' }),
    taxAmount: bigint('tax_amount', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    payerName: text('payer_name').notNull(),
    payerIdCipher: text('payer_id_cipher').notNull(),
    payerIdMasked: text('payer_id_masked').notNull(),
    status: text('status').notNull().$type<DeclarationStatus>(),
    customsReceiptNo: text('customs_receipt_no'),
    identityCheck: text('identity_check').$type<'same' | 'different'>(),
    rejectCode: text('reject_code').$type<RejectReason>(),
    rejectMessage: text('reject_message'),
    submitCount: integer('submit_count').notNull().default(0),
    /** the import it came from, if any */
    batchNo: text('batch_no'),
    submittedAt: ts('submitted_at'),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('customs_declarations_id_uq').on(t.declarationId),
    uniqueIndex('customs_declarations_part_uq').on(t.merchantNo, t.transactionId, t.subOrderNo),
    index('customs_declarations_merchant_idx').on(t.merchantNo, t.createdAt.desc(), t.id.desc()),
    // the sandbox customs' sweep reads the submitted ones, oldest first
    index('customs_declarations_submitted_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

/** Every step of a declaration: filed, submitted, corrected, the customs' answers. Append only. */
export const customsDeclarationEvents = pgTable(
  'customs_declaration_events',
  {
    id: serial('id').primaryKey(),
    declarationRowId: integer('declaration_row_id')
      .notNull()
      .references(() => customsDeclarations.id),
    type: text('type').notNull().$type<DeclarationEventType>(),
    at: ts('at').notNull(),
    userId: integer('user_id'),
    /** the operator's e-mail; null for the customs or a job */
    byName: text('by_name'),
    rejectCode: text('reject_code').$type<RejectReason>(),
    message: text('message'),
    customsReceiptNo: text('customs_receipt_no'),
  },
  (t) => [index('customs_declaration_events_row_idx').on(t.declarationRowId, t.id)],
);

/** The merchant's customs registration, remembered from its last declaration to prefill the next. */
export const customsDeclarationProfiles = pgTable('customs_declaration_profiles', {
  merchantNo: text('merchant_no').primaryKey(),
  customsCode: text('customs_code').notNull().$type<CustomsOffice>(),
  merchantCustomsCode: text('merchant_customs_code').notNull(),
  merchantCustomsName: text('merchant_customs_name').notNull(),
  platformCode: text('platform_code'),
  updatedAt: ts('updated_at').notNull(),
});
