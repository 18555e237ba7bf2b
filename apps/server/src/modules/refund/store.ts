import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { transactions } from '../payment/schema.ts';
import { refundRequests } from './schema.ts';
import { searchByIdOrTransaction, type SearchRow, type SearchTerms } from '../../platform/db/prefix-search.ts';

export type RefundRow = typeof refundRequests.$inferSelect;
export type NewRefund = typeof refundRequests.$inferInsert;

export interface RefundFilter {
  scope: string[];
  from?: Date;
  to?: Date;
  refundId?: string;
  transactionId?: string;
  status?: string;
  currency?: string;
}

function where(f: RefundFilter): SQL {
  const c: SQL[] = [inArray(refundRequests.merchantNo, f.scope)];
  if (f.from) c.push(gte(refundRequests.appliedAt, f.from));
  if (f.to) c.push(lt(refundRequests.appliedAt, f.to));
  if (f.refundId) c.push(eq(refundRequests.refundId, f.refundId));
  if (f.transactionId) c.push(eq(refundRequests.transactionId, f.transactionId));
  if (f.status) c.push(eq(refundRequests.status, f.status as never));
  if (f.currency) c.push(eq(refundRequests.currency, f.currency));
  return and(...c)!;
}

export async function insertRefund(db: Executor, row: NewRefund): Promise<RefundRow> {
  const [r] = await db.insert(refundRequests).values(row).returning();
  return r!;
}

export async function updateRefund(db: Executor, id: number, patch: Partial<NewRefund>): Promise<RefundRow> {
  const [r] = await db.update(refundRequests).set(patch).where(eq(refundRequests.id, id)).returning();
  return r!;
}

/** One refund in scope; locked for update when `lock`. */
export async function selectRefund(db: Executor, q: { refundId: string; scope: string[] | null; lock?: boolean }): Promise<RefundRow | null> {
  const c = [eq(refundRequests.refundId, q.refundId)];
  if (q.scope) c.push(inArray(refundRequests.merchantNo, q.scope));
  const base = db
    .select()
    .from(refundRequests)
    .where(and(...c));
  const [r] = q.lock ? await base.for('update') : await base;
  return r ?? null;
}

/** The lists' and the export's order (refund_requests_list_idx): newest first. */
const newestFirst = [descIndexed(refundRequests.appliedAt), descIndexed(refundRequests.id)];

/** A request's refund transaction: the merchant's own row too, so the join cannot reach across merchants. */
const refundTransaction = and(eq(transactions.transactionId, refundRequests.refundId), eq(transactions.merchantNo, refundRequests.merchantNo));

export function selectPage(db: Executor, f: RefundFilter & { limit: number; offset: number }): Promise<RefundRow[]> {
  return db
    .select()
    .from(refundRequests)
    .where(where(f))
    .orderBy(...newestFirst)
    .limit(f.limit)
    .offset(f.offset);
}

/** The refund transaction's columns the list shows (the rest of the row is the request's). */
export type RefundListRow = RefundRow & { merchantOrderId: string | null; arn: string | null };

/**
 * The list's page: each request with the merchant's order ID and ARN of its refund transaction, in
 * one statement (a read per row made the refund list the load benchmark's slowest portal read).
 */
export async function selectListPage(db: Executor, f: RefundFilter & { limit: number; offset: number }): Promise<RefundListRow[]> {
  const rows = await db
    .select({ request: refundRequests, merchantOrderId: transactions.merchantOrderId, arn: transactions.arn })
    .from(refundRequests)
    .leftJoin(transactions, refundTransaction)
    .where(where(f))
    .orderBy(...newestFirst)
    .limit(f.limit)
    .offset(f.offset);
  return rows.map((r) => ({ ...r.request, merchantOrderId: r.merchantOrderId, arn: r.arn }));
}

export async function countRows(db: Executor, f: RefundFilter): Promise<number> {
  const [r] = await db.select({ n: count() }).from(refundRequests).where(where(f));
  return Number(r?.n ?? 0);
}

/** What the export writes: the request, with the ARN and the merchant's order ID of its refund transaction. */
const exportColumns = {
  id: refundRequests.id,
  refundId: refundRequests.refundId,
  merchantNo: refundRequests.merchantNo,
  transactionId: refundRequests.transactionId,
  merchantOrderId: transactions.merchantOrderId,
  type: refundRequests.type,
  status: refundRequests.status,
  reviewStatus: refundRequests.reviewStatus,
  source: refundRequests.source,
  amount: refundRequests.amount,
  currency: refundRequests.currency,
  arn: transactions.arn,
  reason: refundRequests.reason,
  appliedAt: refundRequests.appliedAt,
  auditedAt: refundRequests.auditedAt,
  completedAt: refundRequests.completedAt,
};
export type RefundExportRow = Pick<
  RefundRow,
  | 'id'
  | 'refundId'
  | 'merchantNo'
  | 'transactionId'
  | 'type'
  | 'status'
  | 'reviewStatus'
  | 'source'
  | 'amount'
  | 'currency'
  | 'reason'
  | 'appliedAt'
  | 'auditedAt'
  | 'completedAt'
> & {
  merchantOrderId: string | null;
  arn: string | null;
};

/** The export's keyset pages: newest first (the list's order), after (appliedAt, id) of the previous page's last row. */
export function selectExportAfter(
  db: Executor,
  f: RefundFilter & { after: { appliedAt: Date; id: number } | null; limit: number },
): Promise<RefundExportRow[]> {
  const c = [where(f)];
  if (f.after) c.push(sql`(${refundRequests.appliedAt}, ${refundRequests.id}) < (${f.after.appliedAt}, ${f.after.id})`);
  return db
    .select(exportColumns)
    .from(refundRequests)
    .leftJoin(transactions, refundTransaction)
    .where(and(...c))
    .orderBy(...newestFirst)
    .limit(f.limit);
}

/** The provider's work list (ops): refunds in the given states, oldest first, every merchant. */
export function selectByStatus(db: Executor, statuses: string[], limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refundRequests)
    .where(inArray(refundRequests.status, statuses as never[]))
    .orderBy(refundRequests.appliedAt, refundRequests.id)
    .limit(limit);
}

/** Global search (modules/search): refunds by refund id prefix, or all refunds of a transaction id; index ranges per merchant. */
export function searchRefunds(db: Executor, q: SearchTerms): Promise<SearchRow[]> {
  const t = refundRequests;
  return searchByIdOrTransaction(db, q, {
    table: t,
    merchantNo: t.merchantNo,
    id: t.refundId,
    transactionId: t.transactionId,
    amount: t.amount,
    currency: t.currency,
  });
}
