import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import { LOGIN_CHALLENGE_TTL_MS, type Language } from '@crossbill/contracts/constants';
import { maskEmail, type DeviceChallenge } from '@crossbill/contracts/registration';
import type { Db } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mail/mail.ts';
import * as verification from '../verification/service.ts';
import type { Client } from './passwords.ts';
import { finishLogin, hashDeviceId, hashToken, type LoginResult } from './service.ts';
import * as store from './store.ts';
import * as secStore from './store-security.ts';
import * as twoFactor from './two-factor.ts';

/**
 * New-device login (spec 2 login/auth): a correct password from a device the person never
 * confirmed starts a challenge instead of a session; the code mailed to the person confirms it,
 * the session starts and the device (cookie id, stored hashed) is remembered.
 */

const TICKET = 'login-device';
const toLang = (v: string): Language => (v === 'zh-cn' ? 'zh-cn' : 'en');

async function mailCode(db: Db, mail: Mailer, user: store.UserRow, client: Client, now: Date) {
  try {
    await verification.sendEmailCode(db, mail, {
      email: user.email,
      purpose: 'login-device',
      lang: toLang(user.language),
      client,
      userId: user.id,
      params: { name: user.name, ip: client.ip },
      now,
    });
  } catch (e) {
    // a code sent moments ago is still the valid one: the challenge goes on with it
    if (!(e instanceof AppError && e.info === Codes.VERIFY_CODE_TOO_OFTEN && (e.data as { retryAfterSeconds: number }).retryAfterSeconds <= 60)) throw e;
  }
}

/** Start a challenge: the AppError (NEW_DEVICE_VERIFICATION) that doLogin answers, with its data. */
export async function challenge(db: Db, mail: Mailer, o: { user: store.UserRow; client: Client; now: Date }): Promise<AppError> {
  const token = crypto.randomBytes(32).toString('base64url');
  await mailCode(db, mail, o.user, o.client, o.now);
  await db.transaction(async (tx) => {
    await secStore.endTickets(tx, o.user.id, TICKET, o.now);
    await secStore.insertTicket(tx, {
      tokenHash: hashToken(token),
      kind: TICKET,
      userId: o.user.id,
      createdAt: o.now,
      expiresAt: new Date(o.now.getTime() + LOGIN_CHALLENGE_TTL_MS),
    });
    await audit(tx, { userId: o.user.id, merchantNo: null, action: 'login.newDevice', target: o.user.email, ...o.client });
  });
  const data: DeviceChallenge = { challenge: token, maskedEmail: maskEmail(o.user.email), expiresInSeconds: LOGIN_CHALLENGE_TTL_MS / 1000 };
  return new AppError(Codes.NEW_DEVICE_VERIFICATION, { data });
}

async function liveTicketUser(db: Db, token: string, now: Date) {
  const row = await secStore.ticketByHash(db, hashToken(token), TICKET);
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw new AppError(Codes.TICKET_EXPIRED);
  const user = await store.userById(db, row.userId);
  if (!user || user.status !== 1) throw new AppError(Codes.TICKET_EXPIRED);
  return user;
}

/** POST /merLogin/resendDeviceCode */
export async function resendCode(db: Db, mail: Mailer, o: { challenge: string; client: Client; now: Date }) {
  const user = await liveTicketUser(db, o.challenge, o.now);
  return verification.sendEmailCode(db, mail, {
    email: user.email,
    purpose: 'login-device',
    lang: toLang(user.language),
    client: o.client,
    userId: user.id,
    params: { name: user.name, ip: o.client.ip },
    now: o.now,
  });
}

/** POST /merLogin/verifyDevice: the code, then the session; the device is trusted from now on. */
export async function verifyDevice(
  db: Db,
  o: { challenge: string; code: string; deviceId: string; previousToken?: string; passwordMaxAgeDays: number; client: Client; now: Date },
): Promise<LoginResult> {
  const user = await liveTicketUser(db, o.challenge, o.now);
  await verification.consumeCode(db, { target: user.email, purpose: 'login-device', code: o.code, now: o.now });
  const deviceHash = hashDeviceId(o.deviceId);
  await db.transaction(async (tx) => {
    if (!(await secStore.useTicket(tx, hashToken(o.challenge), TICKET, o.now))) throw new AppError(Codes.TICKET_EXPIRED);
    await secStore.trustDevice(tx, { userId: user.id, deviceHash, userAgent: o.client.userAgent, now: o.now });
    await audit(tx, { userId: user.id, merchantNo: null, action: 'device.trust', target: user.email, ...o.client });
  });
  // the device is confirmed; an authenticator app's code is still the last step (two-factor.ts)
  if (await twoFactor.isEnabled(db, user.id)) throw await twoFactor.challenge(db, { user, client: o.client, now: o.now });
  return finishLogin(db, {
    user,
    previousToken: o.previousToken,
    deviceHash,
    passwordMaxAgeDays: o.passwordMaxAgeDays,
    client: o.client,
    now: o.now,
    via: 'device-code',
  });
}

/** Trust a device for a person without a code (demo data and browser-test fixtures only). */
export async function trustDeviceFor(db: Db, userId: number, deviceId: string, now: Date): Promise<void> {
  await secStore.trustDevice(db, { userId, deviceHash: hashDeviceId(deviceId), userAgent: 'seed', now });
}
