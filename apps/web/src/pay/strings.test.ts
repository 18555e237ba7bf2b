import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '@crossbill/contracts/card';
import { LOCAL_METHOD_CODES } from '@crossbill/contracts/payment';
import { DICTIONARIES, formatAmount, pickLanguage, translator } from './i18n.ts';

describe("the hosted page's dictionaries", () => {
  it('have the same keys in English and Chinese, none empty, with the same placeholders', () => {
    const en = DICTIONARIES.en;
    const zh = DICTIONARIES['zh-cn'];
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    const holes = (v: string) => [...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [k, v] of Object.entries(en)) {
      expect(v.trim(), k).not.toBe('');
      expect(zh[k as keyof typeof zh].trim(), k).not.toBe('');
      expect(holes(zh[k as keyof typeof zh]), k).toEqual(holes(v));
    }
  });

  it('name every card brand and local method', () => {
    for (const b of CARD_BRANDS) expect(DICTIONARIES.en).toHaveProperty(`b_${b}`);
    for (const m of LOCAL_METHOD_CODES) expect(DICTIONARIES.en).toHaveProperty(`m_${m}`);
  });

  it("speak the session's locale, else the browser's, else English", () => {
    expect(pickLanguage('zh-cn', ['en-US'])).toBe('zh-cn');
    expect(pickLanguage(null, ['fr-FR', 'zh-TW'])).toBe('zh-cn');
    expect(pickLanguage(null, ['fr-FR'])).toBe('en');
    expect(translator('en')('pay', { amount: '$1.00' })).toBe('Pay $1.00');
    expect(formatAmount('25.50', 'USD', 'en')).toBe('$25.50');
    expect(formatAmount('1000', 'JPY', 'en')).toBe('¥1,000');
  });
});
