import { Codes } from '@crossbill/contracts/codes';
import type { Page } from '@crossbill/contracts/envelope';
import type { Notice } from '@crossbill/contracts/shell';
import type { Db, Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { merchantFlags } from '../merchant/service.ts';
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

/** Provider side: publish a notice to every merchant (merchantNo null) or to one merchant. */
export async function publishNotice(
  db: Db,
  input: { title: string; content: string; merchantNo?: string | null; publishedAt?: Date; by?: { userId: number | null; ip?: string } },
) {
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title) throw fieldError('title', 'validation.required');
  if (title.length > NOTICE_TITLE_MAX) throw fieldError('title', 'validation.maxLength', { max: NOTICE_TITLE_MAX });
  if (!content) throw fieldError('content', 'validation.required');
  if (content.length > NOTICE_CONTENT_MAX) throw fieldError('content', 'validation.maxLength', { max: NOTICE_CONTENT_MAX });
  const merchantNo = input.merchantNo?.trim() || null;
  // a typo in the merchant number would publish to nobody
  if (merchantNo && (await merchantFlags(db, merchantNo)).merchantType === null) throw fieldError('merchantNo', 'notice.unknownMerchant');
  return db.transaction(async (tx) => {
    const row = await insertNotice(tx, { title, content, merchantNo, publishedAt: input.publishedAt });
    await audit(tx, {
      userId: input.by?.userId ?? null,
      merchantNo,
      action: 'notice.publish',
      target: String(row.id),
      summary: { title, audience: merchantNo ?? 'all' },
      ip: input.by?.ip,
    });
    return row;
  });
}

export async function listNotices(
  db: Executor,
  scope: string[],
  q: { userId: number; page: number; size: number; title?: string; read?: boolean },
): Promise<Page<Notice>> {
  const base = { scope, userId: q.userId, onlyUnread: false, title: q.title, read: q.read };
  const [rows, total] = await Promise.all([selectNotices(db, { ...base, limit: q.size, offset: (q.page - 1) * q.size }), countNotices(db, base)]);
  return { content: rows.map(toNotice), total, page: q.page, size: q.size };
}

/** The bell: the first N unread notices, newest first, and how many are unread in all. */
export async function unreadNotices(db: Executor, scope: string[], q: { userId: number; size: number }) {
  const base = { scope, userId: q.userId, onlyUnread: true };
  const [rows, total] = await Promise.all([selectNotices(db, { ...base, limit: q.size, offset: 0 }), countNotices(db, base)]);
  return { content: rows.map(toNotice), total };
}

export async function getNotice(db: Executor, scope: string[], q: { id: number; userId: number }): Promise<Notice> {
  const row = await selectNotice(db, { id: q.id, scope, userId: q.userId });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return toNotice(row);
}

/** Mark read for this user; only a notice the scope can see, and a second call changes nothing. */
export async function markNoticeRead(db: Executor, scope: string[], q: { id: number; userId: number }): Promise<void> {
  const row = await selectNotice(db, { id: q.id, scope, userId: q.userId });
  if (!row) throw new AppError(Codes.NOT_FOUND);
  if (!row.read) await insertRead(db, q.id, q.userId);
}

/** Provider side (ops CLI): every notice, newest first. */
export async function listAllNotices(db: Executor, q: { limit: number; beforeId?: number }) {
  return selectAllNotices(db, q);
}
