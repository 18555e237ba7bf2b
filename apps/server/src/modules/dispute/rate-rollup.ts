import { and, count, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { businessMonth, monthInstants, type RateOutcome } from '@crossbill/contracts/chargeback-rate';
import type { Executor } from '../../platform/db/client.ts';
import { chargebackMonthly, chargebacks } from './schema.ts';

/**
 * The monthly chargeback rollup, kept in the caller's transaction: an arrival adds one to its month's
 * `open` cell; a transition moves it from its old outcome to its new one (the month of receipt stays).
 * The dispute store calls it on every write of a chargeback (store.chargebackWritten: every update,
 * so no transition can skip it, and the arrival once its money is booked).
 */

type Rollable = Pick<
  typeof chargebacks.$inferSelect,
  'merchantNo' | 'createdAt' | 'scheme' | 'category' | 'currency' | 'cardCountry' | 'status' | 'closed' | 'amount'
>;

/** The outcome a chargeback counts under (the migration's backfill says the same in SQL). */
export function outcomeOf(cb: Pick<Rollable, 'status' | 'closed'>): RateOutcome {
  if (!cb.closed) return 'open';
  if (cb.status === 'won') return 'won';
  if (cb.status === 'accepted') return 'accepted';
  return 'lost';
}

const cell = (cb: Rollable, sign: 1n | -1n) => ({
  merchantNo: cb.merchantNo,
  month: businessMonth(cb.createdAt),
  scheme: cb.scheme,
  category: cb.category,
  currency: cb.currency,
  cardCountry: cb.cardCountry,
  outcome: outcomeOf(cb),
  count: sign,
  amount: sign * cb.amount,
});

/** Apply one chargeback's change: `before` null for an arrival. Nothing when its cell did not move. */
export async function rollChargeback(db: Executor, before: Rollable | null, after: Rollable): Promise<void> {
  const cells = before ? [cell(before, -1n), cell(after, 1n)] : [cell(after, 1n)];
  if (before && cells[0]!.outcome === cells[1]!.outcome && before.amount === after.amount) return;
  // a fixed order of the cells a transaction touches: two transitions never wait on each other crosswise
  cells.sort((a, b) => (a.outcome < b.outcome ? -1 : a.outcome > b.outcome ? 1 : 0));
  for (const c of cells)
    await db
      .insert(chargebackMonthly)
      .values(c)
      .onConflictDoUpdate({
        target: [
          chargebackMonthly.merchantNo,
          chargebackMonthly.month,
          chargebackMonthly.scheme,
          chargebackMonthly.category,
          chargebackMonthly.currency,
          chargebackMonthly.cardCountry,
          chargebackMonthly.outcome,
        ],
        set: { count: sql`${chargebackMonthly.count} + excluded.count`, amount: sql`${chargebackMonthly.amount} + excluded.amount` },
      });
}

export type MonthlyRow = typeof chargebackMonthly.$inferSelect;

/** The rollup of the scope between two months (inclusive). */
export function selectMonthly(db: Executor, q: { scope: string[]; from: string; to: string }): Promise<MonthlyRow[]> {
  return db
    .select()
    .from(chargebackMonthly)
    .where(and(inArray(chargebackMonthly.merchantNo, q.scope), gte(chargebackMonthly.month, q.from), lte(chargebackMonthly.month, q.to)));
}

/** One month's chargebacks of the scope (and scheme) by reason code and currency (the drill-down; chargebacks_list_idx). */
export async function selectReasonTotals(
  db: Executor,
  q: { scope: string[]; month: string; scheme?: string },
): Promise<Array<{ scheme: MonthlyRow['scheme']; reasonCode: string; category: MonthlyRow['category']; currency: string; count: number; amount: bigint }>> {
  const { from, to } = monthInstants(q.month);
  const c = [inArray(chargebacks.merchantNo, q.scope), gte(chargebacks.createdAt, from), lt(chargebacks.createdAt, to)];
  if (q.scheme) c.push(eq(chargebacks.scheme, q.scheme as never));
  const rows = await db
    .select({
      scheme: chargebacks.scheme,
      reasonCode: chargebacks.reasonCode,
      category: chargebacks.category,
      currency: chargebacks.currency,
      count: count(),
      amount: sql<string>`sum(${chargebacks.amount})`,
    })
    .from(chargebacks)
    .where(and(...c))
    .groupBy(chargebacks.scheme, chargebacks.reasonCode, chargebacks.category, chargebacks.currency);
  return rows.map((r) => ({ ...r, count: Number(r.count), amount: BigInt(r.amount) }));
}
