import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { Codes } from '@crossbill/contracts/codes';
import {
  VERIFY_CODE_MAX_ATTEMPTS,
  VERIFY_CODE_MAX_PER_CLIENT_HOUR,
  VERIFY_CODE_MAX_PER_TARGET_HOUR,
  VERIFY_CODE_RESEND_MS,
  VERIFY_CODE_TTL_MS,
  type Language,
} from '@crossbill/contracts/constants';
import type { CodePurpose, CodeSent } from '@crossbill/contracts/registration';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { renderMail, type Mailer } from '../../platform/mail/mail.ts';
import type { SmsProvider } from '../../platform/sms/sms.ts';
import { t } from '../../platform/i18n.ts';
import * as store from './store.ts';

/**
 * Verification codes by e-mail or SMS, one service for every purpose (registration, new device,
 * forgotten password, payment password, phone binding): 6 digits, argon2-hashed at rest, expiring,
 * single use, bound to their purpose, and rate-limited per address and per client.
 */

const HOUR_MS = 3600_000;

/** which mail (`mail.<key>` messages) each purpose sends */
const MAIL_KEYS: Record<CodePurpose, string> = {
  register: 'register',
  'login-device': 'loginDevice',
  'forgot-password': 'forgotPassword',
  'payment-password': 'paymentPassword',
  'bind-phone': 'bindPhone',
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const newCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function tooOften(retryAfterMs: number): AppError {
  return new AppError(Codes.VERIFY_CODE_TOO_OFTEN, { data: { retryAfterSeconds: seconds(retryAfterMs) } });
}

interface IssueInput {
  channel: 'email' | 'sms';
  target: string;
  purpose: CodePurpose;
  client: { ip: string; userAgent?: string };
  userId?: number | null;
  now: Date;
}

/** Refuses (VERIFY_CODE_TOO_OFTEN, with the wait) a send the limits do not allow, by the codes `db` sees stored. */
async function checkLimits(db: Executor, o: IssueInput): Promise<void> {
  const t0 = o.now.getTime();
  const last = await store.latestCode(db, o.target, o.purpose);
  if (last && t0 - last.createdAt.getTime() < VERIFY_CODE_RESEND_MS) throw tooOften(last.createdAt.getTime() + VERIFY_CODE_RESEND_MS - t0);
  const hourAgo = new Date(t0 - HOUR_MS);
  const byTarget = await store.sentToTarget(db, o.target, hourAgo);
  if (byTarget.n >= VERIFY_CODE_MAX_PER_TARGET_HOUR) throw tooOften(byTarget.first!.getTime() + HOUR_MS - t0);
  const byClient = await store.sentFromClient(db, o.client.ip, hourAgo);
  if (byClient.n >= VERIFY_CODE_MAX_PER_CLIENT_HOUR) throw tooOften(byClient.first!.getTime() + HOUR_MS - t0);
}

/** Check the limits, replace any open code and store a new one; returns the plain code to send. */
async function issue(db: Db, o: IssueInput): Promise<string> {
  // a refusal costs no hash; the check that counts is made again below, under the sender's locks
  await checkLimits(db, o);
  const code = newCode();
  const codeHash = await hash(code);
  await db.transaction(async (tx) => {
    // sends asked at the same moment (of any process) take turns: each counts the codes of those before it
    await store.lockSender(tx, o.target, o.client.ip);
    await checkLimits(tx, o);
    await store.retireOpen(tx, o.target, o.purpose, o.now);
    await store.insertCode(tx, {
      channel: o.channel,
      target: o.target,
      purpose: o.purpose,
      codeHash,
      client: o.client.ip,
      createdAt: o.now,
      expiresAt: new Date(o.now.getTime() + VERIFY_CODE_TTL_MS),
    });
    await audit(tx, {
      userId: o.userId ?? null,
      merchantNo: null,
      action: 'verification.send',
      target: o.channel === 'email' ? o.target : `${o.target.slice(0, -4)}****`,
      summary: { channel: o.channel, purpose: o.purpose },
      ip: o.client.ip,
      userAgent: o.client.userAgent,
    });
  });
  return code;
}

const sent = (): CodeSent => ({ resendAfterSeconds: seconds(VERIFY_CODE_RESEND_MS), expiresInSeconds: seconds(VERIFY_CODE_TTL_MS) });

export interface EmailCodeInput {
  email: string;
  purpose: CodePurpose;
  lang: Language;
  client: { ip: string; userAgent?: string };
  userId?: number | null;
  /** extra mail parameters (name, link, merchantNo, ip) */
  params?: Record<string, unknown>;
  now: Date;
}

/** Send a code by e-mail, in the recipient's language. */
export async function sendEmailCode(db: Db, mail: Mailer, o: EmailCodeInput): Promise<CodeSent> {
  const target = normalizeEmail(o.email);
  const code = await issue(db, { channel: 'email', target, purpose: o.purpose, client: o.client, userId: o.userId, now: o.now });
  const { subject, text } = renderMail(o.lang, MAIL_KEYS[o.purpose], { name: '', ...o.params, code, minutes: VERIFY_CODE_TTL_MS / 60_000 });
  await mail.send({ to: target, tag: `${o.purpose}.code`, subject, text });
  return sent();
}

/** Send a code by SMS (E.164 phone), in the person's language. */
export async function sendSmsCode(
  db: Db,
  sms: SmsProvider,
  o: { phone: string; purpose: CodePurpose; lang: Language; client: { ip: string; userAgent?: string }; userId?: number | null; now: Date },
): Promise<CodeSent> {
  const code = await issue(db, { channel: 'sms', target: o.phone, purpose: o.purpose, client: o.client, userId: o.userId, now: o.now });
  await sms.send({ to: o.phone, tag: `${o.purpose}.code`, text: t(o.lang, `sms.${MAIL_KEYS[o.purpose]}`, { code, minutes: VERIFY_CODE_TTL_MS / 60_000 }) });
  return sent();
}

/**
 * Use a code: it must be the newest of its address and purpose, unexpired and unused. A wrong entry
 * counts; at VERIFY_CODE_MAX_ATTEMPTS the code is burnt and a new one must be fetched. Call it
 * before (not inside) the transaction of the change it authorises, so that a wrong entry is counted.
 */
export async function consumeCode(db: Db, o: { target: string; purpose: CodePurpose; code: string; now: Date }): Promise<void> {
  const target = o.target.includes('@') ? normalizeEmail(o.target) : o.target;
  const row = await store.latestCode(db, target, o.purpose);
  if (!row || row.usedAt) throw new AppError(Codes.VERIFY_CODE_INVALID);
  if (row.expiresAt.getTime() <= o.now.getTime()) throw new AppError(Codes.VERIFY_CODE_EXPIRED);
  let ok = false;
  try {
    ok = await verify(row.codeHash, o.code);
  } catch {
    ok = false;
  }
  if (!ok) {
    await store.addAttempt(db, row.id, VERIFY_CODE_MAX_ATTEMPTS, o.now);
    throw new AppError(Codes.VERIFY_CODE_INVALID);
  }
  if (!(await store.useCode(db, row.id, o.now))) throw new AppError(Codes.VERIFY_CODE_INVALID);
}

/** Housekeeping: codes older than the rate-limit window that can no longer be used. */
export function purge(db: Executor, now: Date) {
  return store.purge(db, new Date(now.getTime() - HOUR_MS));
}
