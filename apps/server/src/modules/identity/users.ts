import { DEFAULT_LANGUAGE, type Language } from '@crossbill/contracts/constants';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { burnVerify, hashPassword, normEmail, verifyPassword } from './passwords.ts';
import * as store from './store.ts';

/** A person's record: created, found, their password set by an administrator and its state, enabled or disabled. */

export async function createUser(
  db: Db,
  input: {
    email: string;
    name: string;
    password: string;
    language?: Language;
    isManage?: boolean;
    passwordExpiresAt?: Date | null;
    /** an administrator chose the password: the person sets their own at first login */
    mustChangePassword?: boolean;
    now?: Date;
  },
  tx0?: Executor,
): Promise<store.UserRow> {
  const now = input.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  const run = async (tx: Executor) => {
    const user = await store.insertUser(tx, {
      email: normEmail(input.email),
      name: input.name,
      passwordHash,
      language: input.language ?? DEFAULT_LANGUAGE,
      isManage: input.isManage ?? false,
      passwordChangedAt: now,
      passwordExpiresAt: input.passwordExpiresAt ?? null,
      mustChangePassword: input.mustChangePassword ?? false,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, { userId: user.id, merchantNo: null, action: 'user.create', target: user.email });
    return user;
  };
  // inside the caller's transaction when given (registration creates user and merchant together)
  return tx0 ? run(tx0) : db.transaction(run);
}

export function userByEmail(db: Executor, email: string) {
  return store.userByEmail(db, normEmail(email));
}

/**
 * An administrator sets a person's password (a new operator, a reset by the team admin): the
 * person's sessions end, and their next login must set their own password first (INITIAL_PASSWORD).
 */
export async function setInitialPassword(
  db: Db,
  o: { userId: number; password: string; actor: { userId: number | null; merchantNo?: string | null; ip?: string; userAgent?: string }; now: Date },
): Promise<void> {
  const passwordHash = await hashPassword(o.password);
  await db.transaction(async (tx) => {
    await store.updateUser(tx, o.userId, { passwordHash, passwordChangedAt: o.now, passwordExpiresAt: null, mustChangePassword: true, updatedAt: o.now });
    const ended = await store.endUserSessions(tx, o.userId, o.now, 'password_set_by_admin');
    const { merchantNo = null, ...actor } = o.actor;
    await audit(tx, { ...actor, merchantNo, action: 'password.setInitial', target: String(o.userId), summary: { sessionsEnded: ended } });
  });
}

export type PasswordState = 'ok' | 'expired' | 'initial';

/**
 * Whether a person may work with their password: an administrator's password must be replaced
 * first ('initial'); an expired one ('expired') when its expiry date passed or it is older than
 * `maxAgeDays` (config PASSWORD_MAX_AGE_DAYS; 0 turns the age rule off).
 */
export function passwordState(user: store.UserRow, now: Date, maxAgeDays: number): PasswordState {
  if (user.mustChangePassword) return 'initial';
  const t = now.getTime();
  if (user.passwordExpiresAt !== null && user.passwordExpiresAt.getTime() <= t) return 'expired';
  if (maxAgeDays > 0 && user.passwordChangedAt.getTime() + maxAgeDays * 86_400_000 <= t) return 'expired';
  return 'ok';
}

export function userById(db: Executor, id: number) {
  return store.userById(db, id);
}

/**
 * The person's login password, re-entered to confirm a sensitive change (transfer approval setting)
 * while there is no payment password; a disabled person never confirms.
 */
export async function verifyLoginPassword(db: Executor, userId: number, password: string): Promise<boolean> {
  const user = await store.userById(db, userId);
  if (!user || user.status !== 1) return burnVerify(password);
  return verifyPassword(user.passwordHash, password);
}

/** Enable (1) or disable (0) a person; a disabled person's sessions end on their next request. */
export async function setUserStatus(
  db: Db,
  o: { userId: number; status: 0 | 1; actor?: { userId: number | null; ip?: string; userAgent?: string }; now?: Date },
) {
  const now = o.now ?? new Date();
  await db.transaction(async (tx) => {
    await store.updateUser(tx, o.userId, { status: o.status, updatedAt: now });
    if (o.status === 0) await store.endUserSessions(tx, o.userId, now, 'user_disabled');
    await audit(tx, { userId: null, ...o.actor, merchantNo: null, action: o.status ? 'user.enable' : 'user.disable', target: String(o.userId) });
  });
}
