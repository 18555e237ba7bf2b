import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ImportStatus } from '@crossbill/contracts/content';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A data row of an import: its spreadsheet row number, its cells by column, what the parser added. */
export interface ImportRowData {
  row: number;
  cells: Record<string, string>;
  extra?: Record<string, string>;
}
export interface ImportErrorData {
  row: number;
  column: string | null;
  /** message key and params */
  key: string;
  params?: Record<string, unknown>;
}

/**
 * xlsx imports of the kinds that need no table of their own (batch refunds, tracking numbers,
 * blacklist items): uploaded (to be parsed) → parsed by a job (parsing, with progress) → succeeded
 * or failed with row-by-row errors, or cancelled. `results` holds what confirming did with each row;
 * `target_id` the object an import goes into (a blacklist), when its kind has one.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    id: serial('id').primaryKey(),
    batchNo: text('batch_no').notNull().unique(),
    kind: text('kind').notNull().$type<'refund-batch' | 'tracking-batch' | 'blacklist-import' | 'declaration-batch'>(),
    merchantNo: text('merchant_no').notNull(),
    targetId: bigint('target_id', { mode: 'number' }),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().$type<ImportStatus>(),
    lang: text('lang').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    parsedCount: integer('parsed_count').notNull().default(0),
    rows: jsonb('rows').$type<ImportRowData[]>().notNull().default([]),
    errors: jsonb('errors').$type<ImportErrorData[]>().notNull().default([]),
    results: jsonb('results').$type<Array<Record<string, unknown>>>().notNull().default([]),
    uploaderUserId: integer('uploader_user_id').notNull(),
    createdAt: ts('created_at').notNull(),
    parsedAt: ts('parsed_at'),
    /** parse runs started: a run that never ended (the process died) is not retried forever */
    parseAttempts: integer('parse_attempts').notNull().default(0),
    parseStartedAt: ts('parse_started_at'),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [
    index('import_batches_merchant_idx').on(t.merchantNo, t.kind, t.createdAt.desc(), t.id.desc()),
    index('import_batches_open_idx')
      .on(t.kind, t.id)
      .where(sql`${t.status} in ('to_be_parsed', 'parsing')`),
  ],
);
