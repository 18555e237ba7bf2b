import { z } from 'zod';
import { sixDigitsSchema } from './validation.ts';
import { paymentPinSchema } from './payment-password.ts';

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

/** Calling codes offered for phone binding; the national number is digits only. */
export const PHONE_COUNTRY_CODES = [
  '86',
  '852',
  '853',
  '886',
  '1',
  '44',
  '65',
  '81',
  '82',
  '61',
  '49',
  '33',
  '971',
  '60',
  '66',
  '62',
  '84',
  '63',
  '91',
] as const;

/** A phone as E.164 from a calling code and a national number (6-14 digits). */
export const phoneSchema = z.object({
  countryCode: z.enum(PHONE_COUNTRY_CODES, { message: 'validation.required' }),
  number: z
    .string()
    .trim()
    .regex(/^\d{6,14}$/, 'validation.phone'),
});
export type PhoneInput = z.infer<typeof phoneSchema>;
export const toE164 = (p: PhoneInput) => `+${p.countryCode}${p.number.replace(/^0+/, '')}`;

/** POST /api/merLogin/getPhoneCaptcha */
export const phoneCaptchaBody = phoneSchema;

/** POST /api/security/sms/bind */
export const bindPhoneBody = phoneSchema.extend({ code: sixDigitsSchema });

/** GET /api/security/sms/info */
export const phoneInfo = z.object({ phone: z.string().nullable(), verifiedAt: z.string().nullable() });

/** +8613812345678 → +86 138****5678 style: the last four digits only */
export const maskPhone = (e164: string) => `${e164.slice(0, Math.max(0, e164.length - 8))}****${e164.slice(-4)}`;
