import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { captchas, clientFailures, loginFailures, sessions, users } from './schema.ts';

/** SQL of the identity module: users, login counters, captchas, sessions. */

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type FailureRow = typeof loginFailures.$inferSelect;
export type ClientRow = typeof clientFailures.$inferSelect;

const iso = (d: Date) => d.toISOString();

// ---- users

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function userByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function userById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<
    Pick<
      UserRow,
      'language' | 'status' | 'passwordHash' | 'passwordChangedAt' | 'passwordExpiresAt' | 'mustChangePassword' | 'phone' | 'phoneVerifiedAt' | 'updatedAt'
    >
  >,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

// ---- wrong-password counter per e-mail

export async function failureOf(db: Executor, email: string): Promise<FailureRow | undefined> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.email, email)).limit(1);
  return row;
}

/**
 * Count one failure atomically (concurrent attempts cannot lose a count). The counter restarts at 1
 * when the last failure is older than `staleBefore` or an earlier lock has run out; reaching
 * `maxFailures` sets the lock.
 */
export async function addFailure(db: Executor, o: { email: string; now: Date; staleBefore: Date; maxFailures: number; lockUntil: Date }): Promise<FailureRow> {
  const now = iso(o.now);
  const restart = sql`(${loginFailures.lastFailedAt} < ${iso(o.staleBefore)}::timestamptz
    or (${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= ${now}::timestamptz))`;
  const next = sql`(case when ${restart} then 1 else ${loginFailures.failures} + 1 end)`;
  const [row] = await db
    .insert(loginFailures)
    .values({
      email: o.email,
      failures: 1,
      lastFailedAt: o.now,
      lockedUntil: o.maxFailures <= 1 ? o.lockUntil : null,
    })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: next,
        lastFailedAt: sql`${now}::timestamptz`,
        lockedUntil: sql`case when ${next} >= ${o.maxFailures} then ${iso(o.lockUntil)}::timestamptz else null end`,
      },
    })
    .returning();
  return row!;
}

export async function clearFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

// ---- failures per client address, fixed one-hour window

export async function clientOf(db: Executor, client: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clientFailures).where(eq(clientFailures.client, client)).limit(1);
  return row;
}

export async function addClientFailure(db: Executor, client: string, now: Date, windowStartBefore: Date): Promise<void> {
  const old = sql`${clientFailures.windowStart} < ${iso(windowStartBefore)}::timestamptz`;
  await db
    .insert(clientFailures)
    .values({ client, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: clientFailures.client,
      set: {
        failures: sql`case when ${old} then 1 else ${clientFailures.failures} + 1 end`,
        windowStart: sql`case when ${old} then ${iso(now)}::timestamptz else ${clientFailures.windowStart} end`,
      },
    });
}

// ---- captchas

export async function insertCaptcha(db: Executor, values: { key: string; answerHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(captchas).values(values);
}

/** Marks an unexpired, unused captcha used and returns its answer hash (single use, race-free). */
export async function useCaptcha(db: Executor, key: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.key, key), isNull(captchas.usedAt), sql`${captchas.expiresAt} > ${iso(now)}::timestamptz`))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash ?? null;
}

// ---- sessions

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function sessionByHash(db: Executor, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function touchSession(db: Executor, id: number, now: Date, idleExpiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now, idleExpiresAt })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

/** Ends a session; returns false when it had already ended. */
export async function endSession(db: Executor, id: number, now: Date, reason: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every open session of a user, except `keepId`. */
export async function endUserSessions(db: Executor, userId: number, now: Date, reason: string, keepId?: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), keepId === undefined ? undefined : ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}

// ---- housekeeping (identity jobs)

export async function purge(db: Executor, o: { now: Date; sessionsBefore: Date; failuresBefore: Date; clientsBefore: Date }) {
  const s = await db
    .delete(sessions)
    .where(or(lt(sessions.endedAt, o.sessionsBefore), lt(sessions.absoluteExpiresAt, o.sessionsBefore), lt(sessions.idleExpiresAt, o.sessionsBefore)))
    .returning({ id: sessions.id });
  const c = await db
    .delete(captchas)
    .where(or(lt(captchas.expiresAt, o.now), isNotNull(captchas.usedAt)))
    .returning({ key: captchas.key });
  const f = await db
    .delete(loginFailures)
    .where(and(lt(loginFailures.lastFailedAt, o.failuresBefore), or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, o.now))))
    .returning({ email: loginFailures.email });
  const cl = await db.delete(clientFailures).where(lt(clientFailures.windowStart, o.clientsBefore)).returning({ client: clientFailures.client });
  return { sessions: s.length, captchas: c.length, failures: f.length, clients: cl.length };
}
