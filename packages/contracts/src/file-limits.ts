import { BLACKLIST_IMPORT_MAX_BYTES, BLACKLIST_IMPORT_MAX_ROWS } from './blacklist-import.ts';
import { DECLARATION_BATCH_MAX_BYTES, DECLARATION_BATCH_MAX_ROWS } from './declaration.ts';
import { REFUND_BATCH_MAX_BYTES, REFUND_BATCH_MAX_ROWS } from './refund-batch.ts';
import { TRACKING_BATCH_MAX_BYTES, TRACKING_BATCH_MAX_ROWS } from './tracking.ts';
import { BATCH_MAX_BYTES, BATCH_MAX_ROWS } from './transfer.ts';

const MB = 1024 * 1024;

/**
 * How an uploaded spreadsheet is read (DESIGN.md section 9). An xlsx is a zip of XML parts: its
 * central directory is checked before anything is unpacked, every part is unpacked as a stream
 * under a running count, and no XML part may declare a DOCTYPE or ENTITY. Only then does the
 * spreadsheet library see the file, so what it holds in memory is bounded by these numbers
 * (about 500 bytes a cell). Past any limit the import ends `failed` with the reason
 * (`import.file.*` messages) and its job is not retried.
 */
export interface SheetLimits {
  /** the file as uploaded (zipped); an upload over it is refused with 413 */
  maxBytes: number;
  /** every part together, unpacked */
  maxUnpackedBytes: number;
  /** one part, unpacked */
  maxPartBytes: number;
  /**
   * the workbook, its relationships and its styles, which the library holds whole: a workbook or
   * relationships part over it is refused, styles over it are left out (dates then read as numbers)
   */
  maxBookPartBytes: number;
  /** parts (zip entries) */
  maxParts: number;
  /** a part above `ratioFloorBytes` unpacked may be at most this many times its packed size */
  maxRatio: number;
  ratioFloorBytes: number;
  /** data rows of the first sheet (blank rows aside) */
  maxRows: number;
  /** the last column that holds a value, in any row */
  maxColumns: number;
  /** cells over every sheet, filled or only formatted, and likewise shared strings: what the library would hold */
  maxCells: number;
  /** characters of one cell's text */
  maxCellLength: number;
}

/**
 * Every kind of import has the same zip limits; size and rows are the kind's (spec 5: imports are
 * xlsx up to 5M). Ours: an xlsx saved by a spreadsheet program for the largest import (1,000 rows)
 * unpacks to well under 1 MB, and its parts compress about 5 to 20 times.
 */
function sheetLimits(o: { maxBytes: number; maxRows: number }): SheetLimits {
  const maxColumns = 50;
  return {
    maxBytes: o.maxBytes,
    maxUnpackedBytes: 50 * MB,
    maxPartBytes: 20 * MB,
    maxBookPartBytes: 2 * MB,
    maxParts: 1000,
    maxRatio: 100,
    ratioFloorBytes: 1 * MB,
    maxRows: o.maxRows,
    maxColumns,
    // 20 a row (templates have at most 6 columns) and room for help sheets and formatted blanks
    maxCells: 20 * (o.maxRows + 1) + 10_000,
    maxCellLength: 1000,
  };
}

export const IMPORT_LIMITS = {
  'transfer-batch': sheetLimits({ maxBytes: BATCH_MAX_BYTES, maxRows: BATCH_MAX_ROWS }),
  'refund-batch': sheetLimits({ maxBytes: REFUND_BATCH_MAX_BYTES, maxRows: REFUND_BATCH_MAX_ROWS }),
  'tracking-batch': sheetLimits({ maxBytes: TRACKING_BATCH_MAX_BYTES, maxRows: TRACKING_BATCH_MAX_ROWS }),
  'blacklist-import': sheetLimits({ maxBytes: BLACKLIST_IMPORT_MAX_BYTES, maxRows: BLACKLIST_IMPORT_MAX_ROWS }),
  'declaration-batch': sheetLimits({ maxBytes: DECLARATION_BATCH_MAX_BYTES, maxRows: DECLARATION_BATCH_MAX_ROWS }),
} as const satisfies Record<string, SheetLimits>;
export type ImportLimitKind = keyof typeof IMPORT_LIMITS;
