import type { SessionInfo } from '@crossbill/contracts/session';
import { queryClient } from './query-client';

/**
 * The login data the browser keeps beside the HttpOnly session cookie: who and which merchant,
 * read synchronously by the API client (path family of group merchants) and the action log. The
 * server's session stays the truth: every session answer rewrites this.
 */
export interface LoginData {
  userId: number;
  merchantNo: string | null;
  merchantName: string | null;
  merchantType: number | null;
  roleName: string | null;
}

const STORAGE_KEY = 'cb_login';
const listeners = new Set<() => void>();

export function saveLoginData(session: SessionInfo): void {
  const data: LoginData = {
    userId: session.userInfo.userId,
    merchantNo: session.userInfo.merchantNo,
    merchantName: session.userInfo.merchantName,
    merchantType: session.userInfo.merchantType,
    roleName: session.loginRecord?.roleName ?? null,
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch {
    // storage unavailable: the path family falls back to the plain paths
  }
}

export function loginData(): LoginData | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as LoginData) : null;
  } catch {
    return null;
  }
}

export function clearLoginData(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** Forget everything of the ended session: cached server data, login data, shell state (tabs). */
export function clearSessionState(): void {
  queryClient.clear();
  clearLoginData();
  for (const listener of listeners) listener();
}

/** Shell state that belongs to a session (e.g. page tabs) clears itself here. */
export function onSessionCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
