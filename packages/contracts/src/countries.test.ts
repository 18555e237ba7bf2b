import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryOptions, isCountryCode } from './countries.ts';

describe('countries (i18n-iso-countries)', () => {
  it('names countries in English and Chinese', () => {
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('GB', 'zh-cn')).toBe('英国');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'zh-cn')).toBe('德国');
    expect(countryName('HK', 'zh-cn')).toBe('香港');
    expect(countryName('SG', 'zh-cn')).toBe('新加坡');
  });

  it('knows every ISO 3166-1 code and nothing else', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['CN', 'GR', 'US', 'ZW']));
    expect(isCountryCode('GR')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('gb')).toBe(false);
    expect(countryName('XX', 'en')).toBe('XX');
  });

  it('offers name and code, sorted by name in the language', () => {
    const en = countryOptions('en', ['US', 'DE', 'GB']);
    expect(en).toEqual([
      { value: 'DE', label: 'Germany (DE)' },
      { value: 'GB', label: 'United Kingdom (GB)' },
      { value: 'US', label: 'United States of America (US)' },
    ]);
    expect(countryOptions('zh-cn', ['GB']).map((o) => o.label)).toEqual(['英国 (GB)']);
  });
});
