import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { Codes } from '@crossbill/contracts/codes';
import { LOGIN_CHALLENGE_TTL_MS } from '@crossbill/contracts/constants';
import {
  RECOVERY_CODE,
  STEP_UP_WINDOW_MS,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_S,
  TOTP_WINDOW,
  TWO_FACTOR_LOCK_MS,
  TWO_FACTOR_MAX_FAILURES,
  type RecoveryCodes,
  type TwoFactorChallenge,
  type TwoFactorEnrolment,
  type TwoFactorFailure,
  type TwoFactorInfo,
} from '@crossbill/contracts/two-factor';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { decrypt, encrypt } from '../../platform/crypto/secret-box.ts';
import { AppError } from '../../platform/http/errors.ts';
import { countFailure, failureState, refuseLocked as refuseLoginLocked, verifyPassword, type Client } from './passwords.ts';
import { verifyPaymentPassword } from './payment-password.ts';
import { issueRecoveryCodes, recoveryHash } from './recovery-codes.ts';
import { finishLogin, hashToken, type LoginResult } from './service.ts';
import * as store from './store.ts';
import * as secStore from './store-security.ts';
import * as tfStore from './store-two-factor.ts';
import { stepUpMethodOf } from './step-up.ts';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, through `otpauth`). The secret is
 * sealed with the server's key; each time step is accepted once (the last used one is kept, so a
 * code seen over a shoulder cannot be sent again); ten recovery codes, stored as hashes, are shown
 * once (recovery-codes.ts) and replaced all at once for the app's code. Wrong codes count towards
 * a lock kept in the database (every process counts the same).
 * Login order: password, then the new-device code (devices.ts), then this code; both checks apply.
 */

const TICKET = 'login-2fa';
const stepOf = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S);
const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

const totpOf = (base32: string, label = '') =>
  new OTPAuth.TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret: OTPAuth.Secret.fromBase32(base32) });

/** The time step a 6-digit code belongs to (this one or a neighbour), or null. */
function stepOfCode(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : stepOf(now) + delta;
}

function lockedError(until: Date, now: Date) {
  return new AppError(Codes.TWO_FACTOR_LOCKED, {
    params: { minutes: minutesLeft(until, now) },
    data: { remaining: 0, lockedUntil: until.toISOString() } satisfies TwoFactorFailure,
  });
}

interface Who {
  userId: number;
  merchantNo: string | null;
  client: Client;
  now: Date;
}

/** A wrong (or replayed) code: counted, audited, and the answer with the chances left or the lock. */
async function refuseCode(db: Db, o: Who & { purpose: string }): Promise<AppError> {
  const row = await db.transaction(async (tx) => {
    const r = await tfStore.addFailure(tx, {
      userId: o.userId,
      max: TWO_FACTOR_MAX_FAILURES,
      lockUntil: new Date(o.now.getTime() + TWO_FACTOR_LOCK_MS),
      now: o.now,
    });
    const locked = !!r?.lockedUntil && r.lockedUntil.getTime() > o.now.getTime();
    await audit(tx, {
      userId: o.userId,
      merchantNo: o.merchantNo,
      action: locked ? 'twoFactor.locked' : 'twoFactor.failure',
      target: String(o.userId),
      summary: { failures: r?.failures ?? 0, purpose: o.purpose },
      ...o.client,
    });
    return r;
  });
  if (row?.lockedUntil && row.lockedUntil.getTime() > o.now.getTime()) return lockedError(row.lockedUntil, o.now);
  const remaining = Math.max(0, TWO_FACTOR_MAX_FAILURES - (row?.failures ?? 0));
  return new AppError(Codes.TWO_FACTOR_CODE_WRONG, { data: { remaining, lockedUntil: null } satisfies TwoFactorFailure });
}

function refuseLocked(row: tfStore.TwoFactorRow, now: Date) {
  if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime()) throw lockedError(row.lockedUntil, now);
}

/**
 * Check a code of a person with two-factor sign-in on: the app's code of a step not used before, or
 * an unused recovery code (then used up), unless `appOnly` (a recovery code then counts as a wrong
 * code and stays unused). Throws TWO_FACTOR_CODE_WRONG or TWO_FACTOR_LOCKED.
 */
