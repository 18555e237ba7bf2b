import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@crossbill/contracts/constants';
import enMessages from '@crossbill/contracts/locales/en/messages.json' with { type: 'json' };
import zhMessages from '@crossbill/contracts/locales/zh-cn/messages.json' with { type: 'json' };
import enMenu from '@crossbill/contracts/locales/en/menu.json' with { type: 'json' };
import zhMenu from '@crossbill/contracts/locales/zh-cn/menu.json' with { type: 'json' };
import { fieldLabelOf } from '@crossbill/contracts/validation-message';

/** Server-side text: respMsg, field messages and menu names in the operator's language. */
type Tree = { [k: string]: string | Tree };
const catalogues: Record<Language, Record<'messages' | 'menu', Tree>> = {
  en: { messages: enMessages as Tree, menu: enMenu as Tree },
  'zh-cn': { messages: zhMessages as Tree, menu: zhMenu as Tree },
};

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A parameter that is itself a message (a state's name): `{ key: 'dispute.status.won' }`. */
const isKeyParam = (v: unknown): v is { key: string } => typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string';

/** i18next-style interpolation: `{{name}}`; a `{ key }` parameter is translated in the same language. */
export function t(lang: Language, key: string, params: Record<string, unknown> = {}, ns: 'messages' | 'menu' = 'messages'): string {
  const template = lookup(catalogues[lang][ns], key) ?? lookup(catalogues[DEFAULT_LANGUAGE][ns], key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const v = params[name];
    return isKeyParam(v) ? t(lang, v.key, {}, ns) : String(v ?? '');
  });
}

export function toLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const v = value.toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(v)) return v as Language;
  if (v.startsWith('zh')) return 'zh-cn';
  if (v.startsWith('en')) return 'en';
  return null;
}

/** First language of an Accept-Language header that we speak. */
export function fromAcceptLanguage(header: string | undefined): Language | null {
  for (const part of (header ?? '').split(',')) {
    const lang = toLanguage(part.split(';')[0]?.trim());
    if (lang) return lang;
  }
  return null;
}

/** A field path's translated label (`items.2.amount` → "Amount (row 3)"); null when it has none. */
export function fieldName(lang: Language, path: string): string | null {
  const of = fieldLabelOf(path);
  const label = of && (lookup(catalogues[lang].messages, of.labelKey) ?? lookup(catalogues[DEFAULT_LANGUAGE].messages, of.labelKey));
  if (!of || !label) return null;
  return of.row ? t(lang, 'validation.row', { field: label, row: of.row }) : label;
}

/** A field's message as the sentence a person reads on its own (a toast): "Amount: …" by its label. */
export function namedMessage(lang: Language, path: string, message: string): string {
  const field = fieldName(lang, path);
  return field ? t(lang, 'validation.named', { field, message }) : message;
}
