import { and, asc, desc, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DeclarationFilters } from '@crossbill/contracts/declaration';
import type { Executor } from '../../platform/db/client.ts';
import { customsDeclarationEvents, customsDeclarationProfiles, customsDeclarations } from './schema.ts';

export type DeclarationRow = typeof customsDeclarations.$inferSelect;
export type DeclarationInsert = typeof customsDeclarations.$inferInsert;
export type DeclarationEventRow = typeof customsDeclarationEvents.$inferSelect;
const d = customsDeclarations;

/** The list's conditions within the scope (never an unscoped read). */
export function whereOf(scope: string[], f: DeclarationFilters): SQL {
  const where: SQL[] = [inArray(d.merchantNo, scope)];
  if (f.status) where.push(eq(d.status, f.status));
  if (f.customsCode) where.push(eq(d.customsCode, f.customsCode));
  if (f.transactionId) where.push(eq(d.transactionId, f.transactionId.toUpperCase()));
  if (f.merchantOrderId) where.push(eq(d.merchantOrderId, f.merchantOrderId));
  if (f.createdFrom) where.push(gte(d.createdAt, new Date(f.createdFrom)));
  if (f.createdTo) where.push(lte(d.createdAt, new Date(f.createdTo)));
  return and(...where)!;
}

export async function listDeclarations(db: Executor, scope: string[], f: DeclarationFilters, page: { page: number; size: number }) {
  if (scope.length === 0) return { rows: [], total: 0 };
  const cond = whereOf(scope, f);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(d)
      .where(cond)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(d)
      .where(cond),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Keyset page of the export, newest first (the list's order). */
export function selectExportAfter(
  db: Executor,
  o: { scope: string[]; filters: DeclarationFilters; after: { createdAt: Date; id: number } | null; limit: number },
) {
  const cond = whereOf(o.scope, o.filters);
  const after = o.after ? or(lt(d.createdAt, o.after.createdAt), and(eq(d.createdAt, o.after.createdAt), lt(d.id, o.after.id))) : undefined;
  return db.select().from(d).where(and(cond, after)).orderBy(desc(d.createdAt), desc(d.id)).limit(o.limit);
}

export async function declarationById(db: Executor, scope: string[], declarationId: string, lock = false): Promise<DeclarationRow | null> {
  if (scope.length === 0) return null;
  const q = db
    .select()
    .from(d)
    .where(and(inArray(d.merchantNo, scope), eq(d.declarationId, declarationId)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The declarations of one payment (all states: each holds its part of the payment's amount). */
export function declarationsOfPayment(db: Executor, merchantNo: string, transactionId: string, exceptId?: number) {
  return db
    .select()
    .from(d)
    .where(and(eq(d.merchantNo, merchantNo), eq(d.transactionId, transactionId), exceptId ? ne(d.id, exceptId) : undefined));
}

export async function insertDeclaration(db: Executor, row: DeclarationInsert): Promise<DeclarationRow> {
  const [created] = await db.insert(d).values(row).returning();
  return created!;
}

export async function updateDeclaration(db: Executor, id: number, patch: Partial<DeclarationInsert>): Promise<DeclarationRow> {
  const [updated] = await db.update(d).set(patch).where(eq(d.id, id)).returning();
  return updated!;
}

/** Submitted declarations sent at or before `before`, locked (skipping ones another runner holds). */
export function lockDue(db: Executor, o: { before: Date; limit: number; scope?: string[] }) {
  return db
    .select()
    .from(d)
    .where(and(eq(d.status, 'submitted'), lte(d.submittedAt, o.before), o.scope ? inArray(d.merchantNo, o.scope) : undefined))
    .orderBy(asc(d.submittedAt), asc(d.id))
    .limit(o.limit)
    .for('update', { skipLocked: true });
}

export async function insertEvent(db: Executor, e: typeof customsDeclarationEvents.$inferInsert): Promise<void> {
  await db.insert(customsDeclarationEvents).values(e);
}

export function eventsOf(db: Executor, rowId: number): Promise<DeclarationEventRow[]> {
  return db.select().from(customsDeclarationEvents).where(eq(customsDeclarationEvents.declarationRowId, rowId)).orderBy(asc(customsDeclarationEvents.id));
}

export async function profileOf(db: Executor, merchantNo: string) {
  const [row] = await db.select().from(customsDeclarationProfiles).where(eq(customsDeclarationProfiles.merchantNo, merchantNo));
  return row ?? null;
}

export async function saveProfile(db: Executor, p: typeof customsDeclarationProfiles.$inferInsert): Promise<void> {
  await db
    .insert(customsDeclarationProfiles)
    .values(p)
    .onConflictDoUpdate({
      target: customsDeclarationProfiles.merchantNo,
      set: {
        customsCode: p.customsCode,
        merchantCustomsCode: p.merchantCustomsCode,
        merchantCustomsName: p.merchantCustomsName,
        platformCode: p.platformCode,
        updatedAt: p.updatedAt,
      },
    });
}
