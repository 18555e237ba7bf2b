import { pgTable, text, timestamp, bigint, index } from 'drizzle-orm/pg-core';

/** Stored files (uploads, exports): addressed by a random id, never by the user's file name. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** what the file is (contracts FILE_KIND_PERMISSION: who may read it by id); null for files only their own object's endpoint serves */
    kind: text('kind'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_merchant_idx').on(t.merchantNo)],
);