export async function checkCode(db: Db, kek: Buffer, o: Who & { code: string; purpose: string; appOnly?: boolean }): Promise<'totp' | 'recovery'> {
  const row = await tfStore.twoFactorOf(db, o.userId);
  if (!row?.secretSealed) throw new AppError(Codes.CONFLICT);
  refuseLocked(row, o.now);
  const code = o.code.trim();
  if (/^\d{6}$/.test(code)) {
    const step = stepOfCode(decrypt(kek, row.secretSealed), code, o.now);
    if (step !== null && (await tfStore.useStep(db, o.userId, step, o.now))) return 'totp';
  } else if (!o.appOnly && RECOVERY_CODE.test(code) && (await tfStore.useRecoveryCode(db, o.userId, recoveryHash(o.userId, code), o.now))) {
    await tfStore.clearFailures(db, o.userId);
    const left = await tfStore.recoveryCodesLeft(db, o.userId);
    await audit(db, {
      userId: o.userId,
      merchantNo: o.merchantNo,
      action: 'twoFactor.recoveryUsed',
      target: String(o.userId),
      summary: { left, purpose: o.purpose },
      ...o.client,
    });
    return 'recovery';
  }
  throw await refuseCode(db, o);
}

export async function isEnabled(db: Executor, userId: number): Promise<boolean> {
  return !!(await tfStore.twoFactorOf(db, userId))?.enabledAt;
}

/** GET /security/twoFactor/info */
export async function twoFactorInfo(db: Executor, o: { userId: number; merchantNo: string | null }): Promise<TwoFactorInfo> {
  const row = await tfStore.twoFactorOf(db, o.userId);
  const enabled = !!row?.enabledAt;
  return {
    enabled,
    enrolledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await tfStore.recoveryCodesLeft(db, o.userId) : 0,
    required: o.merchantNo ? await tfStore.policyRequired(db, o.merchantNo) : false,
    stepUpMethod: await stepUpMethodOf(db, o.userId, o.merchantNo),
  };
}

/** POST /security/twoFactor/enrol/start: a new secret, pending until its first code confirms it. */
export async function startEnrolment(db: Db, kek: Buffer, o: { userId: number; now: Date }): Promise<TwoFactorEnrolment> {
  const user = await store.userById(db, o.userId);
  if (!user) throw new AppError(Codes.NOT_LOGGED_IN);
  if (await isEnabled(db, o.userId)) throw new AppError(Codes.CONFLICT, { messageKey: 'twoFactor.alreadyOn' });
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await tfStore.setPendingSecret(db, o.userId, encrypt(kek, secret), o.now);
  const otpauthUri = totpOf(secret, user.email).toString();
  const qrDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 200 });
  return { secret, otpauthUri, qrDataUrl };
}

/** POST /security/twoFactor/enrol/confirm: the first code turns it on; the recovery codes, shown once. */
export async function confirmEnrolment(db: Db, kek: Buffer, o: Who & { sessionId: number; code: string }): Promise<RecoveryCodes> {
  const row = await tfStore.twoFactorOf(db, o.userId);
  if (!row?.pendingSecretSealed) throw new AppError(Codes.TICKET_EXPIRED);
  refuseLocked(row, o.now);
  const step = stepOfCode(decrypt(kek, row.pendingSecretSealed), o.code, o.now);
  if (step === null) throw await refuseCode(db, { ...o, purpose: 'enrol' });
  const codes = await db.transaction(async (tx) => {
    await tfStore.enable(tx, { userId: o.userId, sealed: row.pendingSecretSealed!, step, now: o.now });
    const issued = await issueRecoveryCodes(tx, o.userId);
    // the enrolment the merchant asked for is done: the person's sessions open the portal again
    await tfStore.clearUserSetup(tx, o.userId);
    // the code just proved is a fresh second factor
    await tfStore.stampStepUp(tx, o.sessionId, o.now);
    await audit(tx, { userId: o.userId, merchantNo: o.merchantNo, action: 'twoFactor.enable', target: String(o.userId), ...o.client });
    return issued;
  });
  return { recoveryCodes: codes };
}

/**
 * POST /security/twoFactor/recoveryCodes: ten new recovery codes for the app's current code (not a
 * recovery code: whoever holds one of them must not mint ten more); every earlier code stops working
 * in the same transaction that stores the new ones.
 */
export async function regenerateRecoveryCodes(db: Db, kek: Buffer, o: Who & { code: string }): Promise<RecoveryCodes> {
  if (!(await isEnabled(db, o.userId))) throw new AppError(Codes.CONFLICT, { messageKey: 'twoFactor.notOn' });
  await checkCode(db, kek, { ...o, purpose: 'recoveryRegenerate', appOnly: true });
  const codes = await db.transaction(async (tx) => {
    const issued = await issueRecoveryCodes(tx, o.userId);
    await audit(tx, {
      userId: o.userId,
      merchantNo: o.merchantNo,
      action: 'twoFactor.recoveryRegenerate',
      target: String(o.userId),
      summary: { count: issued.length },
      ...o.client,
    });
    return issued;
  });
  return { recoveryCodes: codes };
}

