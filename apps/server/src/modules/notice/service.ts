import { Codes } from '@crossbill/contracts/codes';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@crossbill/contracts/constants';
import type { Page } from '@crossbill/contracts/envelope';
import type { Notice } from '@crossbill/contracts/shell';
import type { Db, Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { merchantFlags } from '../merchant/service.ts';
import type { NoticeTranslations } from './schema.ts';
import { countNotices, insertNotice, insertRead, selectAllNotices, selectNotice, selectNotices, type NoticeRow } from './store.ts';

/** spec 5: text fields at most 256 characters; the body is long-form text with a generous cap. */
export const NOTICE_TITLE_MAX = 256;
export const NOTICE_CONTENT_MAX = 20_000;

const toNotice = (r: NoticeRow): Notice => ({
  id: r.id,
  title: r.title,
  content: r.content,
  publishTime: r.publishedAt.toISOString(),
  read: r.read,
});

/** Title and content trimmed and within the limits; `prefix` names the fields of a translation. */
function checkedText(input: { title?: string; content?: string }, prefix = ''): { title: string; content: string } {
  const title = input.title?.trim() ?? '';
  const content = input.content?.trim() ?? '';
  if (!title) throw fieldError(`${prefix}title`, 'validation.required');
  if (title.length > NOTICE_TITLE_MAX) throw fieldError(`${prefix}title`, 'validation.maxLength', { max: NOTICE_TITLE_MAX });
  if (!content) throw fieldError(`${prefix}content`, 'validation.required');
  if (content.length > NOTICE_CONTENT_MAX) throw fieldError(`${prefix}content`, 'validation.maxLength', { max: NOTICE_CONTENT_MAX });
  return { title, content };
}

/** Provider side: publish a notice to every merchant (merchantNo null) or to one merchant, with its translations. */
export async function publishNotice(
  db: Db,
  input: {
    title: string;
    content: string;
    /** the same notice in other languages: each with both title and content, under the original's limits */
    translations?: Partial<Record<Language, { title?: string; content?: string }>>;
    merchantNo?: string | null;
    publishedAt?: Date;
    by?: { userId: number | null; ip?: string };
  },
) {
  const { title, content } = checkedText(input);
  const translations: NoticeTranslations = {};
  for (const [lang, text] of Object.entries(input.translations ?? {})) {
    if (!(LANGUAGES as readonly string[]).includes(lang)) throw fieldError('translations', 'validation.invalid');
    if (text) translations[lang as Language] = checkedText(text, `translations.${lang}.`);
  }
  const merchantNo = input.merchantNo?.trim() || null;
  // a typo in the merchant number would publish to nobody
  if (merchantNo && (await merchantFlags(db, merchantNo)).merchantType === null) throw fieldError('merchantNo', 'notice.unknownMerchant');
  return db.transaction(async (tx) => {
    const row = await insertNotice(tx, { title, content, translations, merchantNo, publishedAt: input.publishedAt });
    await audit(tx, {
      userId: input.by?.userId ?? null,
      merchantNo,
      action: 'notice.publish',
      target: String(row.id),
      summary: { title, languages: Object.keys(translations), audience: merchantNo ?? 'all' },
      ip: input.by?.ip,
    });
    return row;
  });
}

export async function listNotices(
  db: Executor,
  scope: string[],
  q: { userId: number; lang: Language; page: number; size: number; title?: string; read?: boolean },
): Promise<Page<Notice>> {
  const base = { scope, userId: q.userId, lang: q.lang, onlyUnread: false, title: q.title, read: q.read };
  const [rows, total] = await Promise.all([selectNotices(db, { ...base, limit: q.size, offset: (q.page - 1) * q.size }), countNotices(db, base)]);
  return { content: rows.map(toNotice), total, page: q.page, size: q.size };
}

/** The bell: the first N unread notices, newest first, and how many are unread in all. */
export async function unreadNotices(db: Executor, scope: string[], q: { userId: number; lang: Language; size: number }) {
  const base = { scope, userId: q.userId, lang: q.lang, onlyUnread: true };
  const [rows, total] = await Promise.all([selectNotices(db, { ...base, limit: q.size, offset: 0 }), countNotices(db, base)]);
  return { content: rows.map(toNotice), total };
}

export async function getNotice(db: Executor, scope: string[], q: { id: number; userId: number; lang: Language }): Promise<Notice> {
  const row = await selectNotice(db, { id: q.id, scope, userId: q.userId, lang: q.lang });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return toNotice(row);
}

/** Mark read for this user; only a notice the scope can see, and a second call changes nothing. */
export async function markNoticeRead(db: Executor, scope: string[], q: { id: number; userId: number }): Promise<void> {
  const row = await selectNotice(db, { id: q.id, scope, userId: q.userId, lang: DEFAULT_LANGUAGE });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  if (!row.read) await insertRead(db, q.id, q.userId);
}

/** Provider side (ops CLI): every notice, newest first. */
export async function listAllNotices(db: Executor, q: { limit: number; beforeId?: number }) {
  return selectAllNotices(db, q);
}
