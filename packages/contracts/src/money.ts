import Decimal from 'decimal.js';
import { z } from 'zod';
import { CURRENCY_EXPONENTS, MAX_AMOUNT_DECIMALS, type Currency } from './currency.ts';

/**
 * Money on the wire and in the database (DESIGN.md section 4): amounts are integers of minor units
 * (`bigint`) with an ISO 4217 currency; on the wire they are decimal strings ("12.50"). Never a float.
 * The currency table is in currency.ts.
 */
export { CURRENCIES, CURRENCY_EXPONENTS, isCurrency, MAX_AMOUNT_DECIMALS, MAX_RATE_DECIMALS, type Currency } from './currency.ts';

export function exponent(currency: Currency): number {
  const e = CURRENCY_EXPONENTS[currency];
  if (e === undefined) throw new MoneyError('money.unknownCurrency', { currency });
  return e;
}

/** Decimals an amount field of this currency takes: the currency's exponent, at most two (spec 5). */
export function amountDecimals(currency: Currency): number {
  return Math.min(exponent(currency), MAX_AMOUNT_DECIMALS);
}

/** A money rule broken; `messageKey` is a key of the `messages` locale namespace. */
export class MoneyError extends Error {
  readonly messageKey: string;
  readonly params: Record<string, unknown>;
  constructor(messageKey: string, params: Record<string, unknown> = {}) {
    super(messageKey);
    this.name = 'MoneyError';
    this.messageKey = messageKey;
    this.params = params;
  }
}

// decimal.js's default precision (20 significant digits) would round a large amount times an
// 8-place rate before our one rounding: a private copy with room for any bigint × rate.
const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * "12.50" USD → 1250n. Refuses anything but a plain decimal (no exponent, no spaces, no "+"),
 * more decimals than the currency has (trailing zeros too: "1.500" is not a USD amount), and a
 * negative amount unless `allowNegative`.
 */
export function toMinor(value: string, currency: Currency, opts: { allowNegative?: boolean } = {}): bigint {
  const e = exponent(currency);
  const m = DECIMAL.exec(value);
  if (!m) throw new MoneyError('money.notNumeric');
  const [, sign, int, frac = ''] = m;
  if (frac.length > e) throw new MoneyError(e === 0 ? 'money.integerOnly' : 'money.tooManyDecimals', { max: e });
  const minor = BigInt(int! + frac.padEnd(e, '0'));
  if (sign === '-' && minor !== 0n && !opts.allowNegative) throw new MoneyError('money.negative');
  return sign === '-' ? -minor : minor;
}

/** 1250n USD → "12.50"; 1000n JPY → "1000"; always the currency's full number of decimals. */
export function fromMinor(minor: bigint, currency: Currency): string {
  const e = exponent(currency);
  const neg = minor < 0n;
  const digits = (neg ? -minor : minor).toString();
  if (e === 0) return (neg ? '-' : '') + digits;
  const padded = digits.padStart(e + 1, '0');
  return `${neg ? '-' : ''}${padded.slice(0, -e)}.${padded.slice(-e)}`;
}

/** Spec 5 bound of every amount field: at most 15 digits before the decimal point (bigint minor units hold them with room). */
export const MAX_AMOUNT_INTEGER_DIGITS = 15;

/**
 * The problem of an amount string with at most `decimals` places, as a message key and its params,
 * or null: a plain decimal (no spaces, sign, exponent), not negative, at most 15 integer digits.
 */
export function amountProblem(v: string, decimals: number): { message: string; params?: Record<string, number> } | null {
  const m = DECIMAL.exec(v);
  if (!m) return { message: 'money.notNumeric' };
  if (m[1] === '-' && /[1-9]/.test(v)) return { message: 'money.negative' };
  if (m[2]!.length > MAX_AMOUNT_INTEGER_DIGITS) return { message: 'money.tooLarge', params: { max: MAX_AMOUNT_INTEGER_DIGITS } };
  const frac = m[3] ?? '';
  if (frac.length > decimals) return { message: decimals === 0 ? 'money.integerOnly' : 'money.tooManyDecimals', params: { max: decimals } };
  return null;
}

/**
 * The zod schema of an amount string in `currency` (spec 5): a number, at least 0, at most 15
 * integer digits and two decimals, whole numbers for JPY and the other zero-decimal currencies.
 * Spaces are refused, not trimmed: an amount is a value a program sends, and " 12" is not one.
 * Without a currency (filters), the most decimals any currency takes. Messages are keys.
 */
export function amountSchema(currency?: Currency) {
  const decimals = currency ? amountDecimals(currency) : MAX_AMOUNT_DECIMALS;
  return z
    .string({ message: 'validation.required' })
    .min(1, { message: 'validation.required', abort: true })
    .superRefine((v, ctx) => {
      const p = amountProblem(v, decimals);
      if (p) ctx.addIssue({ code: 'custom', message: p.message, params: p.params });
    });
}

/**
 * Adds the problem of `value` as an amount of `currency` (if any) to a refinement at `path`, its
 * params kept (`{{max}}`); answers whether the amount is valid. For objects whose amount's rules
 * depend on a currency field.
 */
export function checkAmount(ctx: z.RefinementCtx, path: PropertyKey[], value: unknown, currency: Currency): boolean {
  if (typeof value !== 'string' || value === '') {
    ctx.addIssue({ code: 'custom', path, message: 'validation.required' });
    return false;
  }
  const p = amountProblem(value, amountDecimals(currency));
  if (p) ctx.addIssue({ code: 'custom', path, message: p.message, params: p.params });
  return !p;
}

/** A rate: a positive decimal string with up to 8 places. */
export const rateSchema = z
  .string()
  .regex(/^\d+(?:\.\d{1,8})?$/, 'money.rateInvalid')
  .refine((v) => new D(v).gt(0), 'money.rateInvalid');

/**
 * Convert `minor` units of `from` into `to` at `rate` (units of `to` per unit of `from`), rounding
 * half-up (away from zero on a tie) once, at the end. The arithmetic is exact (decimal.js on
 * integers and the rate string), so that the one rounding is the only one.
 */
export function convert(minor: bigint, from: Currency, to: Currency, rate: string): bigint {
  if (!/^\d+(?:\.\d+)?$/.test(rate) || new D(rate).lte(0)) throw new MoneyError('money.rateInvalid');
  const shift = exponent(to) - exponent(from);
  const exact = new D(minor.toString()).times(rate).times(new D(10).pow(shift));
  return BigInt(exact.toDecimalPlaces(0, D.ROUND_HALF_UP).toFixed(0));
}
