import { FileStatus } from '@crossbill/contracts/constants';
import type { DICT_NAMES, DictEntry } from '@crossbill/contracts/shell';
import { ApprovalStatus, BusinessType, MerchantStatus, MerchantType } from '@crossbill/contracts/merchant';
import { LANGUAGES, type Language } from '@crossbill/contracts/constants';
import { t } from '../../platform/i18n.ts';

export type DictName = (typeof DICT_NAMES)[number];

/**
 * Currencies the portal supports (spec 9: "over 20 currencies"; the ones the spec names come first).
 * Order is the order of every currency picker.
 */
export const CURRENCIES = [
  'CNY',
  'JPY',
  'GBP',
  'USD',
  'EUR',
  'HKD',
  'SGD',
  'VND',
  'MXN',
  'CNH',
  'AUD',
  'CAD',
  'CHF',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'THB',
  'MYR',
  'IDR',
  'PHP',
  'KRW',
  'AED',
  'BRL',
  'INR',
] as const;

/** Payout currencies: the default accounts of payout activation (spec 9) first, then the other payout rails. */
export const PAYOUT_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'HKD',
  'CNH',
  'CNY',
  'JPY',
  'SGD',
  'AUD',
  'CAD',
  'CHF',
  'NZD',
  'THB',
  'MYR',
  'IDR',
  'PHP',
  'VND',
  'MXN',
  'AED',
  'INR',
] as const;

// Intl.DisplayNames is not free to construct: one per language, made on first use.
const currencyNames = new Map<Language, Intl.DisplayNames>();
function currencyName(lang: Language, code: string): string {
  // our own label wins (CNH: Node's CLDR says "Chinese Yuan (offshore)", the product says "Offshore Chinese Yuan")
  const key = `dict.CURRENCY.${code}`;
  const own = t(lang, key);
  if (own !== key) return own;
  let names = currencyNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang === 'zh-cn' ? 'zh-CN' : 'en'], { type: 'currency', fallback: 'code' });
    currencyNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

const labelled = (lang: Language, name: DictName, values: readonly (string | number)[]): DictEntry[] =>
  values.map((v) => ({ value: String(v), description: t(lang, `dict.${name}.${v}`) }));

const builders: Record<DictName, (lang: Language) => DictEntry[]> = {
  CURRENCY: (lang) => CURRENCIES.map((c) => ({ value: c, description: currencyName(lang, c) })),
  PAYOUT_CURRENCY: (lang) => PAYOUT_CURRENCIES.map((c) => ({ value: c, description: currencyName(lang, c) })),
  FILE_STATUS: (lang) => labelled(lang, 'FILE_STATUS', Object.values(FileStatus)),
  MERCHANT_STATUS: (lang) => labelled(lang, 'MERCHANT_STATUS', Object.values(MerchantStatus)),
  MERCHANT_TYPE: (lang) => labelled(lang, 'MERCHANT_TYPE', Object.values(MerchantType)),
  BUSINESS_TYPE: (lang) => labelled(lang, 'BUSINESS_TYPE', Object.values(BusinessType)),
  APPROVAL_STATUS: (lang) => labelled(lang, 'APPROVAL_STATUS', ApprovalStatus),
  LANGUAGE: (lang) => labelled(lang, 'LANGUAGE', LANGUAGES),
};

// Dictionaries are static per language: build each once.
const cache = new Map<string, DictEntry[]>();

export function dictionary(lang: Language, name: DictName): DictEntry[] {
  const key = `${lang}:${name}`;
  let entries = cache.get(key);
  if (!entries) {
    entries = builders[name](lang);
    cache.set(key, entries);
  }
  return entries;
}
