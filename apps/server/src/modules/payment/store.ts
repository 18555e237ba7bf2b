import { and, asc, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { apiNonces, cardTokens, salesMonthly, transactionDaily, transactionEvents, transactionRollups, transactions } from './schema.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type EventRow = typeof transactionEvents.$inferSelect;
export type NewEvent = typeof transactionEvents.$inferInsert;

/** Remember a nonce; false when it was already seen (a replay). */
export async function insertNonce(db: Executor, v: { merchantNo: string; nonce: string; createdAt: Date }): Promise<boolean> {
  const r = await db.insert(apiNonces).values(v).onConflictDoNothing().returning({ nonce: apiNonces.nonce });
  return r.length === 1;
}

export async function purgeNonces(db: Executor, before: Date): Promise<number> {
  const r = await db.delete(apiNonces).where(lt(apiNonces.createdAt, before)).returning({ nonce: apiNonces.nonce });
  return r.length;
}

/** Insert transactions (one or many rows: the traffic generator batches), or null on a duplicate order. */
export async function insertTransactions(db: Executor, rows: NewTransaction[]): Promise<TransactionRow[]> {
  if (rows.length === 0) return [];
  return db.insert(transactions).values(rows).onConflictDoNothing().returning();
}

export async function insertEvents(db: Executor, rows: NewEvent[]): Promise<void> {
  if (rows.length > 0) await db.insert(transactionEvents).values(rows);
}

/** One transaction of a merchant in scope, locked for update when `lock`. */
export async function selectTransaction(db: Executor, q: { transactionId: string; scope: string[]; lock?: boolean }): Promise<TransactionRow | null> {
  const base = db
    .select()
    .from(transactions)
    .where(and(eq(transactions.transactionId, q.transactionId), inArray(transactions.merchantNo, q.scope)));
  const [row] = q.lock ? await base.for('update') : await base;
  return row ?? null;
}

export async function selectByOrder(db: Executor, q: { merchantNo: string; merchantOrderId: string }): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantNo, q.merchantNo), eq(transactions.merchantOrderId, q.merchantOrderId), sql`${transactions.type} <> 'refund'`));
  return row ?? null;
}

/** A merchant's captured payment by its ARN (an Ethoca-type alert's match); few per merchant carry one, read on the merchant's index. */
export async function selectByArn(db: Executor, q: { scope: string[]; arn: string }): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(inArray(transactions.merchantNo, q.scope), eq(transactions.arn, q.arn), sql`${transactions.type} <> 'refund'`))
    .limit(1);
  return row ?? null;
}

export async function updateTransaction(tx: Tx, id: number, patch: Partial<NewTransaction>): Promise<TransactionRow> {
  const [row] = await tx.update(transactions).set(patch).where(eq(transactions.id, id)).returning();
  return row!;
}

export function selectRefundsOf(db: Executor, q: { transactionId: string; scope: string[] }): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.originalTransactionId, q.transactionId), inArray(transactions.merchantNo, q.scope)))
    .orderBy(transactions.createdAt, transactions.id);
}

export function selectEvents(db: Executor, transactionId: string): Promise<EventRow[]> {
  return db.select().from(transactionEvents).where(eq(transactionEvents.transactionId, transactionId)).orderBy(transactionEvents.id);
}

/** Pending local payments whose time is up (the expiry job), oldest first. */
export function selectExpiredPending(db: Executor, now: Date, limit: number): Promise<Array<{ transactionId: string; merchantNo: string }>> {
  return db
    .select({ transactionId: transactions.transactionId, merchantNo: transactions.merchantNo })
    .from(transactions)
    .where(and(eq(transactions.status, 'pending'), lt(transactions.expiresAt, now)))
    .orderBy(transactions.expiresAt)
    .limit(limit);
}

export interface RollupDelta {
  merchantNo: string;
  day: string;
  currency: string;
  paymentMethod: string;
  cardCountry: string;
  type: string;
  status: string;
  declineCode: string;
  count: bigint;
  amount: bigint;
}

