import type { Language } from '@crossbill/contracts/constants';
import { changeLanguage, i18n, i18nReady } from '../lib/i18n';

/** Every namespace of both locale folders, loaded for the language a test renders in. */
export async function inLanguage(language: Language): Promise<void> {
  await i18nReady;
  await changeLanguage(language);
  const namespaces = [
    'common',
    'messages',
    'menu',
    'session',
    'shell',
    'merchant',
    'notice',
    'download',
    'account',
    'novation',
    'consent',
    'home',
    'wallet',
    'transfer-approval',
    'team',
    'application',
  ];
  await i18n.loadNamespaces(namespaces);
}

/** A JSON envelope answer as the server sends it. */
export function envelopeResponse(respCode: string, data: unknown = null, respMsg = '', status = 200): Response {
  return new Response(JSON.stringify({ respCode, respMsg, data }), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}
