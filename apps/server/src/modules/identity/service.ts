import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import { DEFAULT_LANGUAGE, LANGUAGES, LOGIN_MAX_FAILURES, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type Language } from '@crossbill/contracts/constants';
import type { SessionInfo } from '@crossbill/contracts/session';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
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
  lockedError,
  normEmail,
  refuseLocked,
  verifyPassword,
  type Client,
} from './passwords.ts';

export type { Client } from './passwords.ts';
import * as store from './store.ts';
import * as secStore from './store-security.ts';
import * as tfStore from './store-two-factor.ts';

/** Login with its counters, and sessions (DESIGN.md section 5); the person's record is in users.ts. */

/** idle expiry is written at most this often (a request every second must not write every second) */
const TOUCH_EVERY_MS = 30_000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');
const toLang = (v: string): Language => ((LANGUAGES as readonly string[]).includes(v) ? (v as Language) : DEFAULT_LANGUAGE);

// ---- the person's record (users.ts)
export { createUser, passwordState, setInitialPassword, setUserStatus, userByEmail, userById, verifyLoginPassword, type PasswordState } from './users.ts';
import { passwordState, type PasswordState } from './users.ts';
import { loginProves, sameStepUpFactor, stepUpMethodOf } from './step-up.ts';

// ---- sessions

export interface StartedSession {
  token: string;
  session: store.SessionRow;
}

async function startSession(
  tx: Executor,
  o: { userId: number; record: { userId: number; merchantNo: string } | null; client: Client; now: Date; stepUpAt: Date | null },
): Promise<StartedSession> {
  const token = newToken();
  const t = o.now.getTime();
  // the merchant requires two-factor sign-in the person has not set up: only the enrolment opens (two-factor.ts)
  const twoFactorSetup = !!o.record && (await tfStore.policyRequired(tx, o.record.merchantNo)) && !(await tfStore.twoFactorOf(tx, o.userId))?.enabledAt;
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
    stepUpAt: o.stepUpAt,
    twoFactorSetup,
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
  /** the device cookie's id, if the browser has one */
  deviceId?: string;
  /** config LOGIN_NEW_DEVICE_CHECK: an unknown device must confirm with a mailed code */
  checkDevice: boolean;
  passwordMaxAgeDays: number;
  client: Client;
  now: Date;
}

export interface LoginResult extends StartedSession {
  kind: 'session';
  info: SessionInfo;
  /** 'ok', or the session exists but every route except the password change answers its code */
  passwordState: PasswordState;
}

export const hashDeviceId = (id: string) => crypto.createHash('sha256').update(`device:${id}`).digest('hex');

/** POST /merLogin/doLogin: DESIGN.md section 5 and the rules written on each step. */
export async function login(
  db: Db,
  input: LoginInput,
): Promise<LoginResult | { kind: 'device'; user: store.UserRow } | { kind: 'twoFactor'; user: store.UserRow; deviceHash: string | null }> {
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
  // 5. a device the person never confirmed: the mailed code decides (devices.ts)
  const deviceHash = input.deviceId ? hashDeviceId(input.deviceId) : null;
  if (input.checkDevice && !(deviceHash && (await secStore.isTrusted(db, user.id, deviceHash)))) {
    await store.clearFailures(db, email);
    return { kind: 'device', user };
  }
  // 6. an authenticator app: its code is the last step (two-factor.ts)
  if ((await tfStore.twoFactorOf(db, user.id))?.enabledAt) {
    await store.clearFailures(db, email);
    return { kind: 'twoFactor', user, deviceHash };
  }
  return finishLogin(db, { user, previousToken: input.previousToken, deviceHash, passwordMaxAgeDays: input.passwordMaxAgeDays, client, now, via: 'password' });
}

