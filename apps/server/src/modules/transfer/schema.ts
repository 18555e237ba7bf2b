import { bigint, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BatchStatus, FeeBearing, TransferPurpose, TransferStatus } from '@crossbill/contracts/transfer';
import type { PayeeSnapshot } from '@crossbill/contracts/payee';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Transfers to payees. The payee's whole account (`payee_snapshot`: every detail the payout rail
 * uses) is copied at submission: approvers approve it and execution pays it, so editing or deleting
 * the payee later redirects nothing. Name, bank and masked account are also columns for the list
 * and its search. Amounts are minor units of their currency; `debit_amount` is what was frozen at
 * submission (send amount + sender's fee part).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull().unique(),
    merchantNo: text('merchant_no').notNull(),
    batchNo: text('batch_no'),
    merchantReference: text('merchant_reference'),
    status: text('status').notNull().$type<TransferStatus>(),
    payeeId: integer('payee_id').notNull(),
    payeeName: text('payee_name').notNull(),
    payeeNickname: text('payee_nickname').notNull(),
    payeeBank: text('payee_bank'),
    payeeAccount: text('payee_account').notNull(),
    payeeCountry: text('payee_country').notNull(),
    payeeSnapshot: jsonb('payee_snapshot').$type<PayeeSnapshot>().notNull(),
    method: text('method').notNull(),
    sendCurrency: text('send_currency').notNull(),
    sendAmount: bigint('send_amount', { mode: 'bigint' }).notNull(),
    receiveCurrency: text('receive_currency').notNull(),
    receiveAmount: bigint('receive_amount', { mode: 'bigint' }).notNull(),
    rate: numeric('rate', { precision: 24, scale: 8 }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    senderFee: bigint('sender_fee', { mode: 'bigint' }).notNull(),
    debitAmount: bigint('debit_amount', { mode: 'bigint' }).notNull(),
    feeBearing: text('fee_bearing').notNull().$type<FeeBearing>(),
    purpose: text('purpose').notNull().$type<TransferPurpose>(),
    certificateFileId: text('certificate_file_id'),
    certificateName: text('certificate_name'),
    /** Beijing payment date of a scheduled transfer */
    scheduledDate: text('scheduled_date'),
    /** when the transfer is due to run: 10:00 Beijing on the payment date, or submission */
    dueAt: ts('due_at').notNull(),
    approvalFlowId: integer('approval_flow_id'),
    submitterUserId: integer('submitter_user_id').notNull(),
    submitterName: text('submitter_name').notNull(),
    failureReason: text('failure_reason'),
    createdAt: ts('created_at').notNull(),
    dispatchedAt: ts('dispatched_at'),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('transfers_merchant_idx').on(t.merchantNo, t.id),
    // global search by serial number prefix (modules/search)
    index('transfers_search_idx').on(t.merchantNo, sql`${t.serialNo} collate "C"`),
    index('transfers_merchant_currency_created_idx').on(t.merchantNo, t.sendCurrency, t.createdAt),
    index('transfers_open_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('pending_approval', 'scheduled', 'processing')`),
    index('transfers_batch_idx').on(t.batchNo),
    // a payee's delete looks for transfers still waiting to pay it
    index('transfers_payee_open_idx')
      .on(t.payeeId)
      .where(sql`${t.status} in ('pending_approval', 'scheduled')`),
    check('transfers_amount_ck', sql`${t.sendAmount} > 0 and ${t.fee} >= 0 and ${t.receiveAmount} > 0 and ${t.debitAmount} > 0`),
  ],
);

export interface BatchRowData {
  row: number;
  payee: string;
  currency: string;
  amount: string;
  feeBearing: string;
  purpose: string;
  reference: string;
  /** filled by the parser when the row is valid */
  payeeId?: number;
}
export interface BatchRowErrorData {
  row: number;
  column: string | null;
  /** message key and params */
  key: string;
  params?: Record<string, unknown>;
}

/** Batch transfer uploads (xlsx): parsed by a job, then confirmed into transfers sharing one ledger reference. */
export const transferBatches = pgTable(
  'transfer_batches',
  {
    id: serial('id').primaryKey(),
    batchNo: text('batch_no').notNull().unique(),
    merchantNo: text('merchant_no').notNull(),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().$type<BatchStatus>(),
    lang: text('lang').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    parsedCount: integer('parsed_count').notNull().default(0),
    rows: jsonb('rows').$type<BatchRowData[]>().notNull().default([]),
    errors: jsonb('errors').$type<BatchRowErrorData[]>().notNull().default([]),
    uploaderUserId: integer('uploader_user_id').notNull(),
    createdAt: ts('created_at').notNull(),
    parsedAt: ts('parsed_at'),
    /** parse runs started: a run that never ended (the process died) is not retried forever */
    parseAttempts: integer('parse_attempts').notNull().default(0),
    parseStartedAt: ts('parse_started_at'),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [
    index('transfer_batches_merchant_idx').on(t.merchantNo, t.id),
    index('transfer_batches_open_idx')
      .on(t.id)
      .where(sql`${t.status} in ('to_be_parsed', 'parsing')`),
  ],
);
