import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { exchanges, fxQuotes } from './schema.ts';

export type QuoteRow = typeof fxQuotes.$inferSelect;
export type ExchangeRow = typeof exchanges.$inferSelect;

export async function insertQuote(db: Executor, values: typeof fxQuotes.$inferInsert): Promise<QuoteRow> {
  const [row] = await db.insert(fxQuotes).values(values).returning();
  return row!;
}

/** The merchant's quote (scoped: another merchant's quote id finds nothing). */
export async function quoteOf(db: Executor, merchantNo: string, id: string): Promise<QuoteRow | null> {
  const [row] = await db
    .select()
    .from(fxQuotes)
    .where(and(eq(fxQuotes.id, id), eq(fxQuotes.merchantNo, merchantNo)));
  return row ?? null;
}

/** Quotes that expired before `before` and were never booked. */
export async function deleteStaleQuotes(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(fxQuotes)
    .where(and(lt(fxQuotes.expiresAt, before), sql`not exists (select 1 from ${exchanges} where ${exchanges.quoteId} = ${fxQuotes.id})`))
    .returning({ id: fxQuotes.id });
  return rows.length;
}

/** Insert unless the quote was booked already (then null). */
export async function insertExchange(db: Executor, values: typeof exchanges.$inferInsert): Promise<ExchangeRow | null> {
  const [row] = await db.insert(exchanges).values(values).onConflictDoNothing({ target: exchanges.quoteId }).returning();
  return row ?? null;
}

/** The row under a lock (delivery), scoped to the merchant when one is given. */
export async function lockExchange(db: Executor, id: number): Promise<ExchangeRow | null> {
  const [row] = await db.select().from(exchanges).where(eq(exchanges.id, id)).for('update');
  return row ?? null;
}

export async function markDelivered(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(exchanges).set({ status: 'delivered', deliveredAt: at }).where(eq(exchanges.id, id));
}

/** Pending exchanges due at `now`, oldest first. */
export async function dueExchanges(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: exchanges.id })
    .from(exchanges)
    .where(and(eq(exchanges.status, 'pending'), lte(exchanges.deliverAt, now)))
    .orderBy(asc(exchanges.deliverAt), asc(exchanges.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface ListFilter {
  scope: string[];
  from?: Date;
  to?: Date;
  currency?: string;
  status?: 'pending' | 'delivered';
}

function where(f: ListFilter) {
  return and(
    inArray(exchanges.merchantNo, f.scope),
    f.from ? gte(exchanges.createdAt, f.from) : undefined,
    f.to ? lt(exchanges.createdAt, f.to) : undefined,
    f.currency ? or(eq(exchanges.sellCurrency, f.currency), eq(exchanges.buyCurrency, f.currency)) : undefined,
    f.status ? eq(exchanges.status, f.status) : undefined,
  );
}

export async function listExchanges(db: Executor, f: ListFilter & { limit: number; offset: number }): Promise<{ rows: ExchangeRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select().from(exchanges).where(where(f)).orderBy(desc(exchanges.createdAt), desc(exchanges.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(exchanges).where(where(f)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function exchangeOf(db: Executor, scope: string[], id: number): Promise<ExchangeRow | null> {
  const [row] = await db
    .select()
    .from(exchanges)
    .where(and(eq(exchanges.id, id), inArray(exchanges.merchantNo, scope)));
  return row ?? null;
}
