import { APP_VERSION, CLIENT_HEADERS, CLIENT_SOURCE } from '@crossbill/contracts/constants';
import type { PageSession, PayAnswer, PayBody } from '@crossbill/contracts/hosted-checkout';
import type { PageLanguage } from './i18n.ts';

/**
 * The page's three calls to its own server (same origin: the card number goes nowhere else). Answers
 * are the portal's envelope; a refusal comes back as `Refusal` with the server's field errors.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly respCode: string,
    message: string,
    readonly fieldErrors: Array<{ field: string; message: string }>,
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', url: string, lang: PageLanguage, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { [CLIENT_HEADERS.source]: CLIENT_SOURCE, [CLIENT_HEADERS.version]: APP_VERSION, 'ow-language': lang };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // no-store: a card number in the body must not sit in any cache
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store', credentials: 'omit' });
  const env = (await res.json().catch(() => null)) as { respCode: string; respMsg: string; data: unknown } | null;
  if (!env) throw new Refusal(res.status, '', '', []);
  if (env.respCode !== '20000') {
    const fe = (env.data as { fieldErrors?: Array<{ field: string; message: string }> } | null)?.fieldErrors ?? [];
    throw new Refusal(res.status, env.respCode, env.respMsg, fe);
  }
  return env.data as T;
}

const base = (id: string) => `/api/pay/session/${encodeURIComponent(id)}`;
export const readSession = (id: string, lang: PageLanguage) => call<PageSession>('GET', base(id), lang);
export const paySession = (id: string, body: PayBody, lang: PageLanguage) => call<PayAnswer>('POST', `${base(id)}/pay`, lang, body);
export const cancelSession = (id: string, lang: PageLanguage) => call<{ returnTo: string }>('POST', `${base(id)}/cancel`, lang, {});
