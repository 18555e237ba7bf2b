import { Codes } from '@crossbill/contracts/codes';
import { PAYMENT_PASSWORD_LOCK_MS, PAYMENT_PASSWORD_MAX_FAILURES, type Language } from '@crossbill/contracts/constants';
import { maskEmail } from '@crossbill/contracts/registration';
import type { PaymentPasswordFailure } from '@crossbill/contracts/security';
import { WEAK_PAYMENT_PASSWORD_MESSAGES, weakPaymentPasswordReason } from '@crossbill/contracts/payment-password';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mail/mail.ts';
import * as verification from '../verification/service.ts';
import * as onboarding from '../onboarding/service.ts';
import { hashPassword, verifyPassword, type Client } from './passwords.ts';
import * as store from './store.ts';
import * as secStore from './store-security.ts';

/**
 * Payment password (spec 2 security/payment, spec 5: 6 digits, not easy to guess): one per person and merchant,
 * argon2id-hashed, set or changed with a code mailed to the person; money-moving calls check it with
 * `verifyPaymentPassword`, which locks it for PAYMENT_PASSWORD_LOCK_MS after
 * PAYMENT_PASSWORD_MAX_FAILURES wrong entries.
 */

export interface Scope {
  userId: number;
  merchantNo: string;
}

const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

function lockedError(until: Date, now: Date) {
  return new AppError(Codes.PAYMENT_PASSWORD_LOCKED, {
    params: { minutes: minutesLeft(until, now) },
    data: { remaining: 0, lockedUntil: until.toISOString() } satisfies PaymentPasswordFailure,
  });
}

async function userOf(db: Executor, userId: number) {
  const user = await store.userById(db, userId);
  if (!user) throw new AppError(Codes.NOT_LOGGED_IN);
  return user;
}

export async function paymentPasswordInfo(db: Executor, s: Scope, now: Date) {
  const row = await secStore.paymentPasswordOf(db, s.userId, s.merchantNo);
  const user = await userOf(db, s.userId);
  const locked = row?.lockedUntil && row.lockedUntil.getTime() > now.getTime() ? row.lockedUntil : null;
  return { isSet: !!row, updatedAt: row?.updatedAt.toISOString() ?? null, lockedUntil: locked?.toISOString() ?? null, maskedEmail: maskEmail(user.email) };
}

/** POST /security/payment/sendCode: the code to the person's own mailbox. */
export async function sendPaymentCode(db: Db, mail: Mailer, o: Scope & { lang: Language; client: Client; now: Date }) {
  const user = await userOf(db, o.userId);
  return verification.sendEmailCode(db, mail, {
    email: user.email,
    purpose: 'payment-password',
    lang: o.lang,
    client: o.client,
    userId: user.id,
    params: { name: user.name, merchantNo: o.merchantNo },
    now: o.now,
  });
}

/**
 * Refuse a payment password that is easy to guess (contracts/payment-password.ts): a sequence, or
 * what is known of the person: the bound phone, and the birth dates and phone of their merchant's
 * application. Checked before the code is used, so that the person tries again with the same code.
 */
async function refuseWeak(db: Executor, user: store.UserRow, merchantNo: string, pin: string): Promise<void> {
  const known = await onboarding.guessableDataOf(db, merchantNo);
  const reason = weakPaymentPasswordReason(pin, { birthDates: known.birthDates, phones: [...known.phones, ...(user.phone ? [user.phone] : [])] });
  if (reason) throw fieldError('password', WEAK_PAYMENT_PASSWORD_MESSAGES[reason]);
}

/** POST /security/payment/save: set or change (a change also lifts a lock: the code proved the person). */
export async function savePaymentPassword(db: Db, o: Scope & { code: string; password: string; client: Client; now: Date }): Promise<void> {
  const user = await userOf(db, o.userId);
  await refuseWeak(db, user, o.merchantNo, o.password);
  await verification.consumeCode(db, { target: user.email, purpose: 'payment-password', code: o.code, now: o.now });
  const passwordHash = await hashPassword(o.password);
  await db.transaction(async (tx) => {
    const before = await secStore.paymentPasswordOf(tx, o.userId, o.merchantNo);
    await secStore.savePaymentPassword(tx, { userId: o.userId, merchantNo: o.merchantNo, passwordHash, now: o.now });
    await audit(tx, {
      userId: o.userId,
      merchantNo: o.merchantNo,
      action: before ? 'paymentPassword.change' : 'paymentPassword.set',
      target: String(o.userId),
      ...o.client,
    });
  });
}

/**
 * Check a payment password before a money-moving action (transfers, payouts). Throws
 * PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_WRONG (data: remaining chances) or
 * PAYMENT_PASSWORD_LOCKED; a correct entry clears the count.
 */
export async function verifyPaymentPassword(db: Db, o: Scope & { pin: string; client?: Client; now: Date }): Promise<void> {
  const row = await secStore.paymentPasswordOf(db, o.userId, o.merchantNo);
  if (!row) throw new AppError(Codes.PAYMENT_PASSWORD_NOT_SET);
  if (row.lockedUntil && row.lockedUntil.getTime() > o.now.getTime()) throw lockedError(row.lockedUntil, o.now);
  if (/^\d{6}$/.test(o.pin) && (await verifyPassword(row.passwordHash, o.pin))) {
    if (row.failures > 0 || row.lockedUntil) await secStore.clearPaymentFailures(db, o.userId, o.merchantNo);
    return;
  }
  const after = await db.transaction(async (tx) => {
    const r = await secStore.addPaymentFailure(tx, {
      userId: o.userId,
      merchantNo: o.merchantNo,
      max: PAYMENT_PASSWORD_MAX_FAILURES,
      lockUntil: new Date(o.now.getTime() + PAYMENT_PASSWORD_LOCK_MS),
      now: o.now,
    });
    const locked = !!r.lockedUntil && r.lockedUntil.getTime() > o.now.getTime();
    await audit(tx, {
      userId: o.userId,
      merchantNo: o.merchantNo,
      action: locked ? 'paymentPassword.locked' : 'paymentPassword.failure',
      target: String(o.userId),
      summary: { failures: r.failures },
      ...o.client,
    });
    return r;
  });
  if (after.lockedUntil && after.lockedUntil.getTime() > o.now.getTime()) throw lockedError(after.lockedUntil, o.now);
  const remaining = Math.max(0, PAYMENT_PASSWORD_MAX_FAILURES - after.failures);
  throw new AppError(Codes.PAYMENT_PASSWORD_WRONG, {
    messageKey: 'code.paymentPasswordWrongLeft',
    params: { remaining },
    data: { remaining, lockedUntil: null } satisfies PaymentPasswordFailure,
  });
}
