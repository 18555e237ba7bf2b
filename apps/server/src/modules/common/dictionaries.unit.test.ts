import { describe, expect, it } from 'vitest';
import { DICT_NAMES } from '@crossbill/contracts/shell';
import { LANGUAGES } from '@crossbill/contracts/constants';
import { CURRENCIES, dictionary } from './dictionaries.ts';

describe('dictionaries', () => {
  it('every label exists in both languages (no key shown as a label)', () => {
    for (const lang of LANGUAGES) {
      for (const name of DICT_NAMES) {
        const entries = dictionary(lang, name);
        expect(entries.length, `${lang} ${name}`).toBeGreaterThan(0);
        for (const e of entries) expect(e.description, `${lang} ${name} ${e.value}`).not.toMatch(/^dict\./);
      }
    }
  });

  it('currencies: over 20, with localized names and the offshore yuan named explicitly', () => {
    expect(CURRENCIES.length).toBeGreaterThan(20);
    const en = Object.fromEntries(dictionary('en', 'CURRENCY').map((e) => [e.value, e.description]));
    const zh = Object.fromEntries(dictionary('zh-cn', 'CURRENCY').map((e) => [e.value, e.description]));
    expect(en.USD).toBe('US Dollar');
    expect(zh.USD).toBe('美元');
    expect(en.CNH).toBe('Offshore Chinese Yuan');
    expect(zh.CNH).toBe('离岸人民币');
    for (const c of ['CNY', 'JPY', 'GBP', 'EUR', 'HKD', 'SGD', 'VND', 'MXN']) expect(en[c]).toBeTruthy();
  });

  it('payout currencies start with the default accounts of payout activation', () => {
    expect(
      dictionary('en', 'PAYOUT_CURRENCY')
        .slice(0, 5)
        .map((e) => e.value),
    ).toEqual(['USD', 'EUR', 'GBP', 'HKD', 'CNH']);
  });

  it('file status and business type values', () => {
    expect(dictionary('en', 'FILE_STATUS').map((e) => e.value)).toEqual(['GS', 'GI', 'GF', 'GE']);
    expect(dictionary('zh-cn', 'FILE_STATUS')[0]).toEqual({ value: 'GS', description: '已生成' });
    expect(dictionary('en', 'BUSINESS_TYPE').map((e) => e.value)).toEqual(['0', '1', '2']);
    expect(dictionary('en', 'LANGUAGE')).toEqual([
      { value: 'en', description: 'English' },
      { value: 'zh-cn', description: '简体中文' },
    ]);
  });
});
