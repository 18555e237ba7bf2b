import { COOKIE_CONSENT_MAX_AGE_S } from '@crossbill/contracts/constants';

/**
 * Cookie consent (spec 9): necessary cookies always; preferences and analytics by choice. The choice
 * lives one year in the cookie `cb_consent` as `v1.<category>.<category>…`, e.g.
 * `v1.necessary.analytics`; no cookie means the banner asks.
 */
export const CONSENT_COOKIE = 'cb_consent';
const VERSION = 'v1';

export interface ConsentChoice {
  necessary: true;
  preferences: boolean;
  analytics: boolean;
}

export const ACCEPT_ALL: ConsentChoice = { necessary: true, preferences: true, analytics: true };
export const REJECT_ALL: ConsentChoice = { necessary: true, preferences: false, analytics: false };

export function serializeConsent(choice: ConsentChoice): string {
  const parts = [VERSION, 'necessary'];
  if (choice.preferences) parts.push('preferences');
  if (choice.analytics) parts.push('analytics');
  return parts.join('.');
}

export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  const [version, ...categories] = decodeURIComponent(value).split('.');
  if (version !== VERSION) return null;
  return { necessary: true, preferences: categories.includes('preferences'), analytics: categories.includes('analytics') };
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

export function readConsent(doc: Document = document): ConsentChoice | null {
  return parseConsent(cookieValue(doc.cookie, CONSENT_COOKIE));
}

const listeners = new Set<() => void>();

export function saveConsent(choice: ConsentChoice, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Analytics (the action log) only with consent. */
export const hasAnalyticsConsent = (doc: Document = document): boolean => readConsent(doc)?.analytics === true;
