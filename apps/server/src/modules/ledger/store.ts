import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
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
