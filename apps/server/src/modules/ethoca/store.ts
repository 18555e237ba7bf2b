import { and, asc, count, eq, gt, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { EthocaStatus, EthocaType } from '@crossbill/contracts/ethoca';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { ethocaAlertEvents, ethocaAlerts } from './schema.ts';

/** SQL of Ethoca-type alerts and their timeline. Every read of merchant rows takes the scope. */
export type AlertRow = typeof ethocaAlerts.$inferSelect;
export type NewAlert = typeof ethocaAlerts.$inferInsert;
export type AlertEventRow = typeof ethocaAlertEvents.$inferSelect;

export interface AlertFilter {
  scope: string[];
  type?: EthocaType;
  status?: EthocaStatus;
  merchantOrderId?: string;
  from?: Date;
  to?: Date;
  /** the instant `missed` is read against (open and due before it) */
  now: Date;
}

function where(f: AlertFilter): SQL {
  const c: SQL[] = [inArray(ethocaAlerts.merchantNo, f.scope)];
  if (f.type) c.push(eq(ethocaAlerts.type, f.type));
  if (f.status === 'answered') c.push(eq(ethocaAlerts.status, 'answered'));
  if (f.status === 'open') c.push(eq(ethocaAlerts.status, 'open'), gt(ethocaAlerts.dueAt, f.now));
  if (f.status === 'missed') c.push(eq(ethocaAlerts.status, 'open'), lte(ethocaAlerts.dueAt, f.now));
  if (f.merchantOrderId) c.push(eq(ethocaAlerts.merchantOrderId, f.merchantOrderId));
  if (f.from) c.push(gte(ethocaAlerts.receivedAt, f.from));
  if (f.to) c.push(lt(ethocaAlerts.receivedAt, f.to));
  return and(...c)!;
}

export async function insertAlert(db: Executor, row: NewAlert): Promise<AlertRow> {
  const [r] = await db.insert(ethocaAlerts).values(row).returning();
  return r!;
}

export async function updateAlert(db: Executor, id: number, patch: Partial<NewAlert>): Promise<AlertRow> {
  const [r] = await db.update(ethocaAlerts).set(patch).where(eq(ethocaAlerts.id, id)).returning();
  return r!;
}

/** One alert in scope, locked for update when asked (the answer re-reads its state under the lock). */
export async function selectAlert(db: Executor, q: { scope: string[]; alertId: string; lock?: boolean }): Promise<AlertRow | null> {
  const query = db
    .select()
    .from(ethocaAlerts)
    .where(and(eq(ethocaAlerts.alertId, q.alertId), inArray(ethocaAlerts.merchantNo, q.scope)));
  const [r] = q.lock ? await query.for('update') : await query;
  return r ?? null;
}

export async function selectPage(db: Executor, f: AlertFilter & { limit: number; offset: number }): Promise<{ rows: AlertRow[]; total: number }> {
  const w = where(f);
  const [rows, [total]] = await Promise.all([
    db.select().from(ethocaAlerts).where(w).orderBy(descIndexed(ethocaAlerts.receivedAt), descIndexed(ethocaAlerts.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(ethocaAlerts).where(w),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertEvent(db: Executor, row: typeof ethocaAlertEvents.$inferInsert): Promise<void> {
  await db.insert(ethocaAlertEvents).values(row);
}

export function selectEvents(db: Executor, q: { merchantNo: string; alertId: string }): Promise<AlertEventRow[]> {
  return db
    .select()
    .from(ethocaAlertEvents)
    .where(and(eq(ethocaAlertEvents.alertId, q.alertId), eq(ethocaAlertEvents.merchantNo, q.merchantNo)))
    .orderBy(asc(ethocaAlertEvents.id));
}
