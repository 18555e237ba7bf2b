import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { applications } from './schema.ts';

/** SQL of applications; every merchant-side read is scoped by merchant number. */

export type ApplicationRow = typeof applications.$inferSelect;

export async function insertApplication(db: Executor, values: typeof applications.$inferInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listApplications(db: Executor, q: { scope: string[]; name?: string; auditStatus?: string; limit: number; offset: number }) {
  const parts: Array<SQL | undefined> = [inArray(applications.merchantNo, q.scope)];
  if (q.name) parts.push(ilike(applications.name, `%${escapeLike(q.name)}%`));
  if (q.auditStatus) parts.push(eq(applications.auditStatus, q.auditStatus));
  const where = and(...parts);
  const rows = await db.select().from(applications).where(where).orderBy(desc(applications.id)).limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function applicationOf(db: Executor, merchantNo: string, id: number, forUpdate = false): Promise<ApplicationRow | undefined> {
  const q = db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.merchantNo, merchantNo)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function applicationByAppId(db: Executor, appId: string, forUpdate = false): Promise<ApplicationRow | undefined> {
  const q = db.select().from(applications).where(eq(applications.appId, appId)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function updateApplication(db: Executor, id: number, values: Partial<Omit<ApplicationRow, 'id' | 'appId' | 'merchantNo' | 'createdAt'>>) {
  await db.update(applications).set(values).where(eq(applications.id, id));
}

/** Provider side: applications in one state, oldest first (the review queue). */
export async function applicationsInStatus(db: Executor, status: string | undefined, limit: number) {
  return db
    .select()
    .from(applications)
    .where(status ? eq(applications.auditStatus, status) : undefined)
    .orderBy(asc(applications.id))
    .limit(limit);
}

/** The merchant's approved applications, by name. */
export async function approvedOf(db: Executor, merchantNo: string) {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.merchantNo, merchantNo), eq(applications.auditStatus, 'pass')))
    .orderBy(asc(applications.name))
    .limit(200);
}
