import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
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
  await db.insert(ledgerAccounts).values({ merchantNo: k.merchantNo, currency: k.currency, bucket: k.bucket, noNegative: k.noNegative }).onConflictDoNothing();
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

export async function selectAccountById(db: Executor, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row ?? null;
}

/** Row locks on the accounts, taken in ascending id order (the one lock order of the ledger). */
export async function lockAccounts(db: Executor, ids: number[], o: { merchantsOnly?: boolean } = {}): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, ids), o.merchantsOnly ? isNotNull(ledgerAccounts.merchantNo) : undefined))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/** The accounts, read without a lock. */
export async function selectAccountsById(db: Executor, ids: number[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
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
  /** the entries of one reference (a batch) */
  reference?: string;
}

const statementWhere = (f: StatementFilter) =>
  and(
    eq(ledgerPostings.accountId, f.accountId),
    f.reference ? eq(ledgerEntries.reference, f.reference) : undefined,
    f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
    f.to ? lt(ledgerEntries.createdAt, f.to) : undefined,
    f.kind ? eq(ledgerEntries.kind, f.kind) : undefined,
  );

/**
 * A statement line's place in time: its entry's time, then the posting id among lines of one instant
 * (an entry may be dated before postings written earlier: a delivery at its cut-off, a back-dated run).
 */
export interface LineKey {
  at: Date;
  id: number;
}
const keyOf = sql`(${ledgerEntries.createdAt}, ${ledgerPostings.id})`;
const key = (k: LineKey) => sql`(${k.at.toISOString()}::timestamptz, ${k.id}::bigint)`;

/** An account's postings with their entries, newest first by time, then by posting id. */
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
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerPostings.id))
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

/** Sum of an account's postings later in time than the line `after`. */
export async function sumPostingsAfter(db: Executor, accountId: number, after: LineKey): Promise<bigint> {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(eq(ledgerPostings.accountId, accountId), sql`${keyOf} > ${key(after)}`));
  return BigInt(row?.s ?? '0');
}

/** An account's posting amounts from line `bottom` to line `top` in time, newest first. */
export async function selectPostingAmounts(db: Executor, accountId: number, bottom: LineKey, top: LineKey) {
  return db
    .select({ id: ledgerPostings.id, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(eq(ledgerPostings.accountId, accountId), sql`${keyOf} >= ${key(bottom)}`, sql`${keyOf} <= ${key(top)}`))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerPostings.id));
}

export async function selectEntryByReference(db: Executor, q: { kind: string; reference: string; merchantNo: string }): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, q.reference), eq(ledgerEntries.kind, q.kind), eq(ledgerEntries.merchantNo, q.merchantNo)))
    .limit(1);
  return row ?? null;
}

/** Count, credits and debits of an account's postings under a filter (a batch's totals). */
export async function sumStatement(
  db: Executor,
  f: StatementFilter,
): Promise<{ count: number; credits: bigint; debits: bigint; first: Date | null; last: Date | null }> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      first: sql<string | null>`min(${ledgerEntries.createdAt})::text`,
      last: sql<string | null>`max(${ledgerEntries.createdAt})::text`,
      credits: sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${ledgerPostings.amount} > 0), 0)::text`,
      debits: sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${ledgerPostings.amount} < 0), 0)::text`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(statementWhere(f));
  const date = (v: string | null | undefined) => (v ? new Date(v) : null);
  return {
    count: Number(row?.n ?? 0),
    credits: BigInt(row?.credits ?? '0'),
    debits: BigInt(row?.debits ?? '0'),
    first: date(row?.first),
    last: date(row?.last),
  };
}

/** How many of an account's postings carry each of these references (more than one: a batch). */
export async function countByReference(db: Executor, accountId: number, references: string[]): Promise<Map<string, number>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({ reference: ledgerEntries.reference, n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .where(and(inArray(ledgerEntries.reference, references), eq(ledgerPostings.accountId, accountId)))
    .groupBy(ledgerEntries.reference);
  return new Map(rows.map((r) => [r.reference, Number(r.n)]));
}

/** The newest and oldest lines under a filter, in time (the range an export walks). */
export async function statementBounds(db: Executor, f: StatementFilter): Promise<{ top: LineKey; bottom: LineKey } | null> {
  const end = (order: 'asc' | 'desc') =>
    db
      .select({ at: ledgerEntries.createdAt, id: ledgerPostings.id })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(statementWhere(f))
      .orderBy(...(order === 'desc' ? [desc(ledgerEntries.createdAt), desc(ledgerPostings.id)] : [asc(ledgerEntries.createdAt), asc(ledgerPostings.id)]))
      .limit(1);
  const [[top], [bottom]] = await Promise.all([end('desc'), end('asc')]);
  return top && bottom ? { top, bottom } : null;
}

/** An account's postings from line `bottom` up to before line `below` in time, newest first, `limit` at a time (keyset). */
export async function selectPostingsBelow(db: Executor, q: { accountId: number; bottom: LineKey; below: LineKey; limit: number }) {
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
    .where(and(eq(ledgerPostings.accountId, q.accountId), sql`${keyOf} >= ${key(q.bottom)}`, sql`${keyOf} < ${key(q.below)}`))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerPostings.id))
    .limit(q.limit);
}

/** Sum of an account's postings whose entries are dated at or after `at` (a balance as of a time). */
export async function sumPostingsSince(db: Executor, accountId: number, at: Date): Promise<bigint> {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(eq(ledgerPostings.accountId, accountId), gte(ledgerEntries.createdAt, at)));
  return BigInt(row?.s ?? '0');
}
