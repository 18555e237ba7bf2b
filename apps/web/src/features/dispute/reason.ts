import { reasonName, reasonOf, type DisputeScheme } from '@crossbill/contracts/dispute-reasons';
import type { Language } from '@crossbill/contracts/constants';

/**
 * A reason code's name in the operator's language, from the shared table of real scheme codes; the
 * server's text (English) stands in for a code the table does not know yet.
 */
export function reasonLabel(scheme: DisputeScheme, code: string, fallback: string, language: Language): string {
  const known = reasonOf(scheme, code);
  return known ? reasonName(known, language === 'zh-cn' ? 'zh-cn' : 'en') : fallback;
}

/** A due date within this many days (or past) is shown in red: the reminder mail's window. */
export const DUE_SOON_DAYS = 3;

export function dueSoon(dueAt: string | null, now = Date.now()): boolean {
  return dueAt !== null && new Date(dueAt).getTime() - now <= DUE_SOON_DAYS * 86_400_000;
}
