import { codeInfo, Codes } from '@crossbill/contracts/codes';
import { APP_VERSION, CLIENT_HEADERS, CLIENT_SOURCE } from '@crossbill/contracts/constants';
import type { Envelope } from '@crossbill/contracts/envelope';
import { apiPathFamily } from '@crossbill/contracts/merchant';
import { translate } from './i18n';
import { currentLanguage } from './language';
import { currentPath, redirectTo } from './navigation';
import { clearLoginData, clearSessionState, loginData } from './session-state';
import { toast } from './toast';

/**
 * The API client: every /api call goes through here and is handled by the code catalogue of
 * packages/contracts/src/codes.ts (spec 8):
 * - 20000: resolves with `data`;
 * - redirect codes (not logged in, password expired): session state cleared, then navigate, once:
 *   while the app is on (or going to) that page, further such answers only reject;
 * - silent codes: rejected with no toast, the calling screen shows the problem;
 * - a toast code with a messageKey (00022|00011): that message as the toast, rejected;
 * - any other code: the server's respMsg as an error toast, rejected;
 * - step-up required (a sensitive call without a fresh second factor): the portal's dialog asks for
 *   one (setStepUpHandler), and the call is sent again once it is proved; cancelled, it rejects;
 * - no answer (network down, proxy error page): 'Request failed', rejected;
 * - a non-JSON answer (a file) passes through as a Blob (or the Response with `raw`).
 */

export const API_PREFIX = '/api';
export const LANGUAGE_HEADER = 'ow-language';
export const BACKGROUND_HEADER = 'ow-background';
/** respCode of an ApiError raised without an envelope (transport failure). */
export const NETWORK_ERROR = 'NETWORK';

export class ApiError extends Error {
  constructor(
    readonly respCode: string,
    readonly respMsg: string,
    readonly data: unknown,
    /** the user was already told (toast or redirect): callers should not add a second message */
    readonly notified: boolean,
  ) {
    super(respMsg || respCode);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown, code?: string): e is ApiError => e instanceof ApiError && (code === undefined || e.respCode === code);

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue | QueryValue[]>;
  /** JSON body; a POST without one is sent with an empty body */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** list paths: group merchants (type 3) read them under /blocMer, type 2 under /proxyMer */
  family?: boolean;
  /** the session probe: "not logged in" resolves to null instead of redirecting */
  probe?: boolean;
  /** no toasts at all (dictionaries: a failure is only logged, spec 7); redirects still happen */
  quiet?: boolean;
  /** resolve with the Response itself when the answer is a file (the download helper reads headers) */
  raw?: boolean;
  /** polling the operator did not ask for: the server does not count it as activity (idle timeout) */
  background?: boolean;
  /** the call is the one sent again after a step-up: another step-up answer is not asked again */
  steppedUp?: boolean;
}

/** Asks the operator for a fresh second factor (the data of STEP_UP_REQUIRED); true once it is proved. */
export type StepUpHandler = (data: unknown) => Promise<boolean>;
let stepUpHandler: StepUpHandler | null = null;
/** The portal shell's step-up dialog registers here while mounted. */
export function setStepUpHandler(handler: StepUpHandler | null): void {
  stepUpHandler = handler;
}

export function apiUrl(path: string, query?: RequestOptions['query'], family = false): string {
  const prefix = family ? apiPathFamily(loginData()?.merchantType) : '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
  }
  const qs = params.toString();
  return `${API_PREFIX}${prefix}${path}${qs ? `?${qs}` : ''}`;
}

export function clientHeaders(): Record<string, string> {
  return {
    [CLIENT_HEADERS.source]: CLIENT_SOURCE,
    [CLIENT_HEADERS.version]: APP_VERSION,
    [LANGUAGE_HEADER]: currentLanguage(),
  };
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

function transportFailure(opts: RequestOptions, cause?: unknown): ApiError {
  if (!opts.quiet) toast.error(translate('common:requestFailed'));
  else console.warn('request failed', cause);
  return new ApiError(NETWORK_ERROR, translate('common:requestFailed'), null, !opts.quiet);
}

/** The envelope's code decides: resolve with data, or reject after the catalogue's client behaviour. */
export function handleEnvelope<T>(env: Envelope<T>, opts: RequestOptions = {}): T {
  const info = codeInfo(env.respCode);
  switch (info.client.kind) {
    case 'success':
      return env.data;
    case 'redirect':
      if (opts.probe && env.respCode === Codes.NOT_LOGGED_IN.code) {
        clearLoginData();
        return null as T;
      }
      // Once: the first answer of the ended session clears it and leaves for the code's page. The
      // answers still arriving (polls in flight, that page's own session probe) only reject: clearing
      // again would make every mounted query ask again, and meet the same answer, without end.
      if (currentPath() !== info.client.to) {
        clearSessionState();
        redirectTo(info.client.to);
      }
      throw new ApiError(env.respCode, env.respMsg, env.data, true);
    case 'silent':
      throw new ApiError(env.respCode, env.respMsg, env.data, false);
    case 'toast': {
      const text = info.client.messageKey ? translate(`messages:${info.client.messageKey}`) : env.respMsg;
      if (!opts.quiet) toast.error(text);
      throw new ApiError(env.respCode, env.respMsg, env.data, !opts.quiet);
    }
    case 'error':
      if (opts.quiet) console.warn(`${env.respCode}: ${env.respMsg}`);
      else toast.error(env.respMsg || translate('messages:code.internal'));
      throw new ApiError(env.respCode, env.respMsg, env.data, !opts.quiet);
  }
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { ...clientHeaders(), ...(opts.background ? { [BACKGROUND_HEADER]: '1' } : {}), ...opts.headers };
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path, opts.query, opts.family), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (e) {
    if (isAbort(e)) throw e;
    throw transportFailure(opts, e);
  }

  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    // a file: passes through; anything else without an envelope is a transport failure
    if (!res.ok) throw transportFailure(opts, res.status);
    return (opts.raw ? res : await res.blob()) as T;
  }
  let env: Envelope<T>;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch (e) {
    if (isAbort(e)) throw e;
    throw transportFailure(opts, e);
  }
  if (!env || typeof env.respCode !== 'string') throw transportFailure(opts, 'no envelope');
  if (env.respCode === Codes.STEP_UP_REQUIRED.code && stepUpHandler && !opts.steppedUp && (await stepUpHandler(env.data))) {
    return request<T>(path, { ...opts, steppedUp: true });
  }
  return handleEnvelope(env, opts);
}
