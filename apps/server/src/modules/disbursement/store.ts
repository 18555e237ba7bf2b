import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DisbursementListQuery } from '@crossbill/contracts/disbursement';
import type { Executor } from '../../platform/db/client.ts';
import { disbursements } from './schema.ts';

export type DisbursementRow = typeof disbursements.$inferSelect;

export async function insertDisbursement(db: Executor, row: typeof disbursements.$inferInsert): Promise<DisbursementRow> {
  const [created] = await db.insert(disbursements).values(row).returning();
  return created!;
}

export async function lockDisbursement(db: Executor, id: number): Promise<DisbursementRow | null> {
  const [row] = await db.select().from(disbursements).where(eq(disbursements.id, id)).for('update');
  return row ?? null;
}

export async function updateDisbursement(db: Executor, id: number, patch: Partial<typeof disbursements.$inferInsert>): Promise<void> {
  await db.update(disbursements).set(patch).where(eq(disbursements.id, id));
}

export async function disbursementById(db: Executor, scope: string[], id: number): Promise<DisbursementRow | null> {
  if (scope.length === 0) return null;
  const [row] = await db
    .select()
    .from(disbursements)
    .where(and(eq(disbursements.id, id), inArray(disbursements.merchantNo, scope)));
  return row ?? null;
}

export async function listDisbursements(db: Executor, scope: string[], q: DisbursementListQuery) {
  if (scope.length === 0) return { rows: [], total: 0 };
  const where: SQL[] = [inArray(disbursements.merchantNo, scope)];
  if (q.serialNo) where.push(eq(disbursements.serialNo, q.serialNo));
  if (q.status) where.push(eq(disbursements.status, q.status));
  if (q.currency) where.push(eq(disbursements.currency, q.currency));
  if (q.beginTime) where.push(gte(disbursements.createdAt, new Date(q.beginTime)));
  if (q.endTime) where.push(lt(disbursements.createdAt, new Date(q.endTime)));
  const cond = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(disbursements)
      .where(cond)
      .orderBy(desc(disbursements.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(disbursements)
      .where(cond),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function processingIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: disbursements.id })
    .from(disbursements)
    .where(eq(disbursements.status, 'processing'))
    .orderBy(disbursements.id)
    .limit(limit);
  return rows.map((r) => r.id);
}
