import { countrySpecs, electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import type { Currency } from './money.ts';

/**
 * Payout account rules per bank country and payment method (spec 3 Payee, spec 5), as data shared by
 * the payee form and the server. A country lists its local currencies, the local account formats
 * (each a set of fields; GB takes sort code + account number or an IBAN), and whether e-wallets and
 * cash pickup exist there. The SWIFT method takes a SWIFT/BIC and an IBAN (IBAN countries) or an
 * account number, in any portal currency.
 */

export const PAYOUT_METHODS = ['local', 'swift', 'wallet', 'cashPickup'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** Account fields a format may ask for; each has one validator below. */
export const ACCOUNT_FIELDS = [
  'iban',
  'accountNumber',
  'sortCode',
  'routingNumber',
  'bankCode',
  'branchCode',
  'cnaps',
  'clabe',
  'ifsc',
  'bsb',
  'walletType',
  'walletId',
  'pickupPartner',
] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export interface AccountFormat {
  /** stable id, stored with the payee; label `payee:format.<id>` */
  id: string;
  fields: AccountField[];
  /** per-field pattern of this country (account number lengths differ by country) */
  patterns?: Partial<Record<AccountField, RegExp>>;
}

export interface CountryRule {
  /** ISO 3166 alpha-2 */
  country: string;
  /** currencies of local payouts */
  currencies: Currency[];
  local: AccountFormat[];
  /** IBAN country: SWIFT payouts there take an IBAN, not a bare account number */
  iban?: boolean;
  /** Japan: the holder name must be in Latin letters (spec 5) */
  latinName?: boolean;
  /** Indonesia: a corporate holder name must match the bank's registration (spec 5) */
  registryCheck?: boolean;
  wallets?: string[];
  pickupPartners?: string[];
}

const digits = (min: number, max = min) => new RegExp(`^\\d{${min},${max}}$`);
const IBAN_ONLY: AccountFormat[] = [{ id: 'iban', fields: ['iban'] }];

/**
 * Every country whose IBAN format ibantools knows (length, BBAN pattern, checksum): a payee there is
 * paid to an IBAN, checked by ibantools, with a SWIFT/BIC of a bank of that country. Read from the
 * library rather than listed here, so that no IBAN country is refused for being left off a list.
 */
export const IBAN_COUNTRIES: string[] = Object.keys(countrySpecs)
  .filter((c) => !!countrySpecs[c]!.chars && !!countrySpecs[c]!.bban_regexp)
  .sort();

/**
 * National currencies of IBAN countries that the portal offers, paid locally to the IBAN; EUR is
 * paid locally (SEPA credit transfer) to every SEPA country. Any other currency goes by SWIFT.
 */
const IBAN_NATIONAL_CURRENCIES: Record<string, Currency[]> = { CH: ['CHF'], LI: ['CHF'], SE: ['SEK'], NO: ['NOK'], DK: ['DKK'], AE: ['AED'], BR: ['BRL'] };

/** The rule of an IBAN country without formats of its own: IBAN for local payouts (where a local currency exists) and SWIFT. */
function ibanCountry(country: string): CountryRule {
  const currencies: Currency[] = [...(isSEPACountry(country) ? (['EUR'] as const) : []), ...(IBAN_NATIONAL_CURRENCIES[country] ?? [])];
  return { country, currencies, local: currencies.length > 0 ? IBAN_ONLY : [], iban: true };
}

/** Countries with local account formats of their own (the IBAN countries among them say `iban`). */
const LOCAL_FORMAT_COUNTRIES: CountryRule[] = [
  {
    country: 'GB',
    currencies: ['GBP'],
    iban: true,
    local: [
      { id: 'sortCode', fields: ['sortCode', 'accountNumber'], patterns: { accountNumber: digits(8) } },
      { id: 'iban', fields: ['iban'] },
    ],
  },
  { country: 'US', currencies: ['USD'], local: [{ id: 'aba', fields: ['routingNumber', 'accountNumber'], patterns: { accountNumber: digits(4, 17) } }] },
  {
    country: 'HK',
    currencies: ['HKD', 'USD', 'CNH'],
    local: [
      {
        id: 'hkBank',
        fields: ['bankCode', 'branchCode', 'accountNumber'],
        patterns: { bankCode: digits(3), branchCode: digits(3), accountNumber: digits(6, 12) },
      },
    ],
  },
  {
    country: 'CN',
    currencies: ['CNY'],
    local: [{ id: 'cnaps', fields: ['cnaps', 'accountNumber'], patterns: { accountNumber: digits(10, 30) } }],
    wallets: ['alipay', 'wechatpay'],
  },
  {
    country: 'JP',
    currencies: ['JPY'],
    latinName: true,
    local: [
      { id: 'zengin', fields: ['bankCode', 'branchCode', 'accountNumber'], patterns: { bankCode: digits(4), branchCode: digits(3), accountNumber: digits(7) } },
    ],
  },
  {
    country: 'SG',
    currencies: ['SGD'],
    local: [
      {
        id: 'sgBank',
        fields: ['bankCode', 'branchCode', 'accountNumber'],
        patterns: { bankCode: digits(4), branchCode: digits(3), accountNumber: digits(6, 17) },
      },
    ],
  },
  {
    country: 'ID',
    currencies: ['IDR'],
    registryCheck: true,
    local: [{ id: 'idBank', fields: ['bankCode', 'accountNumber'], patterns: { bankCode: digits(3), accountNumber: digits(6, 20) } }],
    wallets: ['gopay', 'ovo', 'dana'],
  },
  {
    country: 'VN',
    currencies: ['VND'],
    local: [{ id: 'vnBank', fields: ['accountNumber'], patterns: { accountNumber: digits(6, 20) } }],
    wallets: ['momo', 'zalopay'],
    pickupPartners: ['vietnampost'],
  },
  { country: 'MX', currencies: ['MXN'], local: [{ id: 'clabe', fields: ['clabe'] }], pickupPartners: ['oxxo', 'elektra'] },
  {
    country: 'PH',
    currencies: ['PHP'],
    local: [{ id: 'phBank', fields: ['accountNumber'], patterns: { accountNumber: digits(6, 20) } }],
    wallets: ['gcash', 'maya'],
    pickupPartners: ['cebuana', 'mlhuillier'],
  },
  {
    country: 'TH',
    currencies: ['THB'],
    local: [{ id: 'thBank', fields: ['bankCode', 'accountNumber'], patterns: { bankCode: digits(3), accountNumber: digits(10, 12) } }],
    wallets: ['truemoney'],
  },
  { country: 'IN', currencies: ['INR'], local: [{ id: 'ifsc', fields: ['ifsc', 'accountNumber'], patterns: { accountNumber: digits(9, 18) } }] },
  { country: 'AU', currencies: ['AUD'], local: [{ id: 'bsb', fields: ['bsb', 'accountNumber'], patterns: { accountNumber: digits(5, 9) } }] },
];

export const COUNTRY_RULES: CountryRule[] = [
  ...LOCAL_FORMAT_COUNTRIES,
  ...IBAN_COUNTRIES.filter((c) => !LOCAL_FORMAT_COUNTRIES.some((r) => r.country === c)).map(ibanCountry),
];

export const PAYEE_COUNTRIES = COUNTRY_RULES.map((r) => r.country);
export const countryRule = (country: string): CountryRule | undefined => COUNTRY_RULES.find((r) => r.country === country);

/** The SWIFT method's formats: IBAN countries take an IBAN, the others an account number. */
export function swiftFormats(rule: CountryRule): AccountFormat[] {
  return rule.iban
    ? [{ id: 'swiftIban', fields: ['iban'] }]
    : [{ id: 'swiftAccount', fields: ['accountNumber'], patterns: { accountNumber: /^[A-Z0-9]{4,34}$/ } }];
}

/** The formats a country offers for a method (empty: the method is not offered there). */
export function formatsFor(country: string, method: PayoutMethod): AccountFormat[] {
  const rule = countryRule(country);
  if (!rule) return [];
  switch (method) {
    case 'local':
      return rule.local;
    case 'swift':
      return swiftFormats(rule);
    case 'wallet':
      return rule.wallets ? [{ id: 'wallet', fields: ['walletType', 'walletId'], patterns: { walletId: /^[A-Za-z0-9@.+_-]{4,64}$/ } }] : [];
    case 'cashPickup':
      return rule.pickupPartners ? [{ id: 'cashPickup', fields: ['pickupPartner'] }] : [];
  }
}

export const methodsFor = (country: string): PayoutMethod[] => PAYOUT_METHODS.filter((m) => formatsFor(country, m).length > 0);

// ---- checksums and formats

/** ABA routing number: 9 digits, 3-7-1 weighted sum divisible by 10. */
export function isValidAba(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Mexican CLABE: 18 digits, weights 3-7-1 over the first 17, control digit (10 - sum mod 10) mod 10. */
export function isValidClabe(value: string): boolean {
  if (!/^\d{18}$/.test(value)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(value[i]) * weights[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10 === Number(value[17]);
}

/** IBAN (per-country length and mod-97, via ibantools) of the given country when one is given. */
export function isValidIban(value: string, country?: string): boolean {
  const iban = electronicFormatIBAN(value) ?? '';
  return isValidIBAN(iban) && (!country || iban.startsWith(country));
}

/** SWIFT/BIC: 8 or 11 characters (bank, country, location, optional branch), of a country ibantools knows. */
export const isValidSwift = (value: string): boolean => /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(value) && isValidBIC(value);
/** The country of a SWIFT/BIC (its 5th and 6th characters): it must be the payee's bank country. */
export const swiftCountry = (bic: string): string => bic.slice(4, 6).toUpperCase();

/** Which field of a format holds the account identifier typed twice (spec 5): IBAN, CLABE or account number; none for wallets and pickup. */
export function confirmFieldOf(country: string, method: PayoutMethod, accountFormat: string): Extract<AccountField, 'iban' | 'clabe' | 'accountNumber'> | null {
  const format = formatsFor(country, method).find((f) => f.id === accountFormat);
  return format ? ((['iban', 'clabe', 'accountNumber'] as const).find((f) => format.fields.includes(f)) ?? null) : null;
}

/** Spaces and dashes people type in account identifiers; stored without them. */
export const compactAccount = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

const FIELD_PATTERNS: Record<AccountField, RegExp> = {
  iban: /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/,
  accountNumber: digits(4, 34),
  sortCode: digits(6),
  routingNumber: digits(9),
  bankCode: digits(3, 4),
  branchCode: digits(3),
  cnaps: digits(12),
  clabe: digits(18),
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  bsb: digits(6),
  walletType: /^[a-z]{2,20}$/,
  walletId: /^.{4,64}$/,
  pickupPartner: /^[a-z]{2,20}$/,
};

/**
 * The message key of what is wrong with one account field, or null when it is valid. Values are
 * compacted first (`compactAccount`), except wallet ids and choices.
 */
export function accountFieldError(field: AccountField, raw: string, o: { country: string; format: AccountFormat }): string | null {
  const value = field === 'walletId' || field === 'walletType' || field === 'pickupPartner' ? raw.trim() : compactAccount(raw);
  if (!value) return 'validation.required';
  const rule = countryRule(o.country);
  if (field === 'walletType' && !rule?.wallets?.includes(value)) return 'payee.invalid.walletType';
  if (field === 'pickupPartner' && !rule?.pickupPartners?.includes(value)) return 'payee.invalid.pickupPartner';
  const pattern = o.format.patterns?.[field] ?? FIELD_PATTERNS[field];
  if (!pattern.test(value)) return `payee.invalid.${field}`;
  if (field === 'iban' && !isValidIban(value, rule?.iban ? o.country : undefined)) return 'payee.invalid.iban';
  if (field === 'routingNumber' && !isValidAba(value)) return 'payee.invalid.routingNumber';
  if (field === 'clabe' && !isValidClabe(value)) return 'payee.invalid.clabe';
  return null;
}

/** Latin (romaji) name: letters, digits, spaces and the punctuation of company names (spec 5, Japan). */
export const LATIN_NAME = /^[A-Za-z0-9 .,'&()/-]+$/;
