import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { refundRequests } from './schema.ts';

export type RefundRow = typeof refundRequests.$inferSelect;
export type NewRefund = typeof refundRequests.$inferInsert;

export interface RefundFilter {
  scope: string[];
  from?: Date;
  to?: Date;
  refundId?: string;
  transactionId?: string;
  status?: string;
  currency?: string;
}

function where(f: RefundFilter): SQL {
  const c: SQL[] = [inArray(refundRequests.merchantNo, f.scope)];
  if (f.from) c.push(gte(refundRequests.appliedAt, f.from));
  if (f.to) c.push(lt(refundRequests.appliedAt, f.to));
  if (f.refundId) c.push(eq(refundRequests.refundId, f.refundId));
  if (f.transactionId) c.push(eq(refundRequests.transactionId, f.transactionId));
  if (f.status) c.push(eq(refundRequests.status, f.status as never));
  if (f.currency) c.push(eq(refundRequests.currency, f.currency));
  return and(...c)!;
}

export async function insertRefund(db: Executor, row: NewRefund): Promise<RefundRow> {
  const [r] = await db.insert(refundRequests).values(row).returning();
  return r!;
}

export async function updateRefund(db: Executor, id: number, patch: Partial<NewRefund>): Promise<RefundRow> {
  const [r] = await db.update(refundRequests).set(patch).where(eq(refundRequests.id, id)).returning();
  return r!;
}

/** One refund in scope; locked for update when `lock`. */
export async function selectRefund(db: Executor, q: { refundId: string; scope: string[] | null; lock?: boolean }): Promise<RefundRow | null> {
  const c = [eq(refundRequests.refundId, q.refundId)];
  if (q.scope) c.push(inArray(refundRequests.merchantNo, q.scope));
  const base = db.select().from(refundRequests).where(and(...c));
  const [r] = q.lock ? await base.for('update') : await base;
  return r ?? null;
}

export function selectPage(db: Executor, f: RefundFilter & { limit: number; offset: number }): Promise<RefundRow[]> {
  return db.select().from(refundRequests).where(where(f)).orderBy(desc(refundRequests.appliedAt), desc(refundRequests.id)).limit(f.limit).offset(f.offset);
}

export async function countRows(db: Executor, f: RefundFilter): Promise<number> {
  const [r] = await db.select({ n: count() }).from(refundRequests).where(where(f));
  return Number(r?.n ?? 0);
}

/** The provider's work list (ops): refunds in the given states, oldest first, every merchant. */
export function selectByStatus(db: Executor, statuses: string[], limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refundRequests)
    .where(inArray(refundRequests.status, statuses as never[]))
    .orderBy(refundRequests.appliedAt, refundRequests.id)
    .limit(limit);
}
