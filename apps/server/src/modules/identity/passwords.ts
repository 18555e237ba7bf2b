import { hash, verify } from '@node-rs/argon2';
import { Codes } from '@crossbill/contracts/codes';
import { CLIENT_CAPTCHA_THRESHOLD, LOGIN_CAPTCHA_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@crossbill/contracts/constants';
import type { LoginFailureData } from '@crossbill/contracts/session';
import type { Db } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as store from './store.ts';
import { loginFailures } from '../../platform/metrics/metrics.ts';

/** E-mails are compared trimmed and in lower case. */
export const normEmail = (email: string) => email.trim().toLowerCase();

/**
 * Passwords: hashing, and the counters that stop guessing (DESIGN.md section 5).
 *
 * Hashing: argon2id, the library's default algorithm, with its default
 * costs (19 MiB, 2 passes). The PHC string carries salt and parameters, so costs can rise later.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** false for a wrong password and for a malformed stored hash (never throws to the caller). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Verify against a throw-away hash: an unknown e-mail costs the same time as a known one, so the
 * answer time does not tell which e-mails exist.
 */
export async function burnVerify(password: string): Promise<false> {
  dummy ??= hash('crossbill-dummy-password');
  await verifyPassword(await dummy, password);
  return false;
}

// ---- the wrong-password counters

/** a wrong-password count older than this starts again from zero */
export const FAILURE_STALE_MS = 24 * 3600_000;
/** the window in which CLIENT_CAPTCHA_THRESHOLD failures from one address require a captcha */
export const CLIENT_WINDOW_MS = 3600_000;
export interface Client {
  ip: string;
  userAgent: string;
}

// ---- login counters

export interface FailureState {
  failures: number;
  lockedUntil: Date | null;
  /** failed within LOGIN_CAPTCHA_WINDOW_MS: the next attempt needs a captcha */
  recent: boolean;
}

export function failureState(row: store.FailureRow | undefined, now: Date): FailureState {
  if (!row) return { failures: 0, lockedUntil: null, recent: false };
  const t = now.getTime();
  const lockRanOut = row.lockedUntil !== null && row.lockedUntil.getTime() <= t;
  const stale = row.lastFailedAt.getTime() < t - FAILURE_STALE_MS;
  return {
    failures: lockRanOut || stale ? 0 : row.failures,
    lockedUntil: row.lockedUntil && !lockRanOut ? row.lockedUntil : null,
    recent: row.lastFailedAt.getTime() > t - LOGIN_CAPTCHA_WINDOW_MS,
  };
}

export const clientOverLimit = (row: store.ClientRow | undefined, now: Date) =>
  !!row && row.failures >= CLIENT_CAPTCHA_THRESHOLD && row.windowStart.getTime() >= now.getTime() - CLIENT_WINDOW_MS;

export const failureData = (failures: number, captchaRequired: boolean, lockedUntil: Date | null): LoginFailureData => ({
  failures,
  remaining: Math.max(0, LOGIN_MAX_FAILURES - failures),
  captchaRequired,
  lockedUntil: lockedUntil?.toISOString() ?? null,
});

export function lockedError(failures: number, lockedUntil: Date, now: Date, captchaRequired: boolean): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError(Codes.ACCOUNT_LOCKED, { params: { minutes }, data: failureData(failures, captchaRequired, lockedUntil) });
}

/**
 * Count a wrong password for an e-mail (known or not) and for the client address, audit it, and
 * return the error to answer: the counter, or the lock on the LOGIN_MAX_FAILURES-th failure.
 */
export async function countFailure(db: Db, o: { email: string; userId: number | null; client: Client; now: Date; kind: string }): Promise<AppError> {
  const { now } = o;
  loginFailures.inc({ kind: o.kind });
  return db.transaction(async (tx) => {
    const row = await store.addFailure(tx, {
      email: o.email,
      now,
      staleBefore: new Date(now.getTime() - FAILURE_STALE_MS),
      maxFailures: LOGIN_MAX_FAILURES,
      lockUntil: new Date(now.getTime() + LOGIN_LOCK_MS),
    });
    await store.addClientFailure(tx, o.client.ip, now, new Date(now.getTime() - CLIENT_WINDOW_MS));
    const locked = row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime();
    await audit(tx, {
      userId: o.userId,
      merchantNo: null,
      action: locked ? 'login.locked' : 'login.failure',
      target: o.email,
      summary: { failures: row.failures, via: o.kind },
      ...o.client,
    });
    if (locked) return lockedError(row.failures, row.lockedUntil!, now, true);
    return new AppError(Codes.BAD_CREDENTIALS, {
      messageKey: 'login.failure',
      params: { failures: row.failures, remaining: Math.max(0, LOGIN_MAX_FAILURES - row.failures) },
      data: failureData(row.failures, true, null),
    });
  });
}

/** An attempt while locked: answered without looking at the password, counted for the client. */
export async function refuseLocked(db: Db, o: { email: string; state: FailureState; client: Client; now: Date }): Promise<AppError> {
  await db.transaction(async (tx) => {
    await store.addClientFailure(tx, o.client.ip, o.now, new Date(o.now.getTime() - CLIENT_WINDOW_MS));
    await audit(tx, { userId: null, merchantNo: null, action: 'login.locked', target: o.email, summary: { whileLocked: true }, ...o.client });
  });
  return lockedError(LOGIN_MAX_FAILURES, o.state.lockedUntil!, o.now, o.state.recent);
}
