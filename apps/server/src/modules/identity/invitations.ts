import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Codes } from '@crossbill/contracts/codes';
import { PASSWORD_LINK_TTL_MS } from '@crossbill/contracts/team';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { hashPassword } from './passwords.ts';
import { loginFailures, passwordLinks, sessions, users } from './schema.ts';

/**
 * Mailed password links: an invited operator (or one whose administrator reset the password) sets a
 * password on /user/reset-password?token=... The token is random, kept only as a hash, works once
 * and expires after PASSWORD_LINK_TTL_MS; a newer link of the same person replaces older ones.
 */

export type PasswordLinkPurpose = 'invite' | 'reset';

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new link for a person (inside the caller's transaction); older unused links stop working. */
export async function issuePasswordLink(
  tx: Executor,
  o: { userId: number; purpose: PasswordLinkPurpose; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(o.now.getTime() + PASSWORD_LINK_TTL_MS);
  await tx
    .update(passwordLinks)
    .set({ usedAt: o.now })
    .where(and(eq(passwordLinks.userId, o.userId), isNull(passwordLinks.usedAt)));
  await tx.insert(passwordLinks).values({ tokenHash: hash(token), userId: o.userId, purpose: o.purpose, createdAt: o.now, expiresAt });
  return { token, expiresAt };
}

async function liveLink(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({
      id: passwordLinks.id,
      userId: passwordLinks.userId,
      purpose: passwordLinks.purpose,
      expiresAt: passwordLinks.expiresAt,
      email: users.email,
      status: users.status,
    })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(and(eq(passwordLinks.tokenHash, hash(token)), isNull(passwordLinks.usedAt), gt(passwordLinks.expiresAt, now)))
    .limit(1);
  return row && row.status === 1 ? row : undefined;
}

/** What the page shows before the password is chosen; an unknown, used or expired link is VERIFY_CODE_EXPIRED. */
export async function passwordLinkInfo(db: Executor, token: string, now: Date) {
  const link = await liveLink(db, token, now);
  if (!link) throw new AppError(Codes.VERIFY_CODE_EXPIRED, { messageKey: 'team.linkInvalid' });
  return { email: link.email, purpose: link.purpose as PasswordLinkPurpose, expiresAt: link.expiresAt.toISOString() };
}

/**
 * Set the password from a link: the link is used up (race-free: the update claims it), the wrong-
 * password counter clears and the person's open sessions end.
 */
export async function setPasswordFromLink(
  db: Db,
  o: { token: string; newPassword: string; client: { ip: string; userAgent: string }; now: Date },
): Promise<{ email: string }> {
  const link = await liveLink(db, o.token, o.now);
  if (!link) throw new AppError(Codes.VERIFY_CODE_EXPIRED, { messageKey: 'team.linkInvalid' });
  const passwordHash = await hashPassword(o.newPassword);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordLinks)
      .set({ usedAt: o.now })
      .where(and(eq(passwordLinks.id, link.id), isNull(passwordLinks.usedAt)))
      .returning({ id: passwordLinks.id });
    if (claimed.length === 0) throw new AppError(Codes.VERIFY_CODE_EXPIRED, { messageKey: 'team.linkInvalid' });
    await tx.update(users).set({ passwordHash, passwordChangedAt: o.now, passwordExpiresAt: null, updatedAt: o.now }).where(eq(users.id, link.userId));
    await tx.delete(loginFailures).where(eq(loginFailures.email, link.email));
    await tx
      .update(sessions)
      .set({ endedAt: o.now, endReason: 'password_changed' })
      .where(and(eq(sessions.userId, link.userId), isNull(sessions.endedAt)));
    await audit(tx, { userId: link.userId, merchantNo: null, action: `password.${link.purpose}`, target: link.email, ...o.client });
    return { email: link.email };
  });
}

/** Users of these ids with an unused, unexpired invitation (never set a password). */
export async function pendingInvitations(db: Executor, userIds: number[], now: Date): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: passwordLinks.userId })
    .from(passwordLinks)
    .where(
      and(sql`${passwordLinks.userId} in ${userIds}`, eq(passwordLinks.purpose, 'invite'), isNull(passwordLinks.usedAt), gt(passwordLinks.expiresAt, now)),
    );
  return new Set(rows.map((r) => r.userId));
}

/** A person's display name (administrators edit it on the operator page). */
export async function renameUser(tx: Executor, userId: number, name: string, now: Date): Promise<void> {
  await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
}

/** End at once every open session a membership (operator) holds: disabling it logs the person out there. */
export async function endOperatorSessions(tx: Executor, operatorId: number, now: Date, reason: string): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.operatorId, operatorId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
