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

// ---- bounded primitives (DESIGN.md section 3: "inputs are bounded by the contracts"). Every request
// schema builds on these, so that a value the database cannot hold (NUL, an id past int4, year 0,
// a 40-digit amount) is a field error on the way in, never a failure on the way down.

/**
 * C0 and C1 control characters, DEL, and a lone surrogate half (not text: PostgreSQL refuses NUL in
 * text and an unpaired `\ud800` in JSON). Multi-line fields also take tab, newline and carriage return.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export function hasControlChars(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL).test(value);
}

/** Spec 5 text lengths: 256 or 50 by field, application names 64, descriptions and reasons 200. */
export const TEXT_MAX = { long: 256, short: 50, appName: 64, description: 200 } as const;

/**
 * Free text: trimmed, at most `max` characters, no control characters (tab and newline only where
 * `multiline`). Optional unless `.min(1, 'validation.required')` is added (see `requiredText`).
 */
export function text(max: number, o: { multiline?: boolean } = {}) {
  return z
    .string({ message: 'validation.required' })
    .trim()
    .max(max, 'validation.maxLength')
    .refine((v) => !hasControlChars(v, o.multiline), 'validation.controlChars');
}

/** `text` that must not be empty once trimmed. */
export function requiredText(max: number, o: { multiline?: boolean } = {}) {
  return text(max, o).min(1, 'validation.required');
}

export const text50 = text(TEXT_MAX.short);

/** An exact code (reference, token, key): a string matching `pattern`, nothing trimmed. */
export function code(pattern: RegExp, message = 'validation.invalid') {
  return z.string({ message: 'validation.required' }).regex(pattern, message);
}

/** Largest value of an `integer` (int4) column, serial ids included. */
export const INT4_MAX = 2_147_483_647;
/** bigserial ids are read as JS numbers (drizzle `mode: 'number'`): exact up to 2^53 - 1. */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

const requiredOrInvalid = { error: (iss: { input: unknown }) => (iss.input === undefined ? 'validation.required' : 'validation.invalid') };

/** A whole number within [min, max] in a JSON body. */
export function int(min: number, max: number) {
  return z.number(requiredOrInvalid).int('validation.invalid').min(min, { message: 'validation.min' }).max(max, { message: 'validation.max' });
}

/**
 * A whole number within [min, max] in a query string or path: digits only (no sign, spaces or
 * exponent), or a number when a typed client passes one.
 */
export function intParam(min: number, max: number) {
  return z
    .union([z.number(), z.string().regex(/^\d{1,16}$/)], requiredOrInvalid)
    .transform(Number)
    .pipe(z.number().int('validation.invalid').min(min, { message: 'validation.min' }).max(max, { message: 'validation.max' }));
}

/** Id of a `serial` (int4) row in a JSON body / in a query string or path. */
export const serialId = int(1, INT4_MAX);
export const serialIdParam = intParam(1, INT4_MAX);
/** Id of a `bigserial` row in a query string or path. */
export const bigIdParam = intParam(1, BIGINT_ID_MAX);

/** Years a date may carry: PostgreSQL has no year 0, and nothing in the portal lies outside these. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2999;
const yearOk = (v: string) => {
  const y = Number(v.slice(0, 4));
  return y >= YEAR_MIN && y <= YEAR_MAX;
};

/** A calendar date that exists (`2026-02-30` does not), YYYY-MM-DD. */
export const isoDate = z.iso.date({ message: 'validation.date', abort: true }).refine(yearOk, 'validation.date');
/** An instant with its offset (`2026-03-01T00:00:00+08:00`, `...Z`) on a day that exists. */
export const isoDateTime = z.iso.datetime({ offset: true, message: 'validation.dateTime', abort: true }).refine(yearOk, 'validation.dateTime');

/**
 * Begin no later than end, for any pair of date or date-time fields (same format on both sides,
 * so the strings compare as instants only when their offsets agree: compare as instants).
 */
export function rangeOrdered<T extends Record<string, unknown>>(begin: keyof T & string, end: keyof T & string) {
  return (v: T, ctx: z.RefinementCtx) => {
    const b = v[begin];
    const e = v[end];
    if (typeof b !== 'string' || typeof e !== 'string') return;
    if (Date.parse(b) > Date.parse(e)) ctx.addIssue({ code: 'custom', path: [begin], message: 'validation.rangeOrder' });
  };
}

/** Paging of every list (DESIGN.md section 3): 1-based page, bounded; sizes up to `maxSize`. */
export const PAGE_MAX = 100_000;
export const PAGE_SIZE_MAX = 100;
export function paging(o: { maxSize?: number; defaultSize?: number } = {}) {
  return {
    page: intParam(1, PAGE_MAX).default(1),
    size: intParam(1, o.maxSize ?? PAGE_SIZE_MAX).default(o.defaultSize ?? 10),
  };
}

/** Old, new and confirmation: the new one differs from the old and the confirmation matches. */
export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().min(1, 'validation.required').max(64, 'validation.maxLength'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword === v.oldPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'validation.password.sameAsOld' });
    if (v.confirmPassword !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.password.confirm' });
  });
