import { and, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { RdrRule } from '@crossbill/contracts/enrolment-states';
import type { RdrOutcome } from '@crossbill/contracts/rdr';
import type { Executor } from '../../platform/db/client.ts';
import { descIndexed } from '../../platform/db/order.ts';
import { rdrAlerts } from './schema.ts';

/** SQL of RDR alerts. Every read of merchant rows takes the scope. */
export type RdrRow = typeof rdrAlerts.$inferSelect;
export type NewRdr = typeof rdrAlerts.$inferInsert;

export interface RdrFilter {
  scope: string[];
  outcome?: RdrOutcome;
  rule?: RdrRule;
  merchantOrderId?: string;
  from?: Date;
  to?: Date;
}

function where(f: RdrFilter): SQL {
  const c: SQL[] = [inArray(rdrAlerts.merchantNo, f.scope)];
  if (f.outcome) c.push(eq(rdrAlerts.outcome, f.outcome));
  if (f.rule) c.push(eq(rdrAlerts.rule, f.rule));
  if (f.merchantOrderId) c.push(eq(rdrAlerts.merchantOrderId, f.merchantOrderId));
  if (f.from) c.push(gte(rdrAlerts.receivedAt, f.from));
  if (f.to) c.push(lt(rdrAlerts.receivedAt, f.to));
  return and(...c)!;
}

export async function insertAlert(db: Executor, row: NewRdr): Promise<RdrRow> {
  const [r] = await db.insert(rdrAlerts).values(row).returning();
  return r!;
}

export async function selectAlert(db: Executor, q: { scope: string[]; alertId: string }): Promise<RdrRow | null> {
  const [r] = await db
    .select()
    .from(rdrAlerts)
    .where(and(eq(rdrAlerts.alertId, q.alertId), inArray(rdrAlerts.merchantNo, q.scope)));
  return r ?? null;
}

export async function selectByCase(db: Executor, q: { merchantNo: string; caseNumber: string }): Promise<RdrRow | null> {
  const [r] = await db
    .select()
    .from(rdrAlerts)
    .where(and(eq(rdrAlerts.merchantNo, q.merchantNo), eq(rdrAlerts.caseNumber, q.caseNumber)));
  return r ?? null;
}

/** A page and the count (the list reads from the pool, never inside a transaction). */
export async function selectPage(db: Executor, f: RdrFilter & { limit: number; offset: number }): Promise<{ rows: RdrRow[]; total: number }> {
  const w = where(f);
  const [rows, [total]] = await Promise.all([
    db.select().from(rdrAlerts).where(w).orderBy(descIndexed(rdrAlerts.receivedAt), descIndexed(rdrAlerts.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(rdrAlerts).where(w),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