/** POST /security/twoFactor/disable: with a code; refused while the merchant requires it. */
export async function disable(db: Db, kek: Buffer, o: Who & { code: string }): Promise<void> {
  if (o.merchantNo && (await tfStore.policyRequired(db, o.merchantNo))) throw new AppError(Codes.CONFLICT, { messageKey: 'twoFactor.requiredByMerchant' });
  await checkCode(db, kek, { ...o, purpose: 'disable' });
  await db.transaction(async (tx) => {
    await tfStore.remove(tx, o.userId);
    await audit(tx, { userId: o.userId, merchantNo: o.merchantNo, action: 'twoFactor.disable', target: String(o.userId), ...o.client });
  });
}

/** POST /security/twoFactor/policy: required of every operator from their next login or merchant switch. */
export async function setPolicy(db: Db, o: { merchantNo: string; required: boolean; userId: number; client: Client; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tfStore.setPolicy(tx, o);
    await audit(tx, {
      userId: o.userId,
      merchantNo: o.merchantNo,
      action: 'twoFactor.policy',
      target: o.merchantNo,
      summary: { required: o.required },
      ...o.client,
    });
  });
}

// ---- the login's step

/** A correct password (and device code) of a person with two-factor on: the code step's challenge. */
export async function challenge(db: Db, o: { user: store.UserRow; client: Client; now: Date }): Promise<AppError> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await secStore.endTickets(tx, o.user.id, TICKET, o.now);
    await secStore.insertTicket(tx, {
      tokenHash: hashToken(token),
      kind: TICKET,
      userId: o.user.id,
      createdAt: o.now,
      expiresAt: new Date(o.now.getTime() + LOGIN_CHALLENGE_TTL_MS),
    });
    await audit(tx, { userId: o.user.id, merchantNo: null, action: 'login.twoFactor', target: o.user.email, ...o.client });
  });
  const data: TwoFactorChallenge = { challenge: token, expiresInSeconds: LOGIN_CHALLENGE_TTL_MS / 1000 };
  return new AppError(Codes.TWO_FACTOR_REQUIRED, { data });
}

/** POST /merLogin/verifyTwoFactor: the code (or a recovery code), then the session. */
export async function verifyLogin(
  db: Db,
  kek: Buffer,
  o: { challenge: string; code: string; deviceHash: string | null; previousToken?: string; passwordMaxAgeDays: number; client: Client; now: Date },
): Promise<LoginResult> {
  const row = await secStore.ticketByHash(db, hashToken(o.challenge), TICKET);
  if (!row || row.usedAt || row.expiresAt.getTime() <= o.now.getTime()) throw new AppError(Codes.TICKET_EXPIRED);
  const user = await store.userById(db, row.userId);
  if (!user || user.status !== 1) throw new AppError(Codes.TICKET_EXPIRED);
  const how = await checkCode(db, kek, { userId: user.id, merchantNo: null, code: o.code, client: o.client, now: o.now, purpose: 'login' });
  if (!(await secStore.useTicket(db, hashToken(o.challenge), TICKET, o.now))) throw new AppError(Codes.TICKET_EXPIRED);
  return finishLogin(db, {
    user,
    previousToken: o.previousToken,
    deviceHash: o.deviceHash,
    passwordMaxAgeDays: o.passwordMaxAgeDays,
    client: o.client,
    now: o.now,
    via: how,
  });
}

// ---- step-up

/**
 * POST /security/stepUp: the factor of the person's method (step-up.ts) stamps the session. A wrong
 * payment password counts towards its lock, a wrong login password towards the login's.
 */
export async function stepUp(db: Db, kek: Buffer, o: Who & { sessionId: number; code: string }): Promise<{ until: string }> {
  const method = await stepUpMethodOf(db, o.userId, o.merchantNo);
  if (method === 'totp') await checkCode(db, kek, { ...o, purpose: 'stepUp' });
  else if (method === 'paymentPassword')
    await verifyPaymentPassword(db, { userId: o.userId, merchantNo: o.merchantNo!, pin: o.code, client: o.client, now: o.now });
  else await checkLoginPassword(db, o);
  await db.transaction(async (tx) => {
    await tfStore.stampStepUp(tx, o.sessionId, o.now);
    await audit(tx, { userId: o.userId, merchantNo: o.merchantNo, action: 'stepUp', target: String(o.sessionId), summary: { method }, ...o.client });
  });
  return { until: new Date(o.now.getTime() + STEP_UP_WINDOW_MS).toISOString() };
}

async function checkLoginPassword(db: Db, o: Who & { code: string }): Promise<void> {
  const user = await store.userById(db, o.userId);
  if (!user) throw new AppError(Codes.NOT_LOGGED_IN);
  const state = failureState(await store.failureOf(db, user.email), o.now);
  if (state.lockedUntil) throw await refuseLoginLocked(db, { email: user.email, state, client: o.client, now: o.now });
  if (await verifyPassword(user.passwordHash, o.code)) return;
  throw await countFailure(db, { email: user.email, userId: user.id, client: o.client, now: o.now, kind: 'step-up' });
}
