import { and, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { RELEASED_STATUSES, type TransferListQuery, type TransferStatus } from '@crossbill/contracts/transfer';
import type { Executor } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import { transferBatches, transfers } from './schema.ts';
import { acrossScope, byteOrderDesc, firstDistinct, idTerm, startsWith, type SearchRow, type SearchTerms } from '../../platform/db/prefix-search.ts';

export type TransferRow = typeof transfers.$inferSelect;
export type BatchRow = typeof transferBatches.$inferSelect;

export async function insertTransfer(db: Executor, values: typeof transfers.$inferInsert): Promise<TransferRow> {
  const [row] = await db.insert(transfers).values(values).returning();
  return row!;
}

export async function lockTransfer(db: Executor, id: number): Promise<TransferRow | null> {
  const [row] = await db.select().from(transfers).where(eq(transfers.id, id)).for('update');
  return row ?? null;
}

/** A transfer as it stands, without a lock (the execution's look before it takes its locks in order). */
export async function transferOf(db: Executor, id: number): Promise<TransferRow | null> {
  const [row] = await db.select().from(transfers).where(eq(transfers.id, id));
  return row ?? null;
}

export async function lockTransferBySerial(db: Executor, merchantNo: string, serialNo: string): Promise<TransferRow | null> {
  const [row] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.merchantNo, merchantNo), eq(transfers.serialNo, serialNo)))
    .for('update');
  return row ?? null;
}

export async function updateTransfer(db: Executor, id: number, values: Partial<typeof transfers.$inferInsert>): Promise<void> {
  await db.update(transfers).set(values).where(eq(transfers.id, id));
}

export async function transferById(db: Executor, scope: string[], id: number): Promise<TransferRow | null> {
  if (scope.length === 0) return null;
  const [row] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, id), inArray(transfers.merchantNo, scope)));
  return row ?? null;
}

function listFilter(scope: string[], q: Partial<TransferListQuery>): SQL {
  const parts: SQL[] = [inArray(transfers.merchantNo, scope)];
  if (q.status) parts.push(eq(transfers.status, q.status));
  if (q.currency) parts.push(eq(transfers.sendCurrency, q.currency));
  if (q.beginTime) parts.push(gte(transfers.createdAt, new Date(q.beginTime)));
  if (q.endTime) parts.push(lte(transfers.createdAt, new Date(q.endTime)));
  if (q.payee) {
    const like = `%${q.payee.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(transfers.payeeName, like), ilike(transfers.payeeNickname, like))!);
  }
  if (q.reference) parts.push(or(eq(transfers.serialNo, q.reference), eq(transfers.merchantReference, q.reference), eq(transfers.batchNo, q.reference))!);
  return and(...parts)!;
}

export async function listTransfers(db: Executor, scope: string[], q: TransferListQuery): Promise<{ rows: TransferRow[]; total: number }> {
  if (scope.length === 0) return { rows: [], total: 0 };
  const where = listFilter(scope, q);
  const rows = await db
    .select()
    .from(transfers)
    .where(where)
    .orderBy(desc(transfers.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transfers)
    .where(where);
  return { rows, total: Number(c?.n ?? 0) };
}

/** The send amounts submitted in [from, to) per currency, without the ones whose money went back. */
export async function usedBetween(db: Executor, merchantNo: string, from: Date, to: Date, currency?: string): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ currency: transfers.sendCurrency, sum: sql<string>`coalesce(sum(${transfers.sendAmount}), 0)::text` })
    .from(transfers)
    .where(
      and(
        eq(transfers.merchantNo, merchantNo),
        gte(transfers.createdAt, from),
        lt(transfers.createdAt, to),
        notInArray(transfers.status, [...RELEASED_STATUSES]),
        currency ? eq(transfers.sendCurrency, currency) : undefined,
      ),
    )
    .groupBy(transfers.sendCurrency);
  return new Map(rows.map((r) => [r.currency, BigInt(r.sum)]));
}

/** Transfers to a payee still waiting for approval or for their payment date (a delete of the payee must wait for them). */
export async function openTransferCount(db: Executor, merchantNo: string, payeeId: number): Promise<number> {
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transfers)
    .where(and(eq(transfers.payeeId, payeeId), eq(transfers.merchantNo, merchantNo), inArray(transfers.status, ['pending_approval', 'scheduled'])));
  return Number(c?.n ?? 0);
}

/** Open transfers due by `now` (scheduled or waiting for approval at their date, or processing). */
export async function dueTransferIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const statuses: TransferStatus[] = ['pending_approval', 'scheduled', 'processing'];
  const rows = await db
    .select({ id: transfers.id, status: transfers.status, scheduledDate: transfers.scheduledDate })
    .from(transfers)
    .where(and(inArray(transfers.status, statuses), lte(transfers.dueAt, now)))
    .orderBy(transfers.dueAt)
    .limit(limit);
  // an immediate transfer waiting for approval has no date: it waits as long as its approvers take
  return rows.filter((r) => r.status !== 'pending_approval' || r.scheduledDate !== null).map((r) => r.id);
}

// ---- batches

export async function insertBatch(db: Executor, values: typeof transferBatches.$inferInsert): Promise<BatchRow> {
  const [row] = await db.insert(transferBatches).values(values).returning();
  return row!;
}

export async function lockBatch(db: Executor, id: number): Promise<BatchRow | null> {
  const [row] = await db.select().from(transferBatches).where(eq(transferBatches.id, id)).for('update');
  return row ?? null;
}

export async function batchById(db: Executor, scope: string[], id: number): Promise<BatchRow | null> {
  if (scope.length === 0) return null;
  const [row] = await db
    .select()
    .from(transferBatches)
    .where(and(eq(transferBatches.id, id), inArray(transferBatches.merchantNo, scope)));
  return row ?? null;
}

export async function updateBatch(db: Executor, id: number, values: Partial<typeof transferBatches.$inferInsert>): Promise<void> {
  await db.update(transferBatches).set(values).where(eq(transferBatches.id, id));
}

export async function listBatches(db: Executor, scope: string[], page: number, size: number): Promise<{ rows: BatchRow[]; total: number }> {
  if (scope.length === 0) return { rows: [], total: 0 };
  const where = inArray(transferBatches.merchantNo, scope);
  const rows = await db
    .select()
    .from(transferBatches)
    .where(where)
    .orderBy(desc(transferBatches.id))
    .limit(size)
    .offset((page - 1) * size);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transferBatches)
    .where(where);
  return { rows, total: Number(c?.n ?? 0) };
}

/** Batches to be parsed, and those parsing since before `staleBefore` (their run died). */
export async function openBatchIds(db: Executor, limit: number, staleBefore: Date): Promise<number[]> {
  const rows = await db
    .select({ id: transferBatches.id })
    .from(transferBatches)
    .where(
      and(
        inArray(transferBatches.status, ['to_be_parsed', 'parsing']),
        or(ne(transferBatches.status, 'parsing'), isNull(transferBatches.parseStartedAt), lt(transferBatches.parseStartedAt, staleBefore)),
      ),
    )
    .orderBy(transferBatches.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function countByBatch(db: Executor, batchNo: string): Promise<number> {
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transfers)
    .where(eq(transfers.batchNo, batchNo));
  return Number(c?.n ?? 0);
}

/** A stored file of the merchant (the certificate it uploaded). */
export async function fileOf(db: Executor, merchantNo: string, id: string): Promise<{ id: string; fileName: string } | null> {
  const [row] = await db
    .select({ id: storedFiles.id, fileName: storedFiles.fileName })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.merchantNo, merchantNo)));
  return row ?? null;
}

export interface BatchImportFilter {
  scope: string[];
  status?: string;
  fileName?: string;
  from: Date;
  to: Date;
}

function batchImportWhere(f: BatchImportFilter): SQL {
  return and(
    inArray(transferBatches.merchantNo, f.scope),
    gte(transferBatches.createdAt, f.from),
    lte(transferBatches.createdAt, f.to),
    ...(f.status ? [eq(transferBatches.status, f.status as BatchRow['status'])] : []),
    ...(f.fileName ? [ilike(transferBatches.fileName, `%${f.fileName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)] : []),
  )!;
}

