import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { checkoutSessions } from './schema.ts';

/** SQL of checkout sessions. The public page reads by the unguessable session id; the merchant's reads are scoped. */

export type SessionRow = typeof checkoutSessions.$inferSelect;
export type NewSession = typeof checkoutSessions.$inferInsert;

/** The new session, or null when the merchant already has one for this order. */
export async function insertSession(db: Executor, values: NewSession): Promise<SessionRow | null> {
  const [row] = await db.insert(checkoutSessions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function selectSession(db: Executor, q: { sessionId: string; scope?: string[]; lock?: boolean }): Promise<SessionRow | undefined> {
  const where = q.scope
    ? and(eq(checkoutSessions.sessionId, q.sessionId), inArray(checkoutSessions.merchantNo, q.scope))
    : eq(checkoutSessions.sessionId, q.sessionId);
  const base = db.select().from(checkoutSessions).where(where).limit(1);
  const [row] = q.lock ? await base.for('update') : await base;
  return row;
}

/** Count one pay call (committed on its own, whatever the call answers); the new count. */
export async function countAttempt(db: Executor, sessionId: string, now: Date): Promise<number> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ payAttempts: sql`${checkoutSessions.payAttempts} + 1`, updatedAt: now })
    .where(eq(checkoutSessions.sessionId, sessionId))
    .returning({ n: checkoutSessions.payAttempts });
  return row?.n ?? 0;
}

export async function updateSession(db: Executor, id: number, patch: Partial<Pick<SessionRow, 'status' | 'transactionId' | 'updatedAt'>>): Promise<SessionRow> {
  const [row] = await db.update(checkoutSessions).set(patch).where(eq(checkoutSessions.id, id)).returning();
  return row!;
}
