import { z } from 'zod';

/**
 * Field rules of spec section 5 shared by web forms and the server. Messages are keys of the
 * `messages` locale namespace so both sides show the same translated text.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
const PASSWORD_CHARS = /^[A-Za-z0-9!-/:-@[-`{-~]+$/; // letters, digits, ASCII symbols, no spaces
const HAS_DIGIT = /\d/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_SYMBOL = /[!-/:-@[-`{-~]/;

export const passwordSchema = z
  .string({ message: 'validation.required' })
  .min(1, 'validation.required')
  .min(PASSWORD_MIN, 'validation.password.length')
  .max(PASSWORD_MAX, 'validation.password.length')
  .regex(PASSWORD_CHARS, 'validation.password.chars')
  .refine((v) => HAS_DIGIT.test(v) && HAS_LETTER.test(v) && HAS_SYMBOL.test(v), 'validation.password.mix');

export const emailSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(128, 'validation.maxLength')
  .email('validation.email');

/** 6 digits: payment password and verification codes (spec 5). */
export const sixDigitsSchema = z.string().regex(/^\d{6}$/, 'validation.sixDigits');

export const text256 = z.string().trim().max(256, 'validation.maxLength');
export const text50 = z.string().trim().max(50, 'validation.maxLength');

/** Old, new and confirmation: the new one differs from the old and the confirmation matches. */
export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().min(1, 'validation.required').max(64, 'validation.maxLength'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword === v.oldPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'validation.password.sameAsOld' });
    if (v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.password.confirm' });
  });