/** Add deltas to the rollup rows (created on first use), in the caller's transaction. */
/** Sum deltas by key, in a fixed order (ON CONFLICT cannot touch a row twice; the order avoids deadlocks). */
function merge<D extends { count: bigint; amount: bigint }>(deltas: D[], keyOf: (d: D) => string): D[] {
  const merged = new Map<string, D>();
  for (const d of deltas) {
    const k = keyOf(d);
    const m = merged.get(k);
    if (m) {
      m.count += d.count;
      m.amount += d.amount;
    } else merged.set(k, { ...d });
  }
  return [...merged.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, d]) => d)
    .filter((d) => d.count !== 0n || d.amount !== 0n);
}

type Counted = typeof transactionRollups | typeof transactionDaily | typeof salesMonthly;

/** Add the rows' counts and amounts to a rollup table's rows of the same key (created on first use). */
async function addTo<T extends Counted>(db: Executor, table: T, rows: T['$inferInsert'][], key: (t: T) => PgColumn[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: key(table), set: { count: sql`${table.count} + excluded.count`, amount: sql`${table.amount} + excluded.amount` } });
}

/** Apply deltas to the fine rollups, the dashboard's daily ones and the monthly sales (same transaction: they never disagree). */
export async function applyRollups(db: Executor, deltas: RollupDelta[]): Promise<void> {
  const rows = merge(deltas, (d) => [d.merchantNo, d.day, d.currency, d.paymentMethod, d.cardCountry, d.type, d.status, d.declineCode].join('|')).map((d) => ({
    ...d,
    type: d.type as never,
    status: d.status as never,
  }));
  if (rows.length === 0) return;
  await addTo(db, transactionRollups, rows, (t) => [t.merchantNo, t.day, t.currency, t.paymentMethod, t.cardCountry, t.type, t.status, t.declineCode]);
  const daily = merge(
    rows.map(({ merchantNo, day, currency, paymentMethod, type, status, count, amount }) => ({
      merchantNo,
      day,
      currency,
      paymentMethod,
      type,
      status,
      count,
      amount,
    })),
    (d) => [d.merchantNo, d.day, d.currency, d.paymentMethod, d.type, d.status].join('|'),
  );
  await addTo(db, transactionDaily, daily, (t) => [t.merchantNo, t.day, t.currency, t.paymentMethod, t.type, t.status]);
  // the chargeback-rate report's denominator: captured sales, by the month of their Beijing day
  const sales = merge(
    rows
      .filter((d) => d.type !== 'refund' && d.status === 'succeeded')
      .map(({ merchantNo, day, currency, paymentMethod, cardCountry, count, amount }) => ({
        merchantNo,
        month: day.slice(0, 7),
        currency,
        paymentMethod,
        cardCountry,
        count,
        amount,
      })),
    (d) => [d.merchantNo, d.month, d.currency, d.paymentMethod, d.cardCountry].join('|'),
  );
  await addTo(db, salesMonthly, sales, (t) => [t.merchantNo, t.month, t.currency, t.paymentMethod, t.cardCountry]);
}

export type RollupRow = typeof transactionRollups.$inferSelect;

export function selectRollups(db: Executor, q: { scope: string[]; from?: string; to?: string }): Promise<RollupRow[]> {
  const conds = [inArray(transactionRollups.merchantNo, q.scope)];
  if (q.from) conds.push(sql`${transactionRollups.day} >= ${q.from}`);
  if (q.to) conds.push(sql`${transactionRollups.day} <= ${q.to}`);
  return db
    .select()
    .from(transactionRollups)
    .where(and(...conds))
    .orderBy(transactionRollups.day);
}

export type DailyRollupRow = typeof transactionDaily.$inferSelect;

/**
 * Captured sales (succeeded payments, no refunds) of the scope per merchant, Beijing month, method and
 * currency between two months (inclusive), from the monthly sales rollup; `byCountry` splits them by
 * the cards' BIN country too (`country` is '' otherwise).
 */
export async function selectMonthlySales(
  db: Executor,
  q: { scope: string[]; from: string; to: string; byCountry?: boolean },
): Promise<Array<{ merchantNo: string; month: string; method: string; currency: string; country: string; count: number; amount: bigint }>> {
  const t = salesMonthly;
  const country = q.byCountry ? t.cardCountry : sql<string>`''`;
  const rows = await db
    .select({
      merchantNo: t.merchantNo,
      month: t.month,
      method: t.paymentMethod,
      currency: t.currency,
      country,
      count: sql<string>`sum(${t.count})::text`,
      amount: sql<string>`sum(${t.amount})::text`,
    })
    .from(t)
    .where(and(inArray(t.merchantNo, q.scope), gte(t.month, q.from), lte(t.month, q.to)))
    .groupBy(t.merchantNo, t.month, t.paymentMethod, t.currency, ...(q.byCountry ? [t.cardCountry] : []));
  return rows.map((r) => ({ ...r, count: Number(r.count), amount: BigInt(r.amount) }));
}

