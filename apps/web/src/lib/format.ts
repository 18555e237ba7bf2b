import { BUSINESS_ZONE, BUSINESS_ZONE_LABEL, type Language } from '@crossbill/contracts/constants';
import { currentLanguage, localeTag } from './language';
import { CURRENCY_EXPONENTS, isCurrency } from '@crossbill/contracts/currency';

/*
 * Every time on screen goes through this module, in one of two kinds:
 * - machine times (created at, logged at, completed at): instants shown in the operator's own zone
 *   (formatDateTime, formatDate);
 * - business times (settlement runs, transfer runs, deliveries at a cut-off): Beijing time with a
 *   visible "UTC+8" whatever the operator's zone (formatBusinessDateTime), and business dates
 *   (YYYY-MM-DD of the Beijing calendar) as the calendar day they name (formatBusinessDate).
 */

type DateInput = string | number | Date | null | undefined;

const cache = new Map<string, Intl.DateTimeFormat>();
/** `zone`: undefined for the operator's own; a business date is read in UTC, where its midnight lies. */
function formatter(language: Language, kind: 'date' | 'dateTime', zone?: string): Intl.DateTimeFormat {
  const key = `${language}:${kind}:${zone ?? ''}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      localeTag(language),
      kind === 'date' ? { dateStyle: 'medium', timeZone: zone } : { dateStyle: 'medium', timeStyle: 'medium', hour12: false, timeZone: zone },
    );
    cache.set(key, f);
  }
  return f;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Date and time in the user's language and time zone; '-' when empty. */
export function formatDateTime(value: DateInput, language: Language = currentLanguage()): string {
  const d = toDate(value);
  return d ? formatter(language, 'dateTime').format(d) : '-';
}

/** Date only, in the user's language. */
export function formatDate(value: DateInput, language: Language = currentLanguage()): string {
  const d = toDate(value);
  return d ? formatter(language, 'date').format(d) : '-';
}

/** A business time: Beijing wall clock and "UTC+8", the same for every operator; '-' when empty. */
export function formatBusinessDateTime(value: DateInput, language: Language = currentLanguage()): string {
  const d = toDate(value);
  return d ? `${formatter(language, 'dateTime', BUSINESS_ZONE).format(d)} ${BUSINESS_ZONE_LABEL}` : '-';
}

/** A business date (`YYYY-MM-DD`, Beijing calendar) as that calendar day in the user's language. */
export function formatBusinessDate(day: string | null | undefined, language: Language = currentLanguage()): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '-';
  return formatter(language, 'date', 'UTC').format(new Date(`${day}T00:00:00Z`));
}

const numberCache = new Map<Language, Intl.NumberFormat>();

/**
 * A decimal amount string from the server ("12345.6", "-0.01") with grouping in the user's language
 * and exactly the currency's decimals (JPY 0, USD 2, ...). No float on the way: the integer part is
 * formatted as a bigint, the decimals are kept as they are.
 */
export function formatMoney(amount: string | null | undefined, currency: string, language: Language = currentLanguage()): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount ?? '');
  if (!m) return '-';
  const [, sign, int, frac = ''] = m;
  const decimals = isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : frac.length;
  let f = numberCache.get(language);
  if (!f) {
    f = new Intl.NumberFormat(localeTag(language), { maximumFractionDigits: 0 });
    numberCache.set(language, f);
  }
  const separator = new Intl.NumberFormat(localeTag(language)).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const fraction = decimals > 0 ? `${separator}${frac.padEnd(decimals, '0').slice(0, decimals)}` : '';
  const zero = /^0*$/.test(int! + frac);
  return `${sign && !zero ? '-' : ''}${f.format(BigInt(int!))}${fraction}`;
}

/** An amount with its currency code ("1,234.50 USD"): what detail pages show beside every amount. */
export function formatAmount(amount: string | null | undefined, currency: string, language: Language = currentLanguage()): string {
  const text = formatMoney(amount, currency, language);
  return text === '-' ? text : `${text} ${currency}`;
}
