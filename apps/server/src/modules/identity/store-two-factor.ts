import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { recoveryCodes, sessions, twoFactorPolicies, twoFactors } from './schema.ts';

/** SQL of two-factor sign-in: the authenticator, its recovery codes, the merchant's policy, the session's stamps. */

export type TwoFactorRow = typeof twoFactors.$inferSelect;
const iso = (d: Date) => d.toISOString();

export async function twoFactorOf(db: Executor, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1);
  return row;
}

/** A new pending secret (an enrolment started again replaces the pending one; an enabled secret stays). */
export async function setPendingSecret(db: Executor, userId: number, sealed: string, now: Date): Promise<void> {
  await db
    .insert(twoFactors)
    .values({ userId, pendingSecretSealed: sealed, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactors.userId, set: { pendingSecretSealed: sealed, updatedAt: now } });
}

/** The pending secret becomes the secret; `step` is the confirming code's (it cannot be used again). */
export async function enable(db: Executor, o: { userId: number; sealed: string; step: number; now: Date }): Promise<void> {
  await db
    .update(twoFactors)
    .set({ secretSealed: o.sealed, pendingSecretSealed: null, enabledAt: o.now, lastStep: o.step, failures: 0, lockedUntil: null, updatedAt: o.now })
    .where(eq(twoFactors.userId, o.userId));
}

export async function remove(db: Executor, userId: number): Promise<void> {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Use a TOTP step once: the last used step moves forward only, atomically, so that the same code
 * (or an older one) sent twice, even by two processes at once, is taken once.
 */
export async function useStep(db: Executor, userId: number, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactors)
    .set({ lastStep: step, failures: 0, lockedUntil: null, updatedAt: now })
    .where(and(eq(twoFactors.userId, userId), sql`(${twoFactors.lastStep} is null or ${twoFactors.lastStep} < ${step})`))
    .returning({ userId: twoFactors.userId });
  return rows.length === 1;
}

/** Count a wrong code atomically; the lock is set on the `max`-th (a lock that ran out starts again). */
export async function addFailure(db: Executor, o: { userId: number; max: number; lockUntil: Date; now: Date }): Promise<TwoFactorRow | undefined> {
  const restart = sql`(${twoFactors.lockedUntil} is not null and ${twoFactors.lockedUntil} <= ${iso(o.now)}::timestamptz)`;
  const next = sql`(case when ${restart} then 1 else ${twoFactors.failures} + 1 end)`;
  const [row] = await db
    .update(twoFactors)
    .set({ failures: next, lockedUntil: sql`case when ${next} >= ${o.max} then ${iso(o.lockUntil)}::timestamptz else null end` })
    .where(eq(twoFactors.userId, o.userId))
    .returning();
  return row;
}

export async function clearFailures(db: Executor, userId: number): Promise<void> {
  await db.update(twoFactors).set({ failures: 0, lockedUntil: null }).where(eq(twoFactors.userId, userId));
}

export async function replaceRecoveryCodes(db: Executor, userId: number, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Use a recovery code once (race-free): true when it was unused. */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function policyRequired(db: Executor, merchantNo: string): Promise<boolean> {
  const [row] = await db.select({ required: twoFactorPolicies.required }).from(twoFactorPolicies).where(eq(twoFactorPolicies.merchantNo, merchantNo)).limit(1);
  return row?.required ?? false;
}

export async function setPolicy(db: Executor, o: { merchantNo: string; required: boolean; userId: number; now: Date }): Promise<void> {
  await db
    .insert(twoFactorPolicies)
    .values({ merchantNo: o.merchantNo, required: o.required, updatedBy: o.userId, updatedAt: o.now })
    .onConflictDoUpdate({ target: twoFactorPolicies.merchantNo, set: { required: o.required, updatedBy: o.userId, updatedAt: o.now } });
}

// ---- the session's stamps

export async function stampStepUp(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ stepUpAt: now }).where(eq(sessions.id, sessionId));
}

export async function sessionStepUpAt(db: Executor, sessionId: number): Promise<Date | null> {
  const [row] = await db.select({ at: sessions.stepUpAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row?.at ?? null;
}

/** Mark (or clear) every live session of a person in a merchant as waiting for the enrolment. */
export async function setSessionSetup(db: Executor, sessionId: number, pending: boolean): Promise<void> {
  await db.update(sessions).set({ twoFactorSetup: pending }).where(eq(sessions.id, sessionId));
}

export async function clearUserSetup(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ twoFactorSetup: false })
    .where(and(eq(sessions.userId, userId), eq(sessions.twoFactorSetup, true)));
}
