import { and, eq, gte, ilike, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { importBatches } from './schema.ts';

export type ImportBatchRow = typeof importBatches.$inferSelect;
export type ImportKindOfTable = ImportBatchRow['kind'];

export async function insertImport(db: Executor, values: typeof importBatches.$inferInsert): Promise<ImportBatchRow> {
  const [row] = await db.insert(importBatches).values(values).returning();
  return row!;
}

export async function lockImport(db: Executor, kind: ImportKindOfTable, id: number): Promise<ImportBatchRow | null> {
  const [row] = await db
    .select()
    .from(importBatches)
    .where(and(eq(importBatches.id, id), eq(importBatches.kind, kind)))
    .for('update');
  return row ?? null;
}

export async function importById(db: Executor, kind: ImportKindOfTable, scope: string[], id: number): Promise<ImportBatchRow | null> {
  if (scope.length === 0) return null;
  const [row] = await db
    .select()
    .from(importBatches)
    .where(and(eq(importBatches.id, id), eq(importBatches.kind, kind), inArray(importBatches.merchantNo, scope)));
  return row ?? null;
}

export async function updateImport(db: Executor, id: number, values: Partial<typeof importBatches.$inferInsert>): Promise<void> {
  await db.update(importBatches).set(values).where(eq(importBatches.id, id));
}

/** Imports to be parsed, and those parsing since before `staleBefore` (their run died). */
export async function openImportIds(db: Executor, kind: ImportKindOfTable, limit: number, staleBefore: Date): Promise<number[]> {
  const rows = await db
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(
      and(
        eq(importBatches.kind, kind),
        inArray(importBatches.status, ['to_be_parsed', 'parsing']),
        or(ne(importBatches.status, 'parsing'), isNull(importBatches.parseStartedAt), lt(importBatches.parseStartedAt, staleBefore)),
      ),
    )
    .orderBy(importBatches.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface ImportFilter {
  kind: ImportKindOfTable;
  scope: string[];
  status?: string;
  fileName?: string;
  from: Date;
  to: Date;
}

function where(f: ImportFilter): SQL {
  return and(
    inArray(importBatches.merchantNo, f.scope),
    eq(importBatches.kind, f.kind),
    gte(importBatches.createdAt, f.from),
    lte(importBatches.createdAt, f.to),
    ...(f.status ? [eq(importBatches.status, f.status as ImportBatchRow['status'])] : []),
    ...(f.fileName ? [ilike(importBatches.fileName, `%${f.fileName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)] : []),
  )!;
}

/** Imports of a kind for the upload details page, newest first, without their rows. */
export async function listImportRows(db: Executor, f: ImportFilter & { limit: number }) {
  if (f.scope.length === 0) return { rows: [], total: 0 };
  const w = where(f);
  const rows = await db
    .select({
      id: importBatches.id,
      batchNo: importBatches.batchNo,
      merchantNo: importBatches.merchantNo,
      targetId: importBatches.targetId,
      fileName: importBatches.fileName,
      status: importBatches.status,
      rowCount: importBatches.rowCount,
      parsedCount: importBatches.parsedCount,
      errorCount: sql<number>`jsonb_array_length(${importBatches.errors})::int`,
      createdAt: importBatches.createdAt,
    })
    .from(importBatches)
    .where(w)
    .orderBy(descIndexed(importBatches.createdAt), descIndexed(importBatches.id))
    .limit(f.limit);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(importBatches)
    .where(w);
  return { rows, total: Number(c?.n ?? 0) };
}
