import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@crossbill/contracts/constants';
import { currentLanguage, localeTag, storeLanguage } from './language';

/**
 * i18next with one JSON file per language and namespace, loaded when first needed:
 * apps/web/src/locales/<language>/<namespace>.json, plus the server texts of contracts as the
 * `messages` (codes, zod message keys) and `menu` (menu names by resource code) namespaces.
 * Loading on demand keeps the strings of every later page out of the login route's JavaScript.
 * A page or the shell asks for all its namespaces at its top (useTranslation([...])), so they load
 * together instead of one after another.
 */
type Bundle = Record<string, unknown>;

const webFiles = import.meta.glob<Bundle>('../locales/*/*.json', { import: 'default' });

const contractFiles: Record<string, () => Promise<Bundle>> = {
  'en/messages': () => import('@crossbill/contracts/locales/en/messages.json').then((m) => m.default),
  'en/menu': () => import('@crossbill/contracts/locales/en/menu.json').then((m) => m.default),
  'zh-cn/messages': () => import('@crossbill/contracts/locales/zh-cn/messages.json').then((m) => m.default),
  'zh-cn/menu': () => import('@crossbill/contracts/locales/zh-cn/menu.json').then((m) => m.default),
};

/** The namespaces every page needs from the start (the API client's messages, the cookie banner). */
export const BASE_NAMESPACES = ['common', 'messages', 'consent'] as const;

export function loadBundle(language: string, namespace: string): Promise<Bundle> {
  const load = contractFiles[`${language}/${namespace}`] ?? webFiles[`../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`no locale file ${language}/${namespace}`));
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadBundle(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Resolves when the base namespaces of the current language are there. */
export const i18nReady = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: currentLanguage(),
    fallbackLng: false, // both languages hold every key (locale parity test)
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true, // our code is 'zh-cn'; i18next would make it 'zh-CN'
    load: 'currentOnly',
    ns: [...BASE_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    showSupportNotice: false,
    react: { useSuspense: true },
  });

function applyToPage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(language);
}
applyToPage(currentLanguage());

/**
 * Switch the UI language: the namespaces in use load for it first, then i18next switches (antd and
 * dayjs follow in AntdRoot); <html lang>; storage.
 */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  applyToPage(language);
  await i18n.changeLanguage(language);
}

/** Translate outside React (toasts of the API client). */
export const translate = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options) as string;
