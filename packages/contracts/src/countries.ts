import { getAlpha2Codes, getName, registerLocale } from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };

/**
 * ISO 3166-1 countries and their names in the interface languages, from i18n-iso-countries: the
 * same names on the server and in every browser. The package's core (index.js) is imported, not its
 * Node entry, which would load every language it ships; only en and zh are registered.
 */
registerLocale(en);
registerLocale(zh);

/** Every ISO 3166-1 alpha-2 code, alphabetical. */
export const COUNTRY_CODES: readonly string[] = Object.keys(getAlpha2Codes()).sort();
const KNOWN = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string): boolean => KNOWN.has(code);

const libLanguage = (language: string) => (language.toLowerCase().startsWith('zh') ? 'zh' : 'en');

/** A country's name in the interface language (en or zh-cn); the code itself when it is none. */
export function countryName(code: string, language: string): string {
  return getName(code, libLanguage(language)) ?? code;
}

/** Countries as select options (name and code, so that either can be typed), sorted by name in the language. */
export function countryOptions(language: string, codes: readonly string[] = COUNTRY_CODES): Array<{ value: string; label: string }> {
  const collator = new Intl.Collator(libLanguage(language) === 'zh' ? 'zh-CN' : 'en');
  return codes.map((c) => ({ value: c, label: `${countryName(c, language)} (${c})` })).sort((a, b) => collator.compare(a.label, b.label));
}
