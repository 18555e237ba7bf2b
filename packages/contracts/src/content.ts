import { z } from 'zod';
import { isoDateTime, paging, text } from './validation.ts';

/**
 * Upload details (spec 2 Content: upload details; spec 4 parsing of uploads): every file a merchant
 * imported, whatever it feeds. `kind` tells the sources apart: batch transfers, batch refunds,
 * tracking numbers and blacklist items.
 */
export const IMPORT_KINDS = ['transfer-batch', 'refund-batch', 'tracking-batch', 'blacklist-import', 'declaration-batch'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** Parse states shared by every import (spec 4): to be parsed, parsing, succeeded, failed, cancelled. */
export const IMPORT_STATUSES = ['to_be_parsed', 'parsing', 'succeeded', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What every imported file shows of itself: its parse state, progress and the first 50 problems, translated. */
export const importBatchBase = z.object({
  id: z.number().int(),
  batchNo: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  progress: z.number().int(),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() })),
  createdAt: z.string(),
});

export const importItem = z.object({
  kind: z.enum(IMPORT_KINDS),
  id: z.number().int(),
  /** the business number of the import (e.g. a batch number) */
  reference: z.string(),
  merchantNo: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** 0..100 */
  progress: z.number().int(),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  createdAt: z.string(),
  /** API path of the row-by-row error report when there are errors, else null */
  reportUrl: z.string().nullable(),
  /** the object the import goes into, for a kind that has one (a blacklist's id), else null */
  targetId: z.number().int().nullable(),
});
export type ImportItem = z.infer<typeof importItem>;

export const importQuery = z.object({
  kind: z.enum(IMPORT_KINDS).optional(),
  status: z.enum(IMPORT_STATUSES).optional(),
  fileName: text(200).optional(),
  beginTime: isoDateTime.optional(),
  endTime: isoDateTime.optional(),
  ...paging(),
});
export type ImportQuery = z.infer<typeof importQuery>;
