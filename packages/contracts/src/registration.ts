import { z } from 'zod';
import { emailSchema, passwordSchema, sixDigitsSchema, text50 } from './validation.ts';

/**
 * Registration, e-mail codes, forgotten passwords and new-device logins (spec 2 public routes,
 * spec 5 rules, spec 7 /merLogin calls).
 */

/** What a verification code is for: a code serves only the purpose it was sent for. */
export const CODE_PURPOSES = ['register', 'login-device', 'forgot-password', 'payment-password', 'bind-phone'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
/** the purposes anyone may ask an e-mail code for (the others need a session or a login step) */
export const PUBLIC_EMAIL_PURPOSES = ['register'] as const;

/** POST /api/merLogin/getEmailCaptcha (registration). */
export const emailCaptchaBody = z.object({ email: emailSchema, purpose: z.enum(PUBLIC_EMAIL_PURPOSES).default('register') });

/** The answer to a code request: when the next one may be asked for, and how long this one lives. */
export const codeSent = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });
export type CodeSent = z.infer<typeof codeSent>;

/** data of VERIFY_CODE_TOO_OFTEN: seconds until the next request is accepted */
export const tooOftenData = z.object({ retryAfterSeconds: z.number().int() });

/** Business types offered at registration: '0' payout, '1' acquiring, '2' aggregate (spec 3, 6). */
export const REGISTER_BUSINESS_TYPES = ['1', '0', '2'] as const;

const agreeSchema = z.literal(true, { message: 'validation.agreeTerms' });

const passwordPair = { password: passwordSchema, confirmPassword: z.string().min(1, 'validation.required') };
/** the confirmation matches (spec 5) */
const confirmMatches = (v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (v.confirmPassword !== v.password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.password.confirm' });
};
/** password and confirmation alone (forms check the pair even while other fields are still empty) */
export const passwordPairSchema = z.object(passwordPair).superRefine(confirmMatches);

const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, ...passwordPair }).superRefine((v, ctx) => confirmMatches(v as never, ctx));

/** POST /api/merLogin/registerMerchant */
export const registerBody = withConfirmation({
  businessType: z.enum(REGISTER_BUSINESS_TYPES, { message: 'validation.required' }),
  email: emailSchema,
  code: sixDigitsSchema,
  agree: agreeSchema,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/merLogin/quickRegistration: acquiring merchants, with the company's trading name. */
export const quickRegisterBody = withConfirmation({
  merchantName: text50.min(1, 'validation.required'),
  email: emailSchema,
  code: sixDigitsSchema,
  agree: agreeSchema,
});
export type QuickRegisterBody = z.infer<typeof quickRegisterBody>;

export const registered = z.object({ email: z.string(), merchantNo: z.string() });

/** GET /api/loginForgetPwd: mails a code when the e-mail has an account (the answer never tells). */
export const forgetPwdQuery = z.object({ email: emailSchema });

/** GET /api/loginCodeVerify: the mailed code buys a short-lived, single-use reset ticket. */
export const codeVerifyQuery = z.object({ email: emailSchema, code: sixDigitsSchema });
export const resetTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });

/** POST /api/loginUpdatePwd */
export const loginUpdatePwdBody = withConfirmation({ ticket: z.string().min(1, 'validation.required').max(128) });
export type LoginUpdatePwdBody = z.infer<typeof loginUpdatePwdBody>;

/** data of NEW_DEVICE_VERIFICATION (doLogin): the login step to confirm with the mailed code. */
export const deviceChallenge = z.object({ challenge: z.string(), maskedEmail: z.string(), expiresInSeconds: z.number().int() });
export type DeviceChallenge = z.infer<typeof deviceChallenge>;

/** POST /api/merLogin/verifyDevice: the code of a new-device login; `resend` mails a new one. */
export const verifyDeviceBody = z.object({ challenge: z.string().min(1).max(128), code: sixDigitsSchema });
export const resendDeviceCodeBody = z.object({ challenge: z.string().min(1).max(128) });

/** a@example.com → a***@example.com (shown on the new-device page) */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(2, local.length))}***@${domain}`;
}
