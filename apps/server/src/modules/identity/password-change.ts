import { Codes } from '@crossbill/contracts/codes';
import type { Db } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { burnVerify, countFailure, failureState, hashPassword, normEmail, refuseLocked, verifyPassword, type Client } from './passwords.ts';
import * as store from './store.ts';

/** Changing one's own password (password/edit, and expire-password without a session). */

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** without a session (the expire-password page): whose password */
  email?: string;
}

/**
 * POST /updateMerLoginPassword. With a session it changes that person's password (also while it
 * has expired); without one it needs the e-mail and the old password, and then counts wrong old
 * passwords like wrong logins (it is a password check an anonymous caller can reach).
 */
export async function changePassword(
  db: Db,
  input: PasswordChange & { session: { id: number; userId: number } | null; client: Client; now: Date },
): Promise<void> {
  const { now, client } = input;
  if (input.confirmPassword !== input.newPassword) throw fieldError('confirmPassword', 'validation.password.confirm');
  let user: store.UserRow | undefined;
  if (input.session) {
    user = await store.userById(db, input.session.userId);
    if (!user) throw new AppError(Codes.NOT_LOGGED_IN);
    if (user.isManage) throw new AppError(Codes.FORBIDDEN);
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new AppError(Codes.OLD_PASSWORD_WRONG);
  } else {
    const email = normEmail(input.email ?? '');
    const state = failureState(await store.failureOf(db, email), now);
    if (state.lockedUntil) throw await refuseLocked(db, { email, state, client, now });
    user = await store.userByEmail(db, email);
    const ok = user ? await verifyPassword(user.passwordHash, input.oldPassword) : await burnVerify(input.oldPassword);
    if (!user || !ok || user.status !== 1) {
      await countFailure(db, { email, userId: user?.id ?? null, client, now, kind: 'password' });
      throw new AppError(Codes.OLD_PASSWORD_WRONG);
    }
    if (user.isManage) throw new AppError(Codes.FORBIDDEN);
  }
  if (input.newPassword === input.oldPassword) throw new AppError(Codes.PASSWORD_REUSED);
  const passwordHash = await hashPassword(input.newPassword);
  const userId = user.id;
  await db.transaction(async (tx) => {
    await store.updateUser(tx, userId, { passwordHash, passwordChangedAt: now, passwordExpiresAt: null, mustChangePassword: false, updatedAt: now });
    if (!input.session) await store.clearFailures(tx, user.email);
    const ended = await store.endUserSessions(tx, userId, now, 'password_changed', input.session?.id);
    await audit(tx, { userId, merchantNo: null, action: 'password.change', summary: { otherSessionsEnded: ended }, ...client });
  });
}
