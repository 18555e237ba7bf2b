import { and, notExists, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import * as payment from '../payment/service.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { chargebacks } from '../dispute/schema.ts';
import { transactions } from '../payment/schema.ts';
import { refundRequests } from '../refund/schema.ts';
import { fraudNotifications as f } from './schema.ts';

export type FraudRow = typeof f.$inferSelect;
export type NewFraud = typeof f.$inferInsert;

export interface FraudFilter {
  scope: string[];
  fraudType?: string;
  from?: Date;
  to?: Date;
  reviewed?: boolean;
  transactionId?: string;
}

function where(q: FraudFilter): SQL {
  const c: SQL[] = [inArray(f.merchantNo, q.scope)];
  if (q.fraudType) c.push(eq(f.fraudType, q.fraudType as never));
  if (q.from) c.push(gte(f.receivedAt, q.from));
  if (q.to) c.push(lt(f.receivedAt, q.to));
  if (q.reviewed !== undefined) c.push(q.reviewed ? isNotNull(f.reviewedAt) : isNull(f.reviewedAt));
  if (q.transactionId) c.push(eq(f.transactionId, q.transactionId));
  return and(...c)!;
}

/**
 * A notification with what its payment says now: amount, method, card, e-mail, IP, its refund state
 * and latest refund that was not refused, its latest chargeback. Derived per row by the payment's
 * indexes (merchant + transaction), so a refund or chargeback made elsewhere shows here as well.
 */
const columns = {
  n: f,
  amount: transactions.amount,
  currency: transactions.currency,
  paymentMethod: transactions.paymentMethod,
  merchantOrderId: transactions.merchantOrderId,
  cardBin: transactions.cardBin,
  cardLast4: transactions.cardLast4,
  customerEmail: transactions.customerEmail,
  ip: transactions.ip,
  refundState: transactions.refundState,
  chargebackId: sql<string | null>`(select ${chargebacks.chargebackId} from ${chargebacks}
    where ${chargebacks.merchantNo} = ${f.merchantNo} and ${chargebacks.transactionId} = ${f.transactionId}
    order by ${chargebacks.createdAt} desc, ${chargebacks.id} desc limit 1)`,
  refundId: sql<string | null>`(select ${refundRequests.refundId} from ${refundRequests}
    where ${refundRequests.merchantNo} = ${f.merchantNo} and ${refundRequests.transactionId} = ${f.transactionId}
      and ${refundRequests.status} not in ('review_rejected', 'failed')
    order by ${refundRequests.appliedAt} desc, ${refundRequests.id} desc limit 1)`,
};

const joined = (db: Executor) =>
  db
    .select(columns)
    .from(f)
    .innerJoin(transactions, and(eq(transactions.merchantNo, f.merchantNo), eq(transactions.transactionId, f.transactionId)));

export type FraudView = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export function selectPage(db: Executor, q: FraudFilter & { limit: number; offset: number }): Promise<FraudView[]> {
  return joined(db).where(where(q)).orderBy(descIndexed(f.receivedAt), descIndexed(f.id)).limit(q.limit).offset(q.offset);
}

export async function countRows(db: Executor, q: FraudFilter): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)` })
    .from(f)
    .where(where(q));
  return Number(r?.n ?? 0);
}

/** One notification in scope, with its payment's view (null: not there, or another merchant's). */
export async function selectView(db: Executor, q: { notificationId: string; scope: string[] }): Promise<FraudView | null> {
  const [r] = await joined(db).where(and(eq(f.notificationId, q.notificationId), inArray(f.merchantNo, q.scope)));
  return r ?? null;
}

/** The row alone, locked for a state change. */
export async function lockRow(db: Executor, q: { notificationId: string; scope: string[] }): Promise<FraudRow | null> {
  const [r] = await db
    .select()
    .from(f)
    .where(and(eq(f.notificationId, q.notificationId), inArray(f.merchantNo, q.scope)))
    .for('update');
  return r ?? null;
}

export async function insertRow(db: Executor, row: NewFraud): Promise<FraudRow> {
  const [r] = await db.insert(f).values(row).returning();
  return r!;
}

export async function updateRow(db: Executor, id: number, patch: Partial<NewFraud>): Promise<FraudRow> {
  const [r] = await db.update(f).set(patch).where(eq(f.id, id)).returning();
  return r!;
}

/** The provider's list (ops): newest first, every merchant. */
export function selectRecent(db: Executor, limit: number): Promise<FraudRow[]> {
  return db.select().from(f).orderBy(descIndexed(f.receivedAt), descIndexed(f.id)).limit(limit);
}

/** Captured payments of the sandbox's fraud test cards, captured before `capturedBefore`, not reported yet. */
export const selectTestCardPayments = (db: Executor, q: { cards: Array<{ bin: string; last4: string }>; capturedBefore: Date; limit: number }) =>
  payment.testCardPayments(db, {
    ...q,
    unraised: [
      notExists(
        db
          .select({ id: f.id })
          .from(f)
          .where(and(eq(f.merchantNo, transactions.merchantNo), eq(f.transactionId, transactions.transactionId))),
      ),
    ],
  });
