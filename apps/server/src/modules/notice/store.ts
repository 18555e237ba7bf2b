import { and, count, desc, eq, exists, ilike, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@crossbill/contracts/constants';
import type { Executor } from '../../platform/db/client.ts';
import { noticeReads, notices, type NoticeTranslations } from './schema.ts';

export interface NoticeRow {
  id: number;
  merchantNo: string | null;
  title: string;
  content: string;
  publishedAt: Date;
  read: boolean;
}

/** Notices a scope may see: those for every merchant, and those for a merchant in the scope. */
function visible(scope: string[]): SQL {
  return scope.length > 0 ? or(isNull(notices.merchantNo), inArray(notices.merchantNo, scope))! : isNull(notices.merchantNo);
}

function unread(userId: number): SQL {
  return notExists(
    // the PK (notice_id, user_id) answers this probe
    sql`(select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${userId})`,
  );
}

/** The text a reader of `lang` sees: its translation when the notice has one, else the original. */
const shown = (lang: Language, field: 'title' | 'content') =>
  sql<string>`coalesce(${notices.translations} -> ${lang}::text ->> ${field}::text, ${notices[field]})`;

const columns = (userId: number, lang: Language) => ({
  id: notices.id,
  merchantNo: notices.merchantNo,
  title: shown(lang, 'title'),
  content: shown(lang, 'content'),
  publishedAt: notices.publishedAt,
  read: sql<boolean>`exists (select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${userId})`.mapWith(
    Boolean,
  ),
});

export async function insertNotice(
  db: Executor,
  n: { title: string; content: string; translations: NoticeTranslations; merchantNo: string | null; publishedAt?: Date },
) {
  const [row] = await db
    .insert(notices)
    .values({
      title: n.title,
      content: n.content,
      translations: n.translations,
      merchantNo: n.merchantNo,
      ...(n.publishedAt ? { publishedAt: n.publishedAt } : {}),
    })
    .returning();
  return row!;
}

/** Filters of the notice list: title contains (in the reader's language), read state (`onlyUnread` is the bell's). */
export interface NoticeFilter {
  scope: string[];
  userId: number;
  lang: Language;
  onlyUnread: boolean;
  title?: string;
  read?: boolean;
}

function filtered(q: NoticeFilter): SQL {
  const readProbe = sql`(select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${q.userId})`;
  return and(
    visible(q.scope),
    q.onlyUnread || q.read === false ? unread(q.userId) : undefined,
    q.read === true ? exists(readProbe) : undefined,
    q.title ? ilike(shown(q.lang, 'title'), `%${q.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  )!;
}

/** Newest first (published_at index; id breaks ties of the same instant). */
export async function selectNotices(db: Executor, q: NoticeFilter & { limit: number; offset: number }) {
  const where = filtered(q);
  return db
    .select(columns(q.userId, q.lang))
    .from(notices)
    .where(where)
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(q.limit)
    .offset(q.offset) as Promise<NoticeRow[]>;
}

export async function countNotices(db: Executor, q: NoticeFilter): Promise<number> {
  const where = filtered(q);
  const [row] = await db.select({ n: count() }).from(notices).where(where);
  return Number(row?.n ?? 0);
}

export async function selectNotice(db: Executor, q: { id: number; scope: string[]; userId: number; lang: Language }): Promise<NoticeRow | null> {
  const [row] = await db
    .select(columns(q.userId, q.lang))
    .from(notices)
    .where(and(eq(notices.id, q.id), visible(q.scope)));
  return (row as NoticeRow | undefined) ?? null;
}

/** Idempotent: a second read keeps the first read time. */
export async function insertRead(db: Executor, noticeId: number, userId: number): Promise<void> {
  await db.insert(noticeReads).values({ noticeId, userId }).onConflictDoNothing();
}

/** Provider-side listing (ops CLI): every notice, newest first, keyset-paged by id. */
export async function selectAllNotices(db: Executor, q: { limit: number; beforeId?: number }) {
  return db
    .select({ id: notices.id, merchantNo: notices.merchantNo, title: notices.title, publishedAt: notices.publishedAt })
    .from(notices)
    .where(q.beforeId ? sql`${notices.id} < ${q.beforeId}` : undefined)
    .orderBy(desc(notices.id))
    .limit(q.limit);
}
