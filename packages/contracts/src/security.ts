import { z } from 'zod';
import { sixDigitsSchema } from './validation.ts';
import { paymentPinSchema } from './payment-password.ts';
import { e164Of, isCallingCode } from './phone.ts';

/** Logged-in security settings: payment password and the bound phone (spec 2 security/*, spec 5). */

/** GET /api/security/payment/info */
export const paymentPasswordInfo = z.object({
  isSet: z.boolean(),
  updatedAt: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  /** the mailbox the code goes to, masked */
  maskedEmail: z.string(),
});

/**
 * POST /api/security/payment/save: set or change, confirmed by the e-mailed code (6 digits each, spec
 * 5; the password no sequence, payment-password.ts; the server also refuses the person's own data).
 */
export const paymentPasswordBody = z
  .object({ code: sixDigitsSchema, password: paymentPinSchema, confirmPassword: z.string().min(1, 'validation.required') })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== v.password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.password.confirm' });
  });
export type PaymentPasswordBody = z.infer<typeof paymentPasswordBody>;

/** data of PAYMENT_PASSWORD_WRONG / _LOCKED: what the payment screen shows. */
export const paymentPasswordFailure = z.object({ remaining: z.number().int(), lockedUntil: z.string().nullable() });
export type PaymentPasswordFailure = z.infer<typeof paymentPasswordFailure>;

/**
 * A phone as a calling code and a national number (digits only), valid there by libphonenumber's
 * rules (phone.ts): any calling code the library knows.
 */
const DIGITS = /^\d{2,17}$/;
const phoneFields = {
  countryCode: z.string({ message: 'validation.required' }).refine(isCallingCode, 'validation.required'),
  number: z.string().trim().regex(DIGITS, 'validation.phone'),
};
const validNumber = (v: { countryCode?: unknown; number?: unknown }, ctx: z.RefinementCtx) => {
  // the fields' own rules report a missing or malformed part
  if (typeof v.countryCode !== 'string' || typeof v.number !== 'string' || !isCallingCode(v.countryCode) || !DIGITS.test(v.number.trim())) return;
  if (e164Of(v.countryCode, v.number) === null) ctx.addIssue({ code: 'custom', path: ['number'], message: 'validation.phone' });
};
export const phoneSchema = z.object(phoneFields).superRefine(validNumber);
export type PhoneInput = z.infer<typeof phoneSchema>;
/** The E.164 form of a phone that passed phoneSchema. */
export const toE164 = (p: PhoneInput) => e164Of(p.countryCode, p.number) ?? `+${p.countryCode}${p.number}`;

/** POST /api/merLogin/getPhoneCaptcha */
export const phoneCaptchaBody = phoneSchema;

/** POST /api/security/sms/bind */
export const bindPhoneBody = z.object({ ...phoneFields, code: sixDigitsSchema }).superRefine(validNumber);

/** GET /api/security/sms/info */
export const phoneInfo = z.object({ phone: z.string().nullable(), verifiedAt: z.string().nullable() });

/** +8613812345678 → +86 138****5678 style: the last four digits only */
export const maskPhone = (e164: string) => `${e164.slice(0, Math.max(0, e164.length - 8))}****${e164.slice(-4)}`;