/** The dashboard's daily rollups of the scope between two Beijing days (inclusive), oldest first. */
export function selectDailyRollups(db: Executor, q: { scope: string[]; from?: string; to?: string }): Promise<DailyRollupRow[]> {
  const conds = [inArray(transactionDaily.merchantNo, q.scope)];
  if (q.from) conds.push(sql`${transactionDaily.day} >= ${q.from}`);
  if (q.to) conds.push(sql`${transactionDaily.day} <= ${q.to}`);
  return db
    .select()
    .from(transactionDaily)
    .where(and(...conds))
    .orderBy(transactionDaily.day);
}

/** Something is left to dispute: captured − refunded − refunds in progress − earlier chargebacks > 0. */
export const STILL_DISPUTABLE = sql`${transactions.capturedAmount} - ${transactions.refundedAmount} - ${transactions.refundPendingAmount} - ${transactions.chargebackAmount} > 0`;

/**
 * The sandbox's test-card sweeps (chargebacks, pre-dispute alerts, fraud reports): captured payments
 * of the given cards, captured before `capturedBefore`, oldest first, that the caller's `unraised`
 * conditions keep (no case of its own on the payment yet, and whatever else its case needs), so a
 * payment once raised is never picked again.
 */
export function selectTestCardPayments(
  db: Executor,
  q: { cards: Array<{ bin: string; last4: string }>; capturedBefore: Date; limit: number; unraised: SQL[] },
): Promise<Array<{ merchantNo: string; transactionId: string; paymentMethod: string; cardBin: string | null; cardLast4: string | null }>> {
  return db
    .select({
      merchantNo: transactions.merchantNo,
      transactionId: transactions.transactionId,
      paymentMethod: transactions.paymentMethod,
      cardBin: transactions.cardBin,
      cardLast4: transactions.cardLast4,
    })
    .from(transactions)
    .where(
      and(
        or(...q.cards.map((c) => and(eq(transactions.cardBin, c.bin), eq(transactions.cardLast4, c.last4)))),
        ne(transactions.type, 'refund'),
        eq(transactions.status, 'succeeded'),
        lte(transactions.completedAt, q.capturedBefore),
        ...q.unraised,
      ),
    )
    .orderBy(asc(transactions.completedAt))
    .limit(q.limit);
}

// ---- the card vault

export type CardTokenRow = typeof cardTokens.$inferSelect;

export async function insertToken(db: Executor, row: typeof cardTokens.$inferInsert): Promise<CardTokenRow> {
  const [r] = await db.insert(cardTokens).values(row).returning();
  return r!;
}

/** A merchant's token, locked for update when `lock` (its counters move with a charge). */
export async function selectToken(db: Executor, q: { merchantNo: string; tokenId: string; lock?: boolean }): Promise<CardTokenRow | null> {
  const base = db
    .select()
    .from(cardTokens)
    .where(and(eq(cardTokens.tokenId, q.tokenId), eq(cardTokens.merchantNo, q.merchantNo)));
  const [row] = q.lock ? await base.for('update') : await base;
  return row ?? null;
}

/** Count one more answer of the token's charges. */
export async function countTokenCharge(tx: Tx, id: number, approved: boolean): Promise<void> {
  await tx
    .update(cardTokens)
    .set(approved ? { approvedCharges: sql`${cardTokens.approvedCharges} + 1` } : { declinedCharges: sql`${cardTokens.declinedCharges} + 1` })
    .where(eq(cardTokens.id, id));
}

/** Every transaction of a subscription (first payment, cycle charges, refunds), oldest first. */
export function selectBySubscription(db: Executor, q: { scope: string[]; subscriptionId: string }): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.subscriptionId, q.subscriptionId), inArray(transactions.merchantNo, q.scope)))
    .orderBy(transactions.id);
}
