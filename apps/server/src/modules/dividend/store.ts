import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SplitDirection, SplitStatus } from '@crossbill/contracts/dividend';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { merchants } from '../merchant/schema.ts';
import { transactions } from '../payment/schema.ts';
import { dividendReceivers, dividendSplitEvents, dividendSplits } from './schema.ts';

/** SQL of receivers, splits and their history. Every read of merchant rows takes the merchant or the scope. */
export type ReceiverRow = typeof dividendReceivers.$inferSelect;
export type NewReceiver = typeof dividendReceivers.$inferInsert;
export type SplitRow = typeof dividendSplits.$inferSelect;
export type NewSplit = typeof dividendSplits.$inferInsert;
export type SplitEventRow = typeof dividendSplitEvents.$inferSelect;
export type NewSplitEvent = typeof dividendSplitEvents.$inferInsert;

export async function insertReceiver(tx: Tx, row: NewReceiver): Promise<ReceiverRow | null> {
  const [r] = await tx.insert(dividendReceivers).values(row).onConflictDoNothing().returning();
  return r ?? null;
}

export function selectReceivers(db: Executor, merchantNo: string): Promise<ReceiverRow[]> {
  return db.select().from(dividendReceivers).where(eq(dividendReceivers.merchantNo, merchantNo)).orderBy(asc(dividendReceivers.id));
}

export async function selectReceiver(db: Executor, q: { merchantNo: string; id: number; lock?: boolean }): Promise<ReceiverRow | null> {
  const base = db
    .select()
    .from(dividendReceivers)
    .where(and(eq(dividendReceivers.merchantNo, q.merchantNo), eq(dividendReceivers.id, q.id)));
  const [r] = q.lock ? await base.for('update') : await base;
  return r ?? null;
}

/** The provider's read (ops): a receiver by id, whoever's it is. */
export async function selectReceiverById(tx: Tx, id: number): Promise<ReceiverRow | null> {
  const [r] = await tx.select().from(dividendReceivers).where(eq(dividendReceivers.id, id)).for('update');
  return r ?? null;
}

export async function updateReceiver(tx: Tx, id: number, patch: Partial<NewReceiver>): Promise<ReceiverRow> {
  const [r] = await tx.update(dividendReceivers).set(patch).where(eq(dividendReceivers.id, id)).returning();
  return r!;
}

export function insertSplits(tx: Tx, rows: NewSplit[]): Promise<SplitRow[]> {
  return tx.insert(dividendSplits).values(rows).returning();
}

/** The splits of one payment (failed ones left out unless asked), locked in id order when `lock`. */
export async function selectSplitsOfPayment(
  db: Executor,
  q: { merchantNo: string; transactionId: string; lock?: boolean; withFailed?: boolean },
): Promise<SplitRow[]> {
  const base = db
    .select()
    .from(dividendSplits)
    .where(
      and(
        eq(dividendSplits.merchantNo, q.merchantNo),
        eq(dividendSplits.transactionId, q.transactionId),
        q.withFailed ? undefined : sql`${dividendSplits.status} <> 'failed'`,
      ),
    )
    .orderBy(asc(dividendSplits.id));
  return q.lock ? base.for('update') : base;
}

export async function updateSplit(tx: Tx, id: number, patch: Partial<NewSplit>): Promise<SplitRow> {
  const [r] = await tx.update(dividendSplits).set(patch).where(eq(dividendSplits.id, id)).returning();
  return r!;
}

export async function insertEvents(tx: Tx, rows: NewSplitEvent[]): Promise<void> {
  if (rows.length > 0) await tx.insert(dividendSplitEvents).values(rows);
}

export function selectEvents(db: Executor, splitIds: number[]): Promise<SplitEventRow[]> {
  return db.select().from(dividendSplitEvents).where(inArray(dividendSplitEvents.splitId, splitIds)).orderBy(asc(dividendSplitEvents.id));
}

/** The payments with pending splits that can move on: settled (shares due) or closed without money (shares fail). */
export async function selectDuePayments(
  db: Executor,
  q: { merchantNo?: string; limit: number },
): Promise<Array<{ merchantNo: string; transactionId: string }>> {
  return db
    .selectDistinct({ merchantNo: dividendSplits.merchantNo, transactionId: dividendSplits.transactionId })
    .from(dividendSplits)
    .innerJoin(transactions, eq(transactions.transactionId, dividendSplits.transactionId))
    .where(
      and(
        eq(dividendSplits.status, 'pending'),
        eq(transactions.merchantNo, dividendSplits.merchantNo),
        or(isNotNull(transactions.settledAt), inArray(transactions.status, ['failed', 'voided', 'expired'])),
        q.merchantNo ? eq(dividendSplits.merchantNo, q.merchantNo) : undefined,
      ),
    )
    .orderBy(asc(dividendSplits.transactionId))
    .limit(q.limit);
}

