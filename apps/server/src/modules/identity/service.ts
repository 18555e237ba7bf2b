import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import { DEFAULT_LANGUAGE, LANGUAGES, LOGIN_MAX_FAILURES, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type Language } from '@crossbill/contracts/constants';
import type { SessionInfo } from '@crossbill/contracts/session';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import * as access from '../access/service.ts';
import * as merchant from '../merchant/service.ts';
import { checkCaptcha } from './captcha.ts';
import {
  burnVerify,
  CLIENT_WINDOW_MS,
  clientOverLimit,
  countFailure,
  FAILURE_STALE_MS,
  failureData,
  failureState,
  hashPassword,
  lockedError,
  refuseLocked,
  verifyPassword,
  type Client,
} from './passwords.ts';

export type { Client } from './passwords.ts';
import * as store from './store.ts';

/** Users, login with its counters, sessions (DESIGN.md section 5). */

/** idle expiry is written at most this often (a request every second must not write every second) */
const TOUCH_EVERY_MS = 30_000;


export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');
const normEmail = (email: string) => email.trim().toLowerCase();
const toLang = (v: string): Language => ((LANGUAGES as readonly string[]).includes(v) ? (v as Language) : DEFAULT_LANGUAGE);

export async function createUser(
  db: Db,
  input: { email: string; name: string; password: string; language?: Language; isManage?: boolean; passwordExpiresAt?: Date | null; now?: Date },
): Promise<store.UserRow> {
  const now = input.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await store.insertUser(tx, {
      email: normEmail(input.email),
      name: input.name,
      passwordHash,
      language: input.language ?? DEFAULT_LANGUAGE,
      isManage: input.isManage ?? false,
      passwordChangedAt: now,
      passwordExpiresAt: input.passwordExpiresAt ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, { userId: user.id, merchantNo: null, action: 'user.create', target: user.email });
    return user;
  });
}

export function userById(db: Executor, id: number) {
  return store.userById(db, id);
}

/** Enable (1) or disable (0) a person; a disabled person's sessions end on their next request. */
export async function setUserStatus(db: Db, o: { userId: number; status: 0 | 1; actor?: { userId: number | null; ip?: string; userAgent?: string }; now?: Date }) {
  const now = o.now ?? new Date();
  await db.transaction(async (tx) => {
    await store.updateUser(tx, o.userId, { status: o.status, updatedAt: now });
    if (o.status === 0) await store.endUserSessions(tx, o.userId, now, 'user_disabled');
    await audit(tx, { userId: null, ...o.actor, merchantNo: null, action: o.status ? 'user.enable' : 'user.disable', target: String(o.userId) });
  });
}

// ---- sessions

export interface StartedSession {
  token: string;
  session: store.SessionRow;
}