/** The end of a login (password, or password then device code): the session starts. */
export async function finishLogin(
  db: Db,
  o: { user: store.UserRow; previousToken?: string; deviceHash: string | null; passwordMaxAgeDays: number; client: Client; now: Date; via: string },
): Promise<LoginResult> {
  const { user, now, client } = o;
  const email = user.email;
  const input = { previousToken: o.previousToken };
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
    // the step-up window starts now only if this login proved the factor step-up asks for (step-up.ts)
    const proved = loginProves(await stepUpMethodOf(tx, user.id, record?.merchantNo ?? null), o.via);
    const s = await startSession(tx, { userId: user.id, record, client, now, stepUpAt: proved ? now : null });
    await audit(tx, {
      userId: user.id,
      merchantNo: record?.merchantNo ?? null,
      action: 'login.success',
      target: email,
      summary: { sessionId: s.session.id, via: o.via },
      ...client,
    });
    if (o.deviceHash) await secStore.touchDevice(tx, user.id, o.deviceHash, now);
    return s;
  });
  if (started instanceof Date) throw lockedError(LOGIN_MAX_FAILURES, started, now, true);
  const info = await sessionInfo(db, { ...started.session, idleExpiresAt: started.session.idleExpiresAt, now });
  return { kind: 'session', ...started, info, passwordState: passwordState(user, now, o.passwordMaxAgeDays) };
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
export async function liveSession(db: Executor, token: string, now: Date, passwordMaxAgeDays: number) {
  const s = await store.sessionByHash(db, hashToken(token));
  return checkSession(db, s && { session: s, user: await store.userById(db, s.userId) }, now, passwordMaxAgeDays);
}

/**
 * The rules of a live session over rows already read (the auth provider reads them joined): ended or
 * expired sessions are refused; a disabled user's session ends at once.
 */
export async function checkSession(
  db: Executor,
  read: { session: store.SessionRow; user: store.UserRow | undefined } | undefined,
  now: Date,
  passwordMaxAgeDays: number,
) {
  if (!read) return null;
  const { session: s, user } = read;
  if (s.endedAt) return null;
  const t = now.getTime();
  if (s.idleExpiresAt.getTime() <= t || s.absoluteExpiresAt.getTime() <= t) return null;
  if (!user || user.status !== 1) {
    await store.endSession(db, s.id, now, 'user_disabled');
    return null;
  }
  return { session: s, user, passwordState: passwordState(user, now, passwordMaxAgeDays) };
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
    const old = await tfStore.sessionStepUpAt(tx, input.sessionId);
    await store.endSession(tx, input.sessionId, now, 'switch');
    // the same person on the same browser: a factor proved a minute ago still counts, unless the
    // target merchant asks for another one (its own payment password)
    const same = await sameStepUpFactor(tx, input.userId, input.fromMerchantNo, record.merchantNo);
    const s = await startSession(tx, { userId: input.userId, record, client, now, stepUpAt: same ? old : null });
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

export { changePassword, type PasswordChange } from './password-change.ts';

/** Housekeeping (identity jobs): ended or expired sessions older than a day, used captchas, counters. */
export async function purge(db: Executor, now: Date) {
  const t = now.getTime();
  await secStore.purgeTickets(db, now);
  return store.purge(db, {
    now,
    sessionsBefore: new Date(t - 24 * 3600_000),
    failuresBefore: new Date(t - FAILURE_STALE_MS),
    clientsBefore: new Date(t - CLIENT_WINDOW_MS),
  });
}

// Payment password check for money-moving modules (transfers, payouts): see payment-password.ts.
export { paymentPasswordInfo, verifyPaymentPassword, sendPaymentCode, savePaymentPassword } from './payment-password.ts';
// Password links and membership sessions for team management (invitations.ts).
export { endOperatorSessions, issuePasswordLink, passwordLinkInfo, pendingInvitations, renameUser, setPasswordFromLink } from './invitations.ts';
// Step-up before sensitive actions (step-up.ts).
export { requireFreshFactor, requireFreshFactorBesidesPin } from './step-up.ts';
