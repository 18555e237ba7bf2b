import { pgTable, serial, text, timestamp, integer, index, primaryKey, jsonb } from 'drizzle-orm/pg-core';
import type { Language } from '@crossbill/contracts/constants';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A notice's text in other languages than the original, e.g. `{ "zh-cn": { title, content } }`. */
export type NoticeTranslations = Partial<Record<Language, { title: string; content: string }>>;

/** Notices published by the provider, to every merchant (merchant_no null) or to one. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** readers see their language's text when it is here, else the original title and content */
    translations: jsonb('translations').$type<NoticeTranslations>().notNull().default({}),
    publishedAt: ts('published_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notices_published_idx').on(t.publishedAt), index('notices_merchant_idx').on(t.merchantNo, t.publishedAt)],
);

/** Read state per user. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