async function startSession(
  tx: Executor,
  o: { userId: number; record: { userId: number; merchantNo: string } | null; client: Client; now: Date },
): Promise<StartedSession> {
  const token = newToken();
  const t = o.now.getTime();
  const session = await store.insertSession(tx, {
    tokenHash: hashToken(token),
    userId: o.userId,
    operatorId: o.record?.userId ?? null,
    merchantNo: o.record?.merchantNo ?? null,
    ip: o.client.ip,
    userAgent: o.client.userAgent.slice(0, 512),
    createdAt: o.now,
    lastSeenAt: o.now,
    idleExpiresAt: new Date(t + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(t + SESSION_ABSOLUTE_MS),
  });
  return { token, session };
}

/** The session info of a user in a merchant (or none): doLogin, switchAccount, getUserInformation. */
export async function sessionInfo(
  db: Executor,
  o: { userId: number; operatorId: number | null; merchantNo: string | null; permissions?: string[]; idleExpiresAt: Date; now: Date },
): Promise<SessionInfo> {
  const user = await store.userById(db, o.userId);
  if (!user) throw new AppError(Codes.NOT_LOGGED_IN);
  const parts = await merchant.merchantSessionParts(db, o);
  let permissions = o.permissions;
  if (!permissions) {
    const op = o.operatorId !== null ? await access.operatorAccess(db, o.operatorId) : undefined;
    permissions = op ? await access.permissionCodes(db, { id: op.roleId, isAdmin: op.roleIsAdmin }) : [];
  }
  return {
    userInfo: {
      userId: user.id,
      ...parts.merchant,
      operatorEmail: user.email,
      operatorName: user.name,
      isManage: user.isManage,
      language: toLang(user.language),
    },
    businessTypesInfo: parts.businessTypesInfo,
    faceAuth: parts.faceAuth,
    loginRecord: parts.loginRecord,
    permissions: [...permissions].sort(),
    sessionExpiresAt: o.idleExpiresAt.toISOString(),
  };
}

export interface LoginInput {
  email: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
  /** the token of a session the browser still holds: it ends (a login always starts afresh) */
  previousToken?: string;
  client: Client;
  now: Date;
}

export interface LoginResult extends StartedSession {
  info: SessionInfo;
  /** the session exists but every route except the password change answers PASSWORD_EXPIRED */
  passwordExpired: boolean;
}

/** POST /merLogin/doLogin: DESIGN.md section 5 and the rules written on each step. */
export async function login(db: Db, input: LoginInput): Promise<LoginResult> {
  const { now, client } = input;
  const email = normEmail(input.email);
  const state = failureState(await store.failureOf(db, email), now);
  // 1. locked: the same answer for every attempt, password unchecked
  if (state.lockedUntil) throw await refuseLocked(db, { email, state, client, now });
  // 2. captcha after a recent failure of this e-mail, or many failures from this client
  const captchaRequired = state.recent || clientOverLimit(await store.clientOf(db, client.ip), now);
  if (captchaRequired) {
    const data = failureData(state.failures, true, null);
    if (!input.captcha || !input.captchaKey) throw new AppError(Codes.CAPTCHA_REQUIRED, { data });
    if (!(await checkCaptcha(db, input.captchaKey, input.captcha, now))) {
      throw new AppError(Codes.CAPTCHA_REQUIRED, { messageKey: 'login.captchaWrong', data });
    }
  }
  // 3. the password; an unknown e-mail costs the same and is counted the same
  const user = await store.userByEmail(db, email);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await burnVerify(input.password);
  if (!user || !ok) throw await countFailure(db, { email, userId: user?.id ?? null, client, now, kind: 'login' });
  // 4. a disabled account is told so only to whoever knows its password
  if (user.status !== 1) {
    await audit(db, { userId: user.id, merchantNo: null, action: 'login.disabled', target: email, ...client });
    throw new AppError(Codes.ACCOUNT_DISABLED);
  }
  const started = await db.transaction(async (tx) => {
    // a concurrent attempt may have locked the account since step 1
    const again = failureState(await store.failureOf(tx, email), now);
    if (again.lockedUntil) return again.lockedUntil;
    await store.clearFailures(tx, email);
    if (input.previousToken) {
      const old = await store.sessionByHash(tx, hashToken(input.previousToken));
      if (old) await store.endSession(tx, old.id, now, 'relogin');
    }
    const record = await merchant.pickLoginRecord(tx, user.id, now);
    const s = await startSession(tx, { userId: user.id, record, client, now });
    await audit(tx, {
      userId: user.id,
      merchantNo: record?.merchantNo ?? null,
      action: 'login.success',
      target: email,
      summary: { sessionId: s.session.id },
      ...client,
    });
    return s;
  });
  if (started instanceof Date) throw lockedError(LOGIN_MAX_FAILURES, started, now, true);
  const info = await sessionInfo(db, { ...started.session, idleExpiresAt: started.session.idleExpiresAt, now });
  const passwordExpired = user.passwordExpiresAt !== null && user.passwordExpiresAt.getTime() <= now.getTime();
  return { ...started, info, passwordExpired };
}

/** GET /merLogin/logout: ends the cookie's session server-side, whatever state it is in. */
export async function logout(db: Db, token: string | undefined, client: Client, now: Date): Promise<void> {
  if (!token) return;
  const s = await store.sessionByHash(db, hashToken(token));
  if (!s) return;
  await db.transaction(async (tx) => {
    if (await store.endSession(tx, s.id, now, 'logout')) {
      await audit(tx, { userId: s.userId, merchantNo: s.merchantNo, action: 'logout', target: String(s.id), ...client });
    }
  });
}

/** The live session of a token with its user, or null (an ended, expired or disabled one). */
export async function liveSession(db: Executor, token: string, now: Date) {
  const s = await store.sessionByHash(db, hashToken(token));
  if (!s || s.endedAt) return null;
  const t = now.getTime();
  if (s.idleExpiresAt.getTime() <= t || s.absoluteExpiresAt.getTime() <= t) return null;
  const user = await store.userById(db, s.userId);
  if (!user || user.status !== 1) {
    await store.endSession(db, s.id, now, 'user_disabled');
    return null;
  }
  return { session: s, user, passwordExpired: user.passwordExpiresAt !== null && user.passwordExpiresAt.getTime() <= t };
}

export function endSession(db: Executor, sessionId: number, now: Date, reason: string) {
  return store.endSession(db, sessionId, now, reason);
}

/** Renew the idle expiry of a used session (never past the absolute one); returns the expiry. */
export async function touchSession(db: Executor, s: store.SessionRow, now: Date): Promise<Date> {
  const t = now.getTime();
  const next = new Date(Math.min(t + SESSION_IDLE_MS, s.absoluteExpiresAt.getTime()));
  if (t - s.lastSeenAt.getTime() < TOUCH_EVERY_MS) return s.idleExpiresAt;
  await store.touchSession(db, s.id, now, next);
  return next;
}

/**
 * POST /merLogin/switchAccount: the old session ends and a new one (new token) starts on the
 * target membership, which must be the person's own, enabled and listed.
 */
export async function switchMerchant(
  db: Db,
  input: { sessionId: number; userId: number; fromMerchantNo: string | null; isManage: boolean; operatorId: number; client: Client; now: Date },
): Promise<StartedSession & { info: SessionInfo }> {
  if (input.isManage) throw new AppError(Codes.FORBIDDEN); // spec 6: the manager flag hides the switch
  const { now, client } = input;
  const started = await db.transaction(async (tx) => {
    const record = await merchant.switchTarget(tx, input.userId, input.operatorId, now);
    await store.endSession(tx, input.sessionId, now, 'switch');
    const s = await startSession(tx, { userId: input.userId, record, client, now });
    await audit(tx, {
      userId: input.userId,
      merchantNo: record.merchantNo,
      action: 'merchant.switch',
      target: String(record.userId),
      summary: { from: input.fromMerchantNo, to: record.merchantNo, sessionId: s.session.id },
      ...client,
    });
    return s;
  });
  const info = await sessionInfo(db, { ...started.session, now });
  return { ...started, info };
}

/** POST /merLogin/switchLanguage with a session: server messages follow the person's language. */
export async function setLanguage(db: Db, o: { userId: number; language: Language; client: Client; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await store.updateUser(tx, o.userId, { language: o.language, updatedAt: o.now });
    await audit(tx, { userId: o.userId, merchantNo: null, action: 'user.language', summary: { language: o.language }, ...o.client });
  });
}

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
    await store.updateUser(tx, userId, { passwordHash, passwordChangedAt: now, passwordExpiresAt: null, updatedAt: now });
    if (!input.session) await store.clearFailures(tx, user.email);
    const ended = await store.endUserSessions(tx, userId, now, 'password_changed', input.session?.id);
    await audit(tx, { userId, merchantNo: null, action: 'password.change', summary: { otherSessionsEnded: ended }, ...client });
  });
}

/** Housekeeping (identity jobs): ended or expired sessions older than a day, used captchas, counters. */
export function purge(db: Executor, now: Date) {
  const t = now.getTime();
  return store.purge(db, {
    now,
    sessionsBefore: new Date(t - 24 * 3600_000),
    failuresBefore: new Date(t - FAILURE_STALE_MS),
    clientsBefore: new Date(t - CLIENT_WINDOW_MS),
  });
}
