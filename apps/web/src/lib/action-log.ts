import type { ActionLogEvent } from '@crossbill/contracts/shell';
import { API_PREFIX, clientHeaders } from './api-client';
import { hasAnalyticsConsent } from './consent';
import { parseUserAgent } from '@crossbill/contracts/user-agent';

export { parseUserAgent, type UserAgentInfo } from '@crossbill/contracts/user-agent';

/**
 * Page events (spec 3 action-log fields), sent fire-and-forget to the server's action-log endpoint
 * with the API key of the client config, and only with analytics consent. A failed send is
 * swallowed: it never shows anything to the user.
 */
/** contracts' endpoints/action-log.ts recordActionLog.path, kept here for the same reason as the header below */
export const ACTION_LOG_PATH = '/actionLog/merchant';
/**
 * contracts' ACTION_LOG_KEY_HEADER (action-log.test.ts checks they agree): importing the value from
 * contracts/shell.ts would pull that module's zod schemas into the entry chunk (one of them keeps
 * itself alive through a property read), 25 kB gz on the login route for one string.
 */
export const ACTION_LOG_KEY_HEADER = 'x-action-log-key';

export interface PageView {
  url: string;
  referrer: string;
  pageName: string;
  merchantNo?: string | null;
  userId?: number | string | null;
  userRole?: string | null;
  uiLanguage: string;
  now?: number;
}

const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

export function buildActionLogEvent(view: PageView, nav: Pick<Navigator, 'userAgent' | 'language'> = navigator): ActionLogEvent {
  const ua = parseUserAgent(nav.userAgent);
  const screenInfo = typeof screen !== 'undefined' ? `${screen.width}x${screen.height}` : '';
  return {
    page_url: cut(view.url, 2048),
    page_referrer_url: cut(view.referrer, 2048),
    page_name: cut(view.pageName, 256),
    merchant_no: view.merchantNo ?? '',
    user_id: view.userId === null || view.userId === undefined ? '' : String(view.userId),
    user_role: cut(view.userRole ?? '', 128),
    browser_language: cut(nav.language ?? '', 32),
    merchant_language: view.uiLanguage,
    timestamp: view.now ?? Date.now(),
    device_type: ua.deviceType,
    operation_system: ua.os,
    browser_type: ua.browser,
    operation_system_version: cut(ua.osVersion, 64),
    browser_version: cut(ua.browserVersion, 64),
    device_info: cut(`${screenInfo} ${nav.userAgent}`.trim(), 512),
  };
}

/** Fire and forget; nothing is sent without analytics consent or without a key. */
export function sendActionLog(event: ActionLogEvent, key: string | null | undefined): void {
  if (!key || !hasAnalyticsConsent()) return;
  try {
    void fetch(`${API_PREFIX}${ACTION_LOG_PATH}`, {
      method: 'POST',
      headers: { ...clientHeaders(), 'content-type': 'application/json', [ACTION_LOG_KEY_HEADER]: key },
      body: JSON.stringify(event),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // never disturbs the user
  }
}
