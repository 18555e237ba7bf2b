import { z } from 'zod';
import { importBatchBase } from './content.ts';
import { bigIdParam } from './validation.ts';

/**
 * Blacklist import (spec 5): an xlsx of the template into one list. A row is a type, C (the value
 * itself) or M (a transaction ID: that payment's card, e-mail or IP), its value, a status (Active
 * or Inactive), an optional expiry date YYYY-MM-DD (none: long-term valid) and remarks, every cell
 * plain text. A file is all or nothing: any bad row and nothing is added, the operator gets spec
 * 8's message and a row-by-row report.
 */
export const BLACKLIST_IMPORT_COLUMNS = ['type', 'value', 'status', 'expiryDate', 'remarks'] as const;
export type BlacklistImportColumn = (typeof BLACKLIST_IMPORT_COLUMNS)[number];
/** spec 5: blacklist import xlsx up to 5M */
export const BLACKLIST_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** ours: a file the size limit allows holds far more, but a list is maintained, not bulk-loaded */
export const BLACKLIST_IMPORT_MAX_ROWS = 5000;
/** The status column's words (spec 5), read in either case. */
export const IMPORT_STATUS_WORDS = { Active: 'active', Inactive: 'inactive' } as const;

/** The list a template is made for and a file goes into. */
export const blacklistImportTarget = z.object({ listId: bigIdParam });
export const blacklistImport = importBatchBase.extend({ listId: z.number().int() });
export type BlacklistImport = z.infer<typeof blacklistImport>;
