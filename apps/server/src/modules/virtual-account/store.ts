import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CollectionStatus, VaStatus } from '@crossbill/contracts/virtual-account';
import type { Executor } from '../../platform/db/client.ts';
import { collectionTransactions, virtualAccounts } from './schema.ts';

export type AccountRow = typeof virtualAccounts.$inferSelect;
export type CollectionRow = typeof collectionTransactions.$inferSelect & { accountNumber: string };

export async function insertAccount(db: Executor, row: typeof virtualAccounts.$inferInsert): Promise<AccountRow> {
  const [r] = await db.insert(virtualAccounts).values(row).returning();
  return r!;
}

/** One account of the scope (every read of merchant rows names its scope). */
export async function selectAccount(db: Executor, scope: string[], id: number): Promise<AccountRow | null> {
  const [r] = await db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.id, id), inArray(virtualAccounts.merchantNo, scope)));
  return r ?? null;
}

/** Provider-side lookups (provisioning job, incoming bank transfers): the row, locked for the transaction. */
export async function lockAccount(db: Executor, by: { id: number } | { accountNumber: string }): Promise<AccountRow | null> {
  const where = 'id' in by ? eq(virtualAccounts.id, by.id) : eq(virtualAccounts.accountNumber, by.accountNumber);
  const [r] = await db.select().from(virtualAccounts).where(where).for('update');
  return r ?? null;
}

export async function updateOpened(db: Executor, id: number, set: Partial<typeof virtualAccounts.$inferInsert>): Promise<AccountRow> {
  const [r] = await db.update(virtualAccounts).set(set).where(eq(virtualAccounts.id, id)).returning();
  return r!;
}

/** Applications past their due time, oldest first (partial index on due_at where applying). */
export async function selectDueIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: virtualAccounts.id })
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.status, 'applying'), lte(virtualAccounts.dueAt, now)))
    .orderBy(asc(virtualAccounts.dueAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface AccountFilter {
  scope: string[];
  currency?: string;
  status?: VaStatus;
  keyword?: string;
}

function accountWhere(f: AccountFilter): SQL {
  const kw = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    inArray(virtualAccounts.merchantNo, f.scope),
    f.currency ? eq(virtualAccounts.currency, f.currency) : undefined,
    f.status ? eq(virtualAccounts.status, f.status) : undefined,
    kw ? or(ilike(virtualAccounts.accountNumber, kw), ilike(virtualAccounts.holderName, kw)) : undefined,
  )!;
}

export function selectAccounts(db: Executor, f: AccountFilter & { limit: number; offset: number }): Promise<AccountRow[]> {
  return db.select().from(virtualAccounts).where(accountWhere(f)).orderBy(desc(virtualAccounts.id)).limit(f.limit).offset(f.offset);
}

export async function countAccounts(db: Executor, f: AccountFilter): Promise<number> {
  const [r] = await db.select({ n: count() }).from(virtualAccounts).where(accountWhere(f));
  return r?.n ?? 0;
}

export async function insertCollection(db: Executor, row: typeof collectionTransactions.$inferInsert): Promise<typeof collectionTransactions.$inferSelect> {
  const [r] = await db.insert(collectionTransactions).values(row).returning();
  return r!;
}

export async function selectCollectionByBankTransaction(db: Executor, q: { virtualAccountId: number; bankTransactionId: string }) {
  const [r] = await db
    .select()
    .from(collectionTransactions)
    .where(and(eq(collectionTransactions.virtualAccountId, q.virtualAccountId), eq(collectionTransactions.bankTransactionId, q.bankTransactionId)));
  return r ?? null;
}

export interface CollectionFilter {
  scope: string[];
  from?: Date;
  to?: Date;
  virtualAccountId?: number;
  currency?: string;
  status?: CollectionStatus;
  id?: number;
}

function collectionWhere(f: CollectionFilter): SQL {
  return and(
    inArray(collectionTransactions.merchantNo, f.scope),
    f.id ? eq(collectionTransactions.id, f.id) : undefined,
    f.from ? gte(collectionTransactions.createdAt, f.from) : undefined,
    f.to ? lt(collectionTransactions.createdAt, f.to) : undefined,
    f.virtualAccountId ? eq(collectionTransactions.virtualAccountId, f.virtualAccountId) : undefined,
    f.currency ? eq(collectionTransactions.currency, f.currency) : undefined,
    f.status ? eq(collectionTransactions.status, f.status) : undefined,
  )!;
}

/** Collections of the scope, newest first, with the receiving account's number. */
export async function selectCollections(db: Executor, f: CollectionFilter & { limit: number; offset: number }): Promise<CollectionRow[]> {
  const rows = await db
    .select({ c: collectionTransactions, accountNumber: sql<string>`coalesce(${virtualAccounts.accountNumber}, '')` })
    .from(collectionTransactions)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, collectionTransactions.virtualAccountId))
    .where(collectionWhere(f))
    .orderBy(desc(collectionTransactions.createdAt), desc(collectionTransactions.id))
    .limit(f.limit)
    .offset(f.offset);
  return rows.map((r) => ({ ...r.c, accountNumber: r.accountNumber }));
}

export async function countCollections(db: Executor, f: CollectionFilter): Promise<number> {
  const [r] = await db.select({ n: count() }).from(collectionTransactions).where(collectionWhere(f));
  return r?.n ?? 0;
}
