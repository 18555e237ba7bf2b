/** Business constants of spec section 9 that the shell and platform use. */
export const APP_VERSION = '1.9.12-2';
export const TEMPLATE_UPDATED = '2025-09-22';

/** The legacy host's shutdown: login redirects to /user/upgrade until this instant (1 Jan 2026). */
export const LEGACY_SHUTDOWN_TS = 1767196799000;

export const TOAST_MS = 2500;
export const COUNTDOWN_NOTICE_MS = 6000;
export const DOWNLOAD_POPOVER_SIZE = 5;
export const DOWNLOAD_REFRESH_MS = 300_000;
export const NOTICE_REFRESH_MS = 60_000;
export const NOTICE_BELL_SIZE = 3;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 3600;

export const SESSION_IDLE_MS = 15 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 3600_000;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 30 * 60_000;
/** an e-mail that failed within this window needs a captcha on its next attempt */
export const LOGIN_CAPTCHA_WINDOW_MS = 15 * 60_000;
/** failures from one client across e-mails before every attempt from it needs a captcha */
export const CLIENT_CAPTCHA_THRESHOLD = 10;
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** Contract switch happens 30 days after the merchant confirms the new agreement (spec 4, 9). */
export const NOVATION_SWITCH_DAYS = 30;
/** A closed merchant account (status 6) stays in the switcher this long after its update (spec 4). */
export const CLOSED_ACCOUNT_VISIBLE_DAYS = 20;

export const DESKTOP_MIN_WIDTH = 992;
export const SIDEBAR_WIDTH = 238;

export const LANGUAGES = ['en', 'zh-cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const DATE_PRESETS = ['today', 'last7Days', 'last30Days'] as const;

/** Download task file status (spec 4: GS means ready), dictionary FILE_STATUS. */
export const FileStatus = { READY: 'GS', GENERATING: 'GI', FAILED: 'GF', EXPIRED: 'GE' } as const;
