import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { downloadTasks } from './schema.ts';

export type TaskRow = typeof downloadTasks.$inferSelect;

export async function insertTask(
  db: Executor,
  t: { merchantNo: string; userId: number; kind: string; params: Record<string, unknown>; fileName: string; createdAt: Date; expiresAt: Date },
): Promise<TaskRow> {
  const [row] = await db
    .insert(downloadTasks)
    .values({ ...t, fileStatus: 'GI', updatedAt: t.createdAt })
    .returning();
  return row!;
}

export async function selectTask(db: Executor, id: number): Promise<TaskRow | null> {
  const [row] = await db.select().from(downloadTasks).where(eq(downloadTasks.id, id));
  return row ?? null;
}

/** A task of this user, inside the scope; null otherwise (the caller answers 404 either way). */
export async function selectOwnTask(db: Executor, q: { id: number; userId: number; scope: string[] }): Promise<TaskRow | null> {
  if (q.scope.length === 0) return null;
  const [row] = await db
    .select()
    .from(downloadTasks)
    .where(and(eq(downloadTasks.id, q.id), eq(downloadTasks.userId, q.userId), inArray(downloadTasks.merchantNo, q.scope)));
  return row ?? null;
}

export interface TaskFilter {
  scope: string[];
  userId: number;
  from: Date;
  to: Date;
  /** only ready files not yet downloaded */
  pendingOnly: boolean;
  /** part of the file name (case-insensitive) */
  fileName?: string;
  fileStatus?: string;
}

/** LIKE wildcards in a user's text match themselves */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: TaskFilter): SQL {
  // (merchant_no, created_at) index: scope and time range; the rest filters few rows
  return and(
    inArray(downloadTasks.merchantNo, f.scope),
    gte(downloadTasks.createdAt, f.from),
    lte(downloadTasks.createdAt, f.to),
    eq(downloadTasks.userId, f.userId),
    ...(f.pendingOnly ? [eq(downloadTasks.fileStatus, 'GS'), eq(downloadTasks.downloadFlag, 0)] : []),
    ...(f.fileName ? [ilike(downloadTasks.fileName, likeText(f.fileName))] : []),
    ...(f.fileStatus ? [eq(downloadTasks.fileStatus, f.fileStatus)] : []),
  )!;
}

export async function selectTasks(db: Executor, f: TaskFilter & { limit: number; offset: number }): Promise<TaskRow[]> {
  if (f.scope.length === 0) return [];
  return db.select().from(downloadTasks).where(where(f)).orderBy(desc(downloadTasks.createdAt), desc(downloadTasks.id)).limit(f.limit).offset(f.offset);
}

export async function countTasks(db: Executor, f: TaskFilter): Promise<number> {
  if (f.scope.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(downloadTasks).where(where(f));
  return Number(row?.n ?? 0);
}

export async function setDownloaded(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(downloadTasks)
    .set({ downloadFlag: 1, updatedAt: at })
    .where(and(eq(downloadTasks.id, id), eq(downloadTasks.downloadFlag, 0)));
}

/** GI → GS, only from GI: a second run (or a run racing another) does not overwrite; true when this call won. */
export async function markReady(db: Executor, id: number, fileId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(downloadTasks)
    .set({ fileStatus: 'GS', fileId, error: null, updatedAt: at })
    .where(and(eq(downloadTasks.id, id), eq(downloadTasks.fileStatus, 'GI')))
    .returning({ id: downloadTasks.id });
  return rows.length > 0;
}

export async function markFailed(db: Executor, id: number, error: string, at: Date): Promise<void> {
  await db
    .update(downloadTasks)
    .set({ fileStatus: 'GF', error: error.slice(0, 1000), updatedAt: at })
    .where(and(eq(downloadTasks.id, id), eq(downloadTasks.fileStatus, 'GI')));
}

/** Tasks past their expiry not yet GE, oldest first (the partial index: the predicate stays a literal to match it). */
export async function selectExpired(db: Executor, now: Date, limit: number): Promise<Pick<TaskRow, 'id' | 'fileId'>[]> {
  return db
    .select({ id: downloadTasks.id, fileId: downloadTasks.fileId })
    .from(downloadTasks)
    .where(and(lte(downloadTasks.expiresAt, now), sql`${downloadTasks.fileStatus} <> 'GE'`))
    .orderBy(asc(downloadTasks.expiresAt))
    .limit(limit);
}

export async function markExpired(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(downloadTasks).set({ fileStatus: 'GE', fileId: null, updatedAt: at }).where(eq(downloadTasks.id, id));
}
