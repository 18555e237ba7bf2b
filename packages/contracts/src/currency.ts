/**
 * The portal's currencies (spec sections 3 and 9) and their ISO 4217 minor units. Its own module,
 * without decimal.js or zod, so that code which only checks a currency code (the web's path helpers,
 * loaded with the login page) does not carry the money arithmetic; money.ts re-exports all of it.
 *
 * The exponent table covers the portal's currencies only. It is written out rather than read from
 * `currency-codes` because the set is closed (a currency the portal does not offer must be refused,
 * not silently accepted) and because ISO's digits are not the portal's rule for every currency; the
 * values below are ISO 4217's minor units, checked one by one.
 */
export const CURRENCY_EXPONENTS = {
  CNY: 2,
  CNH: 2, // offshore renminbi: not an ISO code, traded with CNY's two decimals
  JPY: 0,
  GBP: 2,
  USD: 2,
  EUR: 2,
  HKD: 2,
  SGD: 2,
  VND: 0,
  MXN: 2,
  AUD: 2,
  CAD: 2,
  CHF: 2,
  NZD: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  THB: 2,
  MYR: 2,
  IDR: 2,
  PHP: 2,
  KRW: 0,
  AED: 2,
  BRL: 2,
  INR: 2,
} as const satisfies Record<string, number>;

export type Currency = keyof typeof CURRENCY_EXPONENTS;
export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as Currency[];

/** Spec 5: an amount field takes at most two decimals, whatever the currency allows beyond that. */
export const MAX_AMOUNT_DECIMALS = 2;
/** Rates are decimal strings with up to 8 places (DESIGN.md section 4). */
export const MAX_RATE_DECIMALS = 8;

export function isCurrency(code: string): code is Currency {
  return Object.prototype.hasOwnProperty.call(CURRENCY_EXPONENTS, code);
}
