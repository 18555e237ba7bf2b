import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { refreshCase } from './case-index-store.ts';
import { chargebackInquiries } from './schema.ts';

/** SQL of inquiries (requests for information). */
export type InquiryRow = typeof chargebackInquiries.$inferSelect;

/** A new inquiry and its payment's dispute case row, in the caller's transaction. */
export async function insertInquiry(db: Executor, row: typeof chargebackInquiries.$inferInsert): Promise<InquiryRow> {
  const [r] = await db.insert(chargebackInquiries).values(row).returning();
  await refreshCase(db, r!.merchantNo, r!.transactionId);
  return r!;
}

/** Update an inquiry (locked by the caller) and its payment's dispute case row. */
export async function updateInquiry(db: Executor, id: number, patch: Partial<typeof chargebackInquiries.$inferInsert>): Promise<InquiryRow> {
  const [r] = await db.update(chargebackInquiries).set(patch).where(eq(chargebackInquiries.id, id)).returning();
  await refreshCase(db, r!.merchantNo, r!.transactionId);
  return r!;
}

/** One inquiry in scope (null: the provider's side), locked for update. */
export async function lockInquiry(db: Executor, scope: string[] | null, inquiryId: string): Promise<InquiryRow | null> {
  const c = [eq(chargebackInquiries.inquiryId, inquiryId)];
  if (scope) c.push(inArray(chargebackInquiries.merchantNo, scope));
  const [r] = await db
    .select()
    .from(chargebackInquiries)
    .where(and(...c))
    .for('update');
  return r ?? null;
}

export async function selectPage(db: Executor, q: { scope: string[]; limit: number; offset: number }): Promise<{ rows: InquiryRow[]; total: number }> {
  const where = inArray(chargebackInquiries.merchantNo, q.scope);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chargebackInquiries)
      .where(where)
      .orderBy(descIndexed(chargebackInquiries.createdAt), descIndexed(chargebackInquiries.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(chargebackInquiries).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export function selectOverdue(db: Executor, now: Date, limit: number): Promise<Array<{ inquiryId: string }>> {
  return db
    .select({ inquiryId: chargebackInquiries.inquiryId })
    .from(chargebackInquiries)
    .where(and(eq(chargebackInquiries.status, 'open'), lt(chargebackInquiries.dueAt, now)))
    .orderBy(asc(chargebackInquiries.dueAt))
    .limit(limit);
}
