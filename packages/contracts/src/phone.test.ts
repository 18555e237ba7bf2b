import { describe, expect, it } from 'vitest';
import { CALLING_CODES, e164Of, isValidPhone } from './phone.ts';
import { bindPhoneBody, phoneSchema, toE164 } from './security.ts';
import { businessStep } from './onboarding.ts';

const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('phone numbers (libphonenumber-js)', () => {
  it('takes a valid Chinese mobile and refuses one no carrier issues', () => {
    expect(isValidPhone('+86 138 1234 5678')).toBe(true);
    expect(e164Of('86', '13812345678')).toBe('+8613812345678');
    // 12x is no mobile range and 11 digits after 138 are one too many
    expect(isValidPhone('+86 123 4567 8901')).toBe(false);
    expect(e164Of('86', '1381234567')).toBeNull();
  });

  it('takes a valid US number, internationally or nationally for the US', () => {
    expect(isValidPhone('+1 201 555 0123')).toBe(true);
    expect(isValidPhone('(201) 555-0123', 'US')).toBe(true);
    expect(e164Of('1', '2015550123')).toBe('+12015550123');
    // 555 is no US area code
    expect(isValidPhone('+1 555 555 0123')).toBe(false);
  });

  it('reads a national number by its country and drops a trunk prefix only where it is dialled', () => {
    expect(isValidPhone('020 7946 0000', 'GB')).toBe(true);
    expect(isValidPhone('020 7946 0000')).toBe(false);
    expect(e164Of('44', '02079460000')).toBe('+442079460000');
    expect(e164Of('39', '0612345678')).toBe('+390612345678');
  });

  it('offers every calling code the library knows, once', () => {
    expect(CALLING_CODES).toEqual(expect.arrayContaining(['1', '44', '86', '852', '971']));
    expect(new Set(CALLING_CODES).size).toBe(CALLING_CODES.length);
    expect(e164Of('999', '12345678')).toBeNull();
  });
});

describe('the phone rules of the forms', () => {
  it('binds a phone of any calling code, refusing a number invalid there', () => {
    expect(issues(phoneSchema.safeParse({ countryCode: '86', number: '13812345678' }))).toEqual([]);
    expect(issues(phoneSchema.safeParse({ countryCode: '49', number: '15123456789' }))).toEqual([]);
    expect(issues(phoneSchema.safeParse({ countryCode: '86', number: '12345678901' }))).toEqual(['number: validation.phone']);
    expect(issues(phoneSchema.safeParse({ countryCode: '86', number: '12-34' }))).toEqual(['number: validation.phone']);
    expect(issues(phoneSchema.safeParse({ countryCode: '999', number: '13812345678' }))).toEqual(['countryCode: validation.required']);
    expect(issues(bindPhoneBody.safeParse({ countryCode: '86', number: '12345678901', code: '123456' }))).toEqual(['number: validation.phone']);
    expect(toE164({ countryCode: '44', number: '07400123456' })).toBe('+447400123456');
  });

  it("checks the company phone against the registered address's country", () => {
    const phoneIssues = (phone: string, country: string) =>
      issues(businessStep.safeParse({ phone, registeredAddress: { country, city: 'London', line1: '1 Long Acre' } })).filter((i) => i.startsWith('phone'));
    expect(phoneIssues('+44 20 7946 0000', 'GB')).toEqual([]);
    expect(phoneIssues('020 7946 0000', 'GB')).toEqual([]);
    expect(phoneIssues('+86 138 1234 5678', 'GB')).toEqual([]);
    expect(phoneIssues('020 7946 0000', 'US')).toEqual(['phone: validation.onboarding.phone']);
    expect(phoneIssues('+86 123 4567 8901', 'CN')).toEqual(['phone: validation.onboarding.phone']);
    expect(issues(businessStep.safeParse(undefined))).toHaveLength(1); // not an object: no phone check runs on it
  });
});
