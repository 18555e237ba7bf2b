import { getCountries, getCountryCallingCode, isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Phone numbers, one rule for server and web: libphonenumber-js with its full ('max') metadata. The
 * smaller 'min' set checks lengths only and takes +86 12345678901 for a Chinese mobile; the pages
 * that load this module (phone binding, the company step of the application) are split from the
 * login page, which never downloads it.
 */

/** Every country calling code the library knows ('1', '44', '86', ...), in numeric order. */
export const CALLING_CODES: readonly string[] = [...new Set(getCountries().map((c) => getCountryCallingCode(c) as string))].sort(
  (a, b) => Number(a) - Number(b),
);

export const isCallingCode = (code: string): boolean => CALLING_CODES.includes(code);

/**
 * A phone written internationally (+44 20 7946 0000, valid whatever the country) or nationally
 * (020 7946 0000), which is then read as a number of `country` (ISO 3166 alpha-2) when given.
 */
export function isValidPhone(raw: string, country?: string): boolean {
  const v = raw.trim();
  if (!v) return false;
  return country && isSupportedCountry(country) ? isValidPhoneNumber(v, country) : isValidPhoneNumber(v);
}

/**
 * The E.164 form (+8613812345678) of a national number under a calling code, or null when the
 * number is not valid there. The library drops a trunk prefix only where the country dials one
 * (the 0 of a UK number goes, the 0 of an Italian landline stays).
 */
export function e164Of(callingCode: string, national: string): string | null {
  if (!isCallingCode(callingCode)) return null;
  const p = parsePhoneNumberFromString(national.trim(), { defaultCallingCode: callingCode });
  return p && p.countryCallingCode === callingCode && p.isValid() ? p.number : null;
}
