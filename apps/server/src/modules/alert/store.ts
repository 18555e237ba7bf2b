import { and, notExists, asc, count, eq, gte, inArray, isNotNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import * as payment from '../payment/service.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { users } from '../identity/schema.ts';
import { chargebacks } from '../dispute/schema.ts';
import { transactions } from '../payment/schema.ts';
import { alertEvents, disputeAlerts } from './schema.ts';

export type AlertRow = typeof disputeAlerts.$inferSelect;
export type NewAlert = typeof disputeAlerts.$inferInsert;
export type AlertEventRow = typeof alertEvents.$inferSelect;

export interface AlertFilter {
  scope: string[];
  status?: string;
  service?: string;
  from?: Date;
  to?: Date;
  alertId?: string;
  transactionId?: string;
}

function where(f: AlertFilter): SQL {
  const c: SQL[] = [inArray(disputeAlerts.merchantNo, f.scope)];
  if (f.status) c.push(eq(disputeAlerts.status, f.status as never));
  if (f.service) c.push(eq(disputeAlerts.service, f.service as never));
  if (f.from) c.push(gte(disputeAlerts.receivedAt, f.from));
  if (f.to) c.push(lt(disputeAlerts.receivedAt, f.to));
  if (f.alertId) c.push(eq(disputeAlerts.alertId, f.alertId));
  if (f.transactionId) c.push(eq(disputeAlerts.transactionId, f.transactionId));
  return and(...c)!;
}

export async function insertAlert(db: Executor, row: NewAlert): Promise<AlertRow> {
  const [r] = await db.insert(disputeAlerts).values(row).returning();
  return r!;
}

export async function updateAlert(db: Executor, id: number, patch: Partial<NewAlert>): Promise<AlertRow> {
  const [r] = await db.update(disputeAlerts).set(patch).where(eq(disputeAlerts.id, id)).returning();
  return r!;
}

/** One alert in scope (null scope: the provider's side, jobs); locked for update when `lock`. */
export async function selectAlert(db: Executor, q: { alertId: string; scope: string[] | null; lock?: boolean }): Promise<AlertRow | null> {
  const c = [eq(disputeAlerts.alertId, q.alertId)];
  if (q.scope) c.push(inArray(disputeAlerts.merchantNo, q.scope));
  const base = db
    .select()
    .from(disputeAlerts)
    .where(and(...c));
  const [r] = q.lock ? await base.for('update') : await base;
  return r ?? null;
}

export function selectPage(db: Executor, f: AlertFilter & { limit: number; offset: number }): Promise<AlertRow[]> {
  return db
    .select()
    .from(disputeAlerts)
    .where(where(f))
    .orderBy(descIndexed(disputeAlerts.receivedAt), descIndexed(disputeAlerts.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countRows(db: Executor, f: AlertFilter): Promise<number> {
  const [r] = await db.select({ n: count() }).from(disputeAlerts).where(where(f));
  return Number(r?.n ?? 0);
}

/** A payment's alerts, oldest first (the dispute case file). */
export function selectOfPayment(db: Executor, scope: string[], transactionId: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(disputeAlerts)
    .where(and(inArray(disputeAlerts.merchantNo, scope), eq(disputeAlerts.transactionId, transactionId)))
    .orderBy(asc(disputeAlerts.receivedAt), asc(disputeAlerts.id));
}

export interface PaymentFacts {
  capturedAmount: bigint;
  refundedAmount: bigint;
  /** the first chargeback filed on the payment, if any */
  chargebackId: string | null;
}

/**
 * What the list shows of each alert's payment: its refunds (spec 3 refund status) and its first
 * chargeback (chargeback status and ID), read for one page's payments at once.
 */
export async function paymentFacts(db: Executor, rows: Array<Pick<AlertRow, 'merchantNo' | 'transactionId'>>): Promise<Map<string, PaymentFacts>> {
  const out = new Map<string, PaymentFacts>();
  if (rows.length === 0) return out;
  const pairs = or(...rows.map((r) => and(eq(transactions.merchantNo, r.merchantNo), eq(transactions.transactionId, r.transactionId))));
  const cbPairs = or(...rows.map((r) => and(eq(chargebacks.merchantNo, r.merchantNo), eq(chargebacks.transactionId, r.transactionId))));
  const [pays, cbs] = await Promise.all([
    db
      .select({
        merchantNo: transactions.merchantNo,
        transactionId: transactions.transactionId,
        capturedAmount: transactions.capturedAmount,
        refundedAmount: transactions.refundedAmount,
      })
      .from(transactions)
      .where(pairs),
    db
      .select({ merchantNo: chargebacks.merchantNo, transactionId: chargebacks.transactionId, chargebackId: chargebacks.chargebackId })
      .from(chargebacks)
      .where(cbPairs)
      .orderBy(asc(chargebacks.createdAt), asc(chargebacks.id)),
  ]);
  for (const p of pays)
    out.set(`${p.merchantNo}/${p.transactionId}`, { capturedAmount: p.capturedAmount, refundedAmount: p.refundedAmount, chargebackId: null });
  for (const c of cbs) {
    const f = out.get(`${c.merchantNo}/${c.transactionId}`);
    if (f && !f.chargebackId) f.chargebackId = c.chargebackId;
  }
  return out;
}

/** Whether a chargeback was filed on the payment (the auto refund's and the actions' check). */
export async function firstChargeback(db: Executor, merchantNo: string, transactionId: string): Promise<string | null> {
  const [r] = await db
    .select({ chargebackId: chargebacks.chargebackId })
    .from(chargebacks)
    .where(and(eq(chargebacks.merchantNo, merchantNo), eq(chargebacks.transactionId, transactionId)))
    .orderBy(asc(chargebacks.createdAt))
    .limit(1);
  return r?.chargebackId ?? null;
}

/** New alerts whose auto refund is due (the sweep). */
export function selectDue(db: Executor, now: Date, limit: number): Promise<Pick<AlertRow, 'alertId'>[]> {
  return db
    .select({ alertId: disputeAlerts.alertId })
    .from(disputeAlerts)
    .where(and(eq(disputeAlerts.status, 'new'), lte(disputeAlerts.autoRefundAt, now)))
    .orderBy(asc(disputeAlerts.autoRefundAt))
    .limit(limit);
}

/** New alerts whose payment already has a chargeback (filed by any way): closed by the sweep. */
export function selectOvertaken(db: Executor, limit: number): Promise<Pick<AlertRow, 'alertId'>[]> {
  return db
    .select({ alertId: disputeAlerts.alertId })
    .from(disputeAlerts)
    .innerJoin(chargebacks, and(eq(chargebacks.merchantNo, disputeAlerts.merchantNo), eq(chargebacks.transactionId, disputeAlerts.transactionId)))
    .where(eq(disputeAlerts.status, 'new'))
    .limit(limit);
}

/** Sandbox: alerts whose scheduled chargeback is due. */
export function selectFollowDue(db: Executor, now: Date, limit: number): Promise<Pick<AlertRow, 'alertId'>[]> {
  return db
    .select({ alertId: disputeAlerts.alertId })
    .from(disputeAlerts)
    .where(and(isNotNull(disputeAlerts.chargebackAt), lte(disputeAlerts.chargebackAt, now)))
    .orderBy(asc(disputeAlerts.chargebackAt))
    .limit(limit);
}

/** Sandbox: captured payments of the alert test cards, captured before `capturedBefore`, without an alert yet. */
export const selectTestCardPayments = (db: Executor, q: { cards: Array<{ bin: string; last4: string }>; capturedBefore: Date; limit: number }) =>
  payment.testCardPayments(db, {
    ...q,
    unraised: [
      payment.STILL_DISPUTABLE,
      notExists(
        db
          .select({ id: disputeAlerts.id })
          .from(disputeAlerts)
          .where(and(eq(disputeAlerts.merchantNo, transactions.merchantNo), eq(disputeAlerts.transactionId, transactions.transactionId))),
      ),
    ],
  });

// ---- timeline ----

export async function insertEvent(db: Executor, row: typeof alertEvents.$inferInsert): Promise<void> {
  await db.insert(alertEvents).values(row);
}

export function selectEvents(db: Executor, alertIds: string[]): Promise<AlertEventRow[]> {
  if (alertIds.length === 0) return Promise.resolve([]);
  return db.select().from(alertEvents).where(inArray(alertEvents.alertId, alertIds)).orderBy(asc(alertEvents.id));
}

export async function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
