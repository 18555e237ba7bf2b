import { sql } from 'drizzle-orm';
import { pgTable, serial, text, smallint, timestamp, integer, index, jsonb } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Export files made in the background for the download center (spec 3: download task). */
export const downloadTasks = pgTable(
  'download_tasks',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no').notNull(),
    userId: integer('user_id').notNull(),
    /** what is exported, e.g. 'audit-log'; the job that builds the file is chosen by it */
    kind: text('kind').notNull(),
    params: jsonb('params').notNull().default({}),
    fileName: text('file_name').notNull(),
    /** id in the file store once the file is ready */
    fileId: text('file_id'),
    /** GS ready, GI generating, GF failed, GE expired (file deleted) */
    fileStatus: text('file_status').notNull().default('GI'),
    /** 1 once downloaded */
    downloadFlag: smallint('download_flag').notNull().default(0),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('download_tasks_merchant_idx').on(t.merchantNo, t.createdAt),
    // only tasks the expiry job still has to visit: expired (GE) ones pile up and would be scanned forever
    index('download_tasks_live_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.fileStatus} <> 'GE'`),
  ],
);
