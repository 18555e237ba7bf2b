import crypto from 'node:crypto';
import { Codes } from '@crossbill/contracts/codes';
import { PASSWORD_RESET_TICKET_TTL_MS, VERIFY_CODE_RESEND_MS, VERIFY_CODE_TTL_MS, type Language } from '@crossbill/contracts/constants';
import type { CodeSent } from '@crossbill/contracts/registration';
import type { Db } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { renderMail, type Mailer } from '../../platform/mail/mail.ts';
import * as verification from '../verification/service.ts';
import { hashPassword, verifyPassword, type Client } from './passwords.ts';
import { hashDeviceId, hashToken } from './service.ts';
import * as store from './store.ts';
import * as secStore from './store-security.ts';

/**
 * Forgotten password (spec 2 forget-password/auth → reset; spec 7 loginForgetPwd, loginCodeVerify,
 * loginUpdatePwd): a mailed code buys a single-use reset ticket of PASSWORD_RESET_TICKET_TTL_MS; the
 * new password must differ from the old; every session of the person ends.
 */

const TICKET = 'password-reset';
const toLang = (v: string): Language => (v === 'zh-cn' ? 'zh-cn' : 'en');

/**
 * GET /loginForgetPwd. The answer is the same whether the e-mail has an account or not (no
 * enumeration), and so are the limits: an unknown e-mail is counted as if a code went out.
 */
export async function forgotPassword(
  db: Db,
  mail: Mailer,
  o: {
    email: string;
    lang: Language;
    /** absolute: PUBLIC_URL or the request's origin (platform/http/public-url.ts) */ publicUrl: string;
    client: Client;
    now: Date;
  },
): Promise<CodeSent> {
  const email = verification.normalizeEmail(o.email);
  const user = await store.userByEmail(db, email);
  const link = `${o.publicUrl}/user/forget-password/auth?email=${encodeURIComponent(email)}`;
  if (user && user.status === 1) {
    return verification.sendEmailCode(db, mail, {
      email,
      purpose: 'forgot-password',
      lang: toLang(user.language),
      client: o.client,
      userId: user.id,
      params: { name: user.name, link },
      now: o.now,
    });
  }
  await audit(db, { userId: null, merchantNo: null, action: 'password.forgot.unknown', target: email, ...o.client });
  return { resendAfterSeconds: VERIFY_CODE_RESEND_MS / 1000, expiresInSeconds: VERIFY_CODE_TTL_MS / 1000 };
}

/** GET /loginCodeVerify: the code (once) for a reset ticket. */
export async function verifyResetCode(db: Db, o: { email: string; code: string; client: Client; now: Date }) {
  const email = verification.normalizeEmail(o.email);
  await verification.consumeCode(db, { target: email, purpose: 'forgot-password', code: o.code, now: o.now });
  const user = await store.userByEmail(db, email);
  // a code exists only for an enabled account; it may have been disabled since
  if (!user || user.status !== 1) throw new AppError(Codes.VERIFY_CODE_INVALID);
  const ticket = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await secStore.endTickets(tx, user.id, TICKET, o.now);
    await secStore.insertTicket(tx, {
      tokenHash: hashToken(ticket),
      kind: TICKET,
      userId: user.id,
      createdAt: o.now,
      expiresAt: new Date(o.now.getTime() + PASSWORD_RESET_TICKET_TTL_MS),
    });
    await audit(tx, { userId: user.id, merchantNo: null, action: 'password.forgot.verified', target: email, ...o.client });
  });
  return { ticket, expiresInSeconds: PASSWORD_RESET_TICKET_TTL_MS / 1000 };
}

/** POST /loginUpdatePwd: the new password, once per ticket; all sessions end; the device is trusted. */
export async function resetPassword(
  db: Db,
  mail: Mailer,
  o: { ticket: string; password: string; deviceId: string | null; client: Client; now: Date },
): Promise<void> {
  const tokenHash = hashToken(o.ticket);
  const row = await secStore.ticketByHash(db, tokenHash, TICKET);
  if (!row || row.usedAt || row.expiresAt.getTime() <= o.now.getTime()) throw new AppError(Codes.TICKET_EXPIRED);
  const user = await store.userById(db, row.userId);
  if (!user || user.status !== 1) throw new AppError(Codes.TICKET_EXPIRED);
  // the same password again is refused before the ticket is spent, so the person can retry
  if (await verifyPassword(user.passwordHash, o.password)) throw new AppError(Codes.PASSWORD_REUSED);
  const passwordHash = await hashPassword(o.password);
  await db.transaction(async (tx) => {
    if (!(await secStore.useTicket(tx, tokenHash, TICKET, o.now))) throw new AppError(Codes.TICKET_EXPIRED);
    await store.updateUser(tx, user.id, { passwordHash, passwordChangedAt: o.now, passwordExpiresAt: null, mustChangePassword: false, updatedAt: o.now });
    await store.clearFailures(tx, user.email);
    const ended = await store.endUserSessions(tx, user.id, o.now, 'password_reset');
    // the mailed code proved this browser's owner, as a new-device code would
    if (o.deviceId) await secStore.trustDevice(tx, { userId: user.id, deviceHash: hashDeviceId(o.deviceId), userAgent: o.client.userAgent, now: o.now });
    await audit(tx, { userId: user.id, merchantNo: null, action: 'password.reset', target: user.email, summary: { sessionsEnded: ended }, ...o.client });
  });
  const { subject, text } = renderMail(toLang(user.language), 'passwordReset', { name: user.name });
  await mail.send({ to: user.email, tag: 'password.reset', subject, text });
}
