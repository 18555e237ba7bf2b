import { sixDigitsSchema } from './validation.ts';

/**
 * Which 6-digit payment passwords are too easy to guess (issue 21). One rule for the server (on
 * every set or change) and the web form. A payment password is refused when:
 *
 * 1. its digits step by one constant amount, modulo 10: d[i+1] = d[i] + s (mod 10) for one s in
 *    0-9. s = 0 is one digit repeated (111111); s = 1 and s = 9 the runs up and down, wrapping
 *    past 9 (123456, 890123, 654321); any other s the same pattern with a wider stride (246802,
 *    135791, 975319). 100 of the million passwords.
 * 2. it counts: it reads as three or more whole numbers (no leading zeros) going up or down by one
 *    constant step s (1 to 50) along the multiples of s, e.g. 2-4-6-8-10 (246810), 8-9-10-11
 *    (891011), 10-20-30 (102030), 12-11-10 (121110), 25-50-75 (255075); not 23-18-13.
 * 3. (where the server knows them) it is a birth date of the people in the merchant's application
 *    (directors, owners: the person setting it is usually one of them, and such dates are often
 *    public), written YYMMDD, DDMMYY or MMDDYY;
 * 4. (where the server knows it) it is six consecutive digits of a phone number of theirs (the bound
 *    phone, the company phone of the application).
 */

export type WeakPaymentPasswordReason = 'sequence' | 'birthDate' | 'phone';

export interface PaymentPasswordContext {
  /** ISO dates (YYYY-MM-DD) */
  birthDates?: readonly string[];
  /** phone numbers in any format: their digits count */
  phones?: readonly string[];
}

/** Message key of each reason (packages/contracts locales, `messages` namespace). */
export const WEAK_PAYMENT_PASSWORD_MESSAGES: Record<WeakPaymentPasswordReason, string> = {
  sequence: 'validation.paymentPassword.sequence',
  birthDate: 'validation.paymentPassword.birthDate',
  phone: 'validation.paymentPassword.phone',
};

/** Rule 1: one constant step modulo 10 from each digit to the next. */
function constantStep(pin: string): boolean {
  const d = [...pin].map(Number);
  const step = (d[1]! - d[0]! + 10) % 10;
  return d.every((v, i) => i === 0 || (v - d[i - 1]! + 10) % 10 === step);
}

/** nobody counts by more than this (0-56-112 is no pattern) */
const MAX_COUNTING_STEP = 50;

/** Rule 2: the digits are the decimal numbers a, a+s, a+2s, … (at least three, s ≠ 0) written one after another. */
function counting(pin: string): boolean {
  for (let l1 = 1; l1 < pin.length; l1++) {
    for (let l2 = 1; l1 + l2 < pin.length; l2++) {
      const a = pin.slice(0, l1);
      const b = pin.slice(l1, l1 + l2);
      if ((a.length > 1 && a.startsWith('0')) || (b.length > 1 && b.startsWith('0'))) continue;
      const step = Number(b) - Number(a);
      // counting by s runs along multiples of s (2-4-6, 10-20-30, 25-50-75), not from anywhere
      if (step === 0 || Math.abs(step) > MAX_COUNTING_STEP || Number(a) % step !== 0) continue;
      let written = a + b;
      let next = Number(b) + step;
      while (written.length < pin.length && next >= 0) {
        written += String(next);
        next += step;
      }
      if (written === pin) return true;
    }
  }
  return false;
}

/** Rule 3: YYMMDD, DDMMYY and MMDDYY of an ISO date. */
export function birthDateForms(isoDate: string): string[] {
  const m = /^\d{2}(\d{2})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return [];
  const [, yy, mm, dd] = m;
  return [`${yy}${mm}${dd}`, `${dd}${mm}${yy}`, `${mm}${dd}${yy}`];
}

/** Rule 4: six consecutive digits of a phone number. */
function inPhone(pin: string, phone: string): boolean {
  return phone.replace(/\D/g, '').includes(pin);
}

/**
 * Why a 6-digit payment password is too easy to guess, or null when it is fine. Anything that is not
 * six digits is left to `sixDigitsSchema`.
 */
export function weakPaymentPasswordReason(pin: string, ctx: PaymentPasswordContext = {}): WeakPaymentPasswordReason | null {
  if (!/^\d{6}$/.test(pin)) return null;
  if (constantStep(pin) || counting(pin)) return 'sequence';
  if ((ctx.birthDates ?? []).some((d) => birthDateForms(d).includes(pin))) return 'birthDate';
  if ((ctx.phones ?? []).some((p) => inPhone(pin, p))) return 'phone';
  return null;
}

/** Six digits that are not a sequence (rules 1 and 2): what a form can check without personal data. */
export const paymentPinSchema = sixDigitsSchema.refine((v) => weakPaymentPasswordReason(v) === null, WEAK_PAYMENT_PASSWORD_MESSAGES.sequence);
