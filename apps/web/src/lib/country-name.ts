/**
 * A country's name in the interface language, from the browser's own CLDR data (Intl.DisplayNames),
 * so that every ISO 3166 code (the payee form offers every IBAN country) has a name in en and zh-cn
 * without a hand-kept list; the code itself when the browser knows none.
 */
const cache = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, language: string): string {
  const locale = language === 'zh-cn' ? 'zh-CN' : 'en';
  let names = cache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    cache.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