/** Batch uploads for the upload details page, newest first, without the parsed rows (they can be large). */
export async function listBatchImports(db: Executor, f: BatchImportFilter & { limit: number }) {
  if (f.scope.length === 0) return { rows: [], total: 0 };
  const where = batchImportWhere(f);
  const rows = await db
    .select({
      id: transferBatches.id,
      batchNo: transferBatches.batchNo,
      merchantNo: transferBatches.merchantNo,
      fileName: transferBatches.fileName,
      status: transferBatches.status,
      rowCount: transferBatches.rowCount,
      parsedCount: transferBatches.parsedCount,
      errorCount: sql<number>`jsonb_array_length(${transferBatches.errors})::int`,
      createdAt: transferBatches.createdAt,
    })
    .from(transferBatches)
    .where(where)
    .orderBy(desc(transferBatches.createdAt), desc(transferBatches.id))
    .limit(f.limit);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transferBatches)
    .where(where);
  return { rows, total: Number(c?.n ?? 0) };
}

/** Global search (modules/search): transfers by serial number prefix, newest first; an index range per merchant. */
export async function searchTransfers(db: Executor, q: SearchTerms): Promise<SearchRow[]> {
  const t = transfers;
  const id = idTerm(q.text);
  if (!id) return [];
  const rows = await acrossScope<SearchRow>(
    db,
    q.scope,
    q.limit,
    (m) =>
      sql`select ${t.id}::text as key, ${t.serialNo} as title, ${t.sendAmount}::text as amount, ${t.sendCurrency} as currency, ${t.payeeName} as extra, ${t.merchantNo} as merchant_no, 'id'::text as matched
        from ${t} where ${t.merchantNo} = ${m} and ${startsWith(sql`${t.serialNo}`, id)} order by ${byteOrderDesc(sql`${t.serialNo}`)} limit ${q.limit}`,
  );
  return firstDistinct([rows], q.limit);
}
