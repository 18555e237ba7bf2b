import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_MAX_AGE_S } from '@crossbill/contracts/constants';
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  hasAnalyticsConsent,
  parseConsent,
  readConsent,
  REJECT_ALL,
  saveConsent,
  serializeConsent,
  subscribeConsent,
} from './consent';

const clearCookie = () => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
};

describe('cookie consent', () => {
  afterEach(clearCookie);

  it('asks until a choice is stored', () => {
    expect(readConsent()).toBeNull();
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('keeps the choice in cb_consent for one year', () => {
    const writes: string[] = [];
    const fake = { cookie: '', location: { protocol: 'https:' } } as unknown as Document;
    Object.defineProperty(fake, 'cookie', { get: () => '', set: (v: string) => writes.push(v) });
    saveConsent({ necessary: true, preferences: false, analytics: true }, fake);
    expect(writes[0]).toBe(`cb_consent=v1.necessary.analytics; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`);
    expect(COOKIE_CONSENT_MAX_AGE_S).toBe(365 * 24 * 3600);
  });

  it('reads back what it wrote, and tells the banner', () => {
    const listener = vi.fn();
    const off = subscribeConsent(listener);
    saveConsent(REJECT_ALL);
    expect(readConsent()).toEqual(REJECT_ALL);
    expect(hasAnalyticsConsent()).toBe(false);
    saveConsent(ACCEPT_ALL);
    expect(readConsent()).toEqual(ACCEPT_ALL);
    expect(hasAnalyticsConsent()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });

  it('serializes and parses the categories', () => {
    expect(serializeConsent(ACCEPT_ALL)).toBe('v1.necessary.preferences.analytics');
    expect(serializeConsent(REJECT_ALL)).toBe('v1.necessary');
    expect(parseConsent('v1.necessary.preferences')).toEqual({ necessary: true, preferences: true, analytics: false });
    expect(parseConsent('v2.necessary.analytics')).toBeNull();
    expect(parseConsent('')).toBeNull();
  });
});
