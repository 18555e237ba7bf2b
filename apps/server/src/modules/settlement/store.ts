import { and, asc, count, eq, gte, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { transactionRollups, transactions } from '../payment/schema.ts';
import { settlementBatches } from './schema.ts';

export type BatchRow = typeof settlementBatches.$inferSelect;
export type NewBatch = typeof settlementBatches.$inferInsert;
type TxRow = typeof transactions.$inferSelect;

/** captured payments not yet settled, completed before the cut-off (the partial settlement index) */
const unsettledPayments = (cutoff: Date) =>
  and(isNull(transactions.settledAt), ne(transactions.type, 'refund'), eq(transactions.status, 'succeeded'), lt(transactions.completedAt, cutoff));

/** (merchant, currency) pairs with something to settle. */
export function selectDuePairs(db: Executor, q: { cutoff: Date; merchantNo?: string }): Promise<Array<{ merchantNo: string; currency: string }>> {
  return db
    .selectDistinct({ merchantNo: transactions.merchantNo, currency: transactions.currency })
    .from(transactions)
    .where(and(unsettledPayments(q.cutoff), q.merchantNo ? eq(transactions.merchantNo, q.merchantNo) : undefined))
    .orderBy(transactions.merchantNo, transactions.currency);
}

/** The payments of a batch, locked (a refund of one of them waits for the batch, then books from available). */
export function lockDuePayments(db: Executor, q: { merchantNo: string; currency: string; cutoff: Date }): Promise<TxRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantNo, q.merchantNo), eq(transactions.currency, q.currency), unsettledPayments(q.cutoff)))
    .orderBy(asc(transactions.id))
    .for('update');
}

/** Succeeded refunds of these payments not settled yet: booked from to-be-settled, so they net in the batch. */
export function selectNettedRefunds(db: Executor, q: { merchantNo: string; paymentIds: string[] }): Promise<TxRow[]> {
  if (q.paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantNo, q.merchantNo),
        eq(transactions.type, 'refund'),
        eq(transactions.status, 'succeeded'),
        isNull(transactions.settledAt),
        inArray(transactions.originalTransactionId, q.paymentIds),
      ),
    )
    .orderBy(asc(transactions.id))
    .for('update');
}

export async function markSettled(db: Executor, q: { ids: number[]; batchId: string; at: Date }): Promise<void> {
  for (let i = 0; i < q.ids.length; i += 1000)
    await db
      .update(transactions)
      .set({ settlementBatchId: q.batchId, settledAt: q.at })
      .where(inArray(transactions.id, q.ids.slice(i, i + 1000)));
}

export async function insertBatch(db: Executor, row: NewBatch): Promise<BatchRow | null> {
  const [r] = await db.insert(settlementBatches).values(row).onConflictDoNothing().returning();
  return r ?? null;
}

export async function selectBatchOfDay(db: Executor, q: { merchantNo: string; currency: string; settlementDate: string }): Promise<BatchRow | null> {
  const [r] = await db
    .select()
    .from(settlementBatches)
    .where(
      and(eq(settlementBatches.merchantNo, q.merchantNo), eq(settlementBatches.currency, q.currency), eq(settlementBatches.settlementDate, q.settlementDate)),
    );
  return r ?? null;
}

export interface BatchFilter {
  scope: string[];
  from?: string;
  to?: string;
  currency?: string;
  status?: string;
}

const batchWhere = (f: BatchFilter): SQL =>
  and(
    inArray(settlementBatches.merchantNo, f.scope),
    f.from ? gte(settlementBatches.settlementDate, f.from) : undefined,
    f.to ? lte(settlementBatches.settlementDate, f.to) : undefined,
    f.currency ? eq(settlementBatches.currency, f.currency) : undefined,
    f.status ? eq(settlementBatches.status, f.status as never) : undefined,
  )!;

export function selectBatches(db: Executor, f: BatchFilter & { limit: number; offset: number }): Promise<BatchRow[]> {
  return db
    .select()
    .from(settlementBatches)
    .where(batchWhere(f))
    .orderBy(descIndexed(settlementBatches.settlementDate), descIndexed(settlementBatches.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countBatches(db: Executor, f: BatchFilter): Promise<number> {
  const [r] = await db.select({ n: count() }).from(settlementBatches).where(batchWhere(f));
  return Number(r?.n ?? 0);
}

export async function selectBatch(db: Executor, q: { scope: string[]; batchId: string }): Promise<BatchRow | null> {
  const [r] = await db
    .select()
    .from(settlementBatches)
    .where(and(inArray(settlementBatches.merchantNo, q.scope), eq(settlementBatches.batchId, q.batchId)));
  return r ?? null;
}

/** Batches paid into available in [from, to) (the statement's settled lines). */
export function selectBatchesPaidBetween(db: Executor, q: { merchantNo: string; currency: string; from: Date; to: Date }): Promise<BatchRow[]> {
  return db
    .select()
    .from(settlementBatches)
    .where(
      and(
        eq(settlementBatches.merchantNo, q.merchantNo),
        eq(settlementBatches.currency, q.currency),
        gte(settlementBatches.paidAt, q.from),
        lt(settlementBatches.paidAt, q.to),
      ),
    )
    .orderBy(asc(settlementBatches.paidAt));
}

export function selectBatchTransactions(db: Executor, q: { merchantNo: string; batchId: string; limit: number; offset: number }): Promise<TxRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantNo, q.merchantNo), eq(transactions.settlementBatchId, q.batchId)))
    .orderBy(asc(transactions.completedAt), asc(transactions.id))
    .limit(q.limit)
    .offset(q.offset);
}

export async function countBatchTransactions(db: Executor, q: { merchantNo: string; batchId: string }): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.merchantNo, q.merchantNo), eq(transactions.settlementBatchId, q.batchId)));
  return Number(r?.n ?? 0);
}

export type RollupRow = typeof transactionRollups.$inferSelect;

/** Payment rollup rows of a day range (the success-rate report; refunds are not attempts). */
export function selectPaymentRollups(db: Executor, q: { scope: string[]; from: string; to: string; currency?: string }): Promise<RollupRow[]> {
  return db
    .select()
    .from(transactionRollups)
    .where(
      and(
        inArray(transactionRollups.merchantNo, q.scope),
        gte(transactionRollups.day, q.from),
        lte(transactionRollups.day, q.to),
        ne(transactionRollups.type, 'refund'),
        q.currency ? eq(transactionRollups.currency, q.currency) : undefined,
        sql`${transactionRollups.count} <> 0`,
      ),
    )
    .orderBy(asc(transactionRollups.day));
}
