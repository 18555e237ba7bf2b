import { en, type Key } from './strings-en.ts';
import { zhCn } from './strings-zh-cn.ts';

export type PageLanguage = 'en' | 'zh-cn';
export type { Key };

export const DICTIONARIES: Record<PageLanguage, Record<Key, string>> = { en, 'zh-cn': zhCn };

/** The session's locale, else the browser's first language the page speaks, else English. */
export function pickLanguage(sessionLocale: string | null | undefined, browser: readonly string[]): PageLanguage {
  if (sessionLocale === 'en' || sessionLocale === 'zh-cn') return sessionLocale;
  for (const l of browser) {
    const v = l.toLowerCase();
    if (v.startsWith('zh')) return 'zh-cn';
    if (v.startsWith('en')) return 'en';
  }
  return 'en';
}

export type Translate = (key: Key, params?: Record<string, string | number>) => string;

export function translator(lang: PageLanguage): Translate {
  const dict = DICTIONARIES[lang];
  // a key built at run time (a method's name) that one dictionary lacks falls back to English rather than breaking the page
  return (key, params = {}) => (dict[key] ?? en[key] ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** An amount in the page's language: the currency's symbol or code and the session's decimals. */
export function formatAmount(amount: string, currency: string, lang: PageLanguage): string {
  const decimals = amount.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(lang === 'zh-cn' ? 'zh-CN' : 'en', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(amount));
}