export interface SplitListFilter {
  scope: string[];
  direction: SplitDirection;
  status?: SplitStatus;
  receiverId?: number;
  transactionId?: string;
  from?: Date;
  to?: Date;
}

function where(f: SplitListFilter): SQL | undefined {
  return and(
    f.direction === 'incoming' ? inArray(dividendSplits.receiverMerchantNo, f.scope) : inArray(dividendSplits.merchantNo, f.scope),
    f.status ? eq(dividendSplits.status, f.status) : undefined,
    f.receiverId ? eq(dividendSplits.receiverId, f.receiverId) : undefined,
    f.transactionId ? eq(dividendSplits.transactionId, f.transactionId) : undefined,
    f.from ? gte(dividendSplits.createdAt, f.from) : undefined,
    f.to ? lt(dividendSplits.createdAt, f.to) : undefined,
  );
}

const listColumns = {
  split: dividendSplits,
  receiverName: dividendReceivers.name,
  receiverKind: dividendReceivers.kind,
  merchantName: merchants.name,
};
export type SplitListRow = { split: SplitRow; receiverName: string; receiverKind: ReceiverRow['kind']; merchantName: string | null };

export function selectSplits(db: Executor, f: SplitListFilter & { limit: number; offset: number }): Promise<SplitListRow[]> {
  return db
    .select(listColumns)
    .from(dividendSplits)
    .innerJoin(dividendReceivers, eq(dividendReceivers.id, dividendSplits.receiverId))
    .leftJoin(merchants, eq(merchants.merchantNo, dividendSplits.merchantNo))
    .where(where(f))
    .orderBy(desc(dividendSplits.createdAt), desc(dividendSplits.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countSplits(db: Executor, f: SplitListFilter): Promise<number> {
  const [r] = await db.select({ n: count() }).from(dividendSplits).where(where(f));
  return r?.n ?? 0;
}

/** Keyset pages for the export (newest first). */
export function selectSplitsAfter(
  db: Executor,
  f: SplitListFilter & { after: { createdAt: Date; id: number } | null; limit: number },
): Promise<SplitListRow[]> {
  const a = f.after;
  return db
    .select(listColumns)
    .from(dividendSplits)
    .innerJoin(dividendReceivers, eq(dividendReceivers.id, dividendSplits.receiverId))
    .leftJoin(merchants, eq(merchants.merchantNo, dividendSplits.merchantNo))
    .where(
      and(where(f), a ? or(lt(dividendSplits.createdAt, a.createdAt), and(eq(dividendSplits.createdAt, a.createdAt), lt(dividendSplits.id, a.id))) : undefined),
    )
    .orderBy(desc(dividendSplits.createdAt), desc(dividendSplits.id))
    .limit(f.limit);
}

/** A split seen by its payer or by its receiver (both may open it). */
export async function selectSplitVisible(db: Executor, q: { scope: string[]; splitId: string }): Promise<SplitListRow | null> {
  const [r] = await db
    .select(listColumns)
    .from(dividendSplits)
    .innerJoin(dividendReceivers, eq(dividendReceivers.id, dividendSplits.receiverId))
    .leftJoin(merchants, eq(merchants.merchantNo, dividendSplits.merchantNo))
    .where(and(eq(dividendSplits.splitId, q.splitId), or(inArray(dividendSplits.merchantNo, q.scope), inArray(dividendSplits.receiverMerchantNo, q.scope))));
  return r ?? null;
}

/** Every share of a payment, with the names, for the detail. */
export function selectSharesOfPayment(db: Executor, q: { merchantNo: string; transactionId: string }): Promise<SplitListRow[]> {
  return db
    .select(listColumns)
    .from(dividendSplits)
    .innerJoin(dividendReceivers, eq(dividendReceivers.id, dividendSplits.receiverId))
    .leftJoin(merchants, eq(merchants.merchantNo, dividendSplits.merchantNo))
    .where(and(eq(dividendSplits.merchantNo, q.merchantNo), eq(dividendSplits.transactionId, q.transactionId)))
    .orderBy(asc(dividendSplits.id));
}
