import { and, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { verificationCodes } from './schema.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;
const iso = (d: Date) => d.toISOString();

// any fixed numbers: the first half of the per-address and per-client locks' keys (two kinds, never one the other)
const TARGET_LOCK = 7_317_011;
const CLIENT_LOCK = 7_317_012;

/**
 * Serialises the sends to one address and from one client until the transaction ends, whichever
 * process sends: the limits count stored codes, so a send counts those of the sends before it. Every
 * send takes the address's lock first, then the client's.
 */
export async function lockSender(tx: Executor, target: string, client: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TARGET_LOCK}, hashtext(${target}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK}, hashtext(${client}))`);
}

export async function insertCode(db: Executor, values: typeof verificationCodes.$inferInsert): Promise<CodeRow> {
  const [row] = await db.insert(verificationCodes).values(values).returning();
  return row!;
}

/** The newest code of an address and purpose (used or not). */
export async function latestCode(db: Executor, target: string, purpose: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Codes sent to an address (any purpose) since a time. */
export async function sentToTarget(db: Executor, target: string, since: Date): Promise<{ n: number; first: Date | null }> {
  const [row] = await db
    .select({ n: count(), first: sql<string | null>`min(${verificationCodes.createdAt})` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), gte(verificationCodes.createdAt, since)));
  return { n: row?.n ?? 0, first: row?.first ? new Date(row.first) : null };
}

export async function sentFromClient(db: Executor, client: string, since: Date): Promise<{ n: number; first: Date | null }> {
  const [row] = await db
    .select({ n: count(), first: sql<string | null>`min(${verificationCodes.createdAt})` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.client, client), gte(verificationCodes.createdAt, since)));
  return { n: row?.n ?? 0, first: row?.first ? new Date(row.first) : null };
}

/** Replace the open codes of an address and purpose (a new one is about to be sent). */
export async function retireOpen(db: Executor, target: string, purpose: string, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
}

/** Mark a code used if nobody did first (race-free single use); false when it was already used. */
export async function useCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Count a wrong entry; the code is burnt (used) when it reaches `max`. Returns the new count. */
export async function addAttempt(db: Executor, id: number, max: number, now: Date): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      usedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${max} then ${iso(now)}::timestamptz else ${verificationCodes.usedAt} end`,
    })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? max;
}

/** Housekeeping: codes past their life and the hour the limits look back on. */
export async function purge(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(verificationCodes)
    .where(and(lt(verificationCodes.createdAt, before), or(lt(verificationCodes.expiresAt, before), sql`${verificationCodes.usedAt} is not null`)))
    .returning({ id: verificationCodes.id });
  return rows.length;
}
