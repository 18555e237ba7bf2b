import Decimal from 'decimal.js';
import { z } from 'zod';
import { sixDigitsSchema } from './validation.ts';

/**
 * Two-factor sign-in (TOTP, RFC 6238) and step-up: the rules both sides share. A person enrols an
 * authenticator app once (it is theirs, whichever merchant they work in); a merchant's administrators
 * may require it of every operator. Sensitive actions ask for a fresh factor (STEP_UP_WINDOW_MS).
 */

/** TOTP parameters every authenticator app understands (SHA-1, 6 digits, 30 s). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** codes of the step before and after also count (a phone's clock a little off) */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Crossbill';
/** single-use recovery codes issued at enrolment and at each regeneration (shown once, stored hashed) */
export const RECOVERY_CODE_COUNT = 10;
/** this few unused recovery codes left or fewer: the security page suggests generating new ones */
export const RECOVERY_CODES_LOW = 3;
/** wrong codes (login, step-up, disable) before the person's second factor locks, and the lock's length */
export const TWO_FACTOR_MAX_FAILURES = 5;
export const TWO_FACTOR_LOCK_MS = 15 * 60_000;
/** a second factor proved this recently covers a sensitive action (a login with it counts too) */
export const STEP_UP_WINDOW_MS = 5 * 60_000;
/**
 * A refund above this amount, in the refund's own currency, asks for a fresh second factor; smaller
 * refunds are everyday customer service and go straight through.
 */
export const REFUND_STEP_UP_ABOVE = '1000';

export const refundNeedsStepUp = (amount: string): boolean => {
  try {
    return new Decimal(amount).gt(REFUND_STEP_UP_ABOVE);
  } catch {
    return false; // not a number: the amount's own schema refuses it
  }
};

/** A recovery code: ten letters and digits in two groups (xxxxx-xxxxx); typed with or without the dash, any case. */
export const RECOVERY_CODE = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;
/** A code typed at a two-factor prompt: the app's six digits or a recovery code. */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .refine((v) => /^\d{6}$/.test(v) || RECOVERY_CODE.test(v), 'validation.twoFactorCode');

/** What proves a fresh factor for this person: the app, else the payment password, else the login password. */
export const stepUpMethod = z.enum(['totp', 'paymentPassword', 'password']);
export type StepUpMethod = z.infer<typeof stepUpMethod>;

/** GET /api/security/twoFactor/info */
export const twoFactorInfo = z.object({
  enabled: z.boolean(),
  enrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** the current merchant requires two-factor sign-in of its operators */
  required: z.boolean(),
  stepUpMethod,
});
export type TwoFactorInfo = z.infer<typeof twoFactorInfo>;

/** POST /api/security/twoFactor/enrol/start: a new secret, shown as a QR code and as text. */
export const twoFactorEnrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qrDataUrl: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

/** POST /api/security/twoFactor/enrol/confirm: the app's first code proves the secret was saved. */
export const twoFactorConfirmBody = z.object({ code: sixDigitsSchema });
/** The recovery codes, shown this once. */
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

/**
 * POST /api/security/twoFactor/recoveryCodes: the app's code, never a recovery code (one code seen
 * or stolen must not mint ten new ones). The answer replaces every earlier code.
 */
export const recoveryCodesRegenerateBody = z.object({ code: sixDigitsSchema });

/** POST /api/security/twoFactor/disable: an app code or a recovery code. */
export const twoFactorCodeBody = z.object({ code: twoFactorCodeSchema });

/** POST /api/security/twoFactor/policy: administrators require it of every operator of the merchant. */
export const twoFactorPolicyBody = z.object({ required: z.boolean() });

/** data of TWO_FACTOR_REQUIRED (doLogin, verifyDevice): the login's code step. */
export const twoFactorChallenge = z.object({ challenge: z.string(), expiresInSeconds: z.number().int() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;
/** POST /api/merLogin/verifyTwoFactor */
export const verifyTwoFactorBody = z.object({ challenge: z.string().min(1).max(100), code: twoFactorCodeSchema });

/** data of STEP_UP_REQUIRED: which factor the dialog asks for. */
export const stepUpRequired = z.object({ method: stepUpMethod });
export type StepUpRequired = z.infer<typeof stepUpRequired>;
/** POST /api/security/stepUp: the factor of `method` (an app or recovery code, or the password). */
export const stepUpBody = z.object({ code: z.string().min(1, 'validation.required').max(64) });
/** Until when sensitive actions go through without asking again. */
export const stepUpAnswer = z.object({ until: z.string() });

/** data of TWO_FACTOR_CODE_WRONG / TWO_FACTOR_LOCKED */
export const twoFactorFailure = z.object({ remaining: z.number().int(), lockedUntil: z.string().nullable() });
export type TwoFactorFailure = z.infer<typeof twoFactorFailure>;
