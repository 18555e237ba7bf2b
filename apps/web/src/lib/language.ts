import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@crossbill/contracts/constants';

/** The UI language, kept in localStorage (English by default, spec 9). */
const STORAGE_KEY = 'cb_language';

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function readStored(): Language {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

let current: Language = readStored();

/** The language every request announces in `ow-language` and the UI shows. */
export const currentLanguage = (): Language => current;

/** Remember the language; i18n.ts applies it to i18next, antd and dayjs. */
export function storeLanguage(language: Language): void {
  current = language;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** BCP 47 tag for Intl and <html lang>. */
export const localeTag = (language: Language = current) => (language === 'zh-cn' ? 'zh-CN' : 'en-GB');
