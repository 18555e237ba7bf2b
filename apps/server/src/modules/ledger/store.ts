import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings, type Bucket } from './schema.ts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type EntryRow = typeof ledgerEntries.$inferSelect;

export interface AccountKey {
  /** null: a provider account */
  merchantNo: string | null;
  currency: string;
  bucket: Bucket;
}

const ownerIs = (merchantNo: string | null) => (merchantNo === null ? isNull(ledgerAccounts.merchantNo) : eq(ledgerAccounts.merchantNo, merchantNo));

/** Create the account unless it exists (the unique owner index decides), then read it. */
export async function upsertAccount(db: Executor, k: AccountKey & { noNegative: boolean }): Promise<AccountRow> {
  await db
    .insert(ledgerAccounts)
    .values({ merchantNo: k.merchantNo, currency: k.currency, bucket: k.bucket, noNegative: k.noNegative })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(ownerIs(k.merchantNo), eq(ledgerAccounts.currency, k.currency), eq(ledgerAccounts.bucket, k.bucket)));
  return row!;
}

export async function selectAccount(db: Executor, k: AccountKey): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(ownerIs(k.merchantNo), eq(ledgerAccounts.currency, k.currency), eq(ledgerAccounts.bucket, k.bucket)));
  return row ?? null;
}

/** Row locks on the accounts, taken in ascending id order (the one lock order of the ledger). */
export async function lockAccounts(db: Executor, ids: number[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids)).orderBy(asc(ledgerAccounts.id)).for('update');
}

export async function addToBalance(db: Executor, accountId: number, delta: bigint): Promise<void> {
  await db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${delta.toString()}::bigint` })
    .where(eq(ledgerAccounts.id, accountId));
}

export async function insertEntry(
  db: Executor,
  e: { kind: string; reference: string; merchantNo: string | null; reversesEntryId?: number; idempotencyKey?: string; createdAt: Date },
): Promise<EntryRow> {
  const [row] = await db
    .insert(ledgerEntries)
    .values({
      kind: e.kind,
      reference: e.reference,
      merchantNo: e.merchantNo,
      reversesEntryId: e.reversesEntryId ?? null,
      idempotencyKey: e.idempotencyKey ?? null,
      createdAt: e.createdAt,
    })
    .returning();
  return row!;
}

export async function insertPostings(db: Executor, rows: Array<{ entryId: number; accountId: number; amount: bigint; currency: string }>) {
  await db.insert(ledgerPostings).values(rows);
}

export async function selectEntry(db: Executor, id: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id));
  return row ?? null;
}

export async function selectPostings(db: Executor, entryId: number) {
  return db
    .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount, currency: ledgerPostings.currency })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, entryId))
    .orderBy(asc(ledgerPostings.id));
}

export async function selectEntryReversing(db: Executor, entryId: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.reversesEntryId, entryId));
  return row ?? null;
}

/** Accounts of the merchants in `scope` (required: there is no unscoped read of merchant rows). */
export async function selectMerchantAccounts(db: Executor, q: { scope: string[]; currency?: string }): Promise<AccountRow[]> {
  if (q.scope.length === 0) return [];
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.merchantNo, q.scope), q.currency ? eq(ledgerAccounts.currency, q.currency) : undefined))
    .orderBy(asc(ledgerAccounts.merchantNo), asc(ledgerAccounts.currency), asc(ledgerAccounts.id));
}

export async function selectProviderAccounts(db: Executor, q: { currency?: string } = {}): Promise<AccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.merchantNo), q.currency ? eq(ledgerAccounts.currency, q.currency) : undefined))
    .orderBy(asc(ledgerAccounts.currency), asc(ledgerAccounts.id));
}

export interface StatementFilter {
  accountId: number;
  from?: Date;
  to?: Date;
  kind?: string;
}

const statementWhere = (f: StatementFilter) =>
  and(
    eq(ledgerPostings.accountId, f.accountId),
    f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
    f.to ? lt(ledgerEntries.createdAt, f.to) : undefined,
    f.kind ? eq(ledgerEntries.kind, f.kind) : undefined,
  );

/** An account's postings with their entries, newest first (the (account_id, id) index gives the order). */
export async function selectStatement(db: Executor, f: StatementFilter & { limit: number; offset: number }) {
  return db
    .select({
      id: ledgerPostings.id,
      amount: ledgerPostings.amount,
      kind: ledgerEntries.kind,
      reference: ledgerEntries.reference,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(statementWhere(f))
    .orderBy(desc(ledgerPostings.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countStatement(db: Executor, f: StatementFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(statementWhere(f));
  return Number(row?.n ?? 0);
}

/** Sum of an account's postings after the posting `afterId` (an index range scan). */
export async function sumPostingsAfter(db: Executor, accountId: number, afterId: number): Promise<bigint> {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.accountId, accountId), gt(ledgerPostings.id, afterId)));
  return BigInt(row?.s ?? '0');
}

/** An account's posting amounts with ids in [fromId, toId], newest first. */
export async function selectPostingAmounts(db: Executor, accountId: number, fromId: number, toId: number) {
  return db
    .select({ id: ledgerPostings.id, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.accountId, accountId), gte(ledgerPostings.id, fromId), lte(ledgerPostings.id, toId)))
    .orderBy(desc(ledgerPostings.id));
}

export async function selectEntryByReference(db: Executor, q: { kind: string; reference: string; merchantNo: string }): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, q.reference), eq(ledgerEntries.kind, q.kind), eq(ledgerEntries.merchantNo, q.merchantNo)))
    .limit(1);
  return row ?? null;
}
