import type { Language } from '@crossbill/contracts/constants';
import { currentLanguage, localeTag } from './language';

type DateInput = string | number | Date | null | undefined;

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, kind: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      localeTag(language),
      kind === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'medium', hour12: false },
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
