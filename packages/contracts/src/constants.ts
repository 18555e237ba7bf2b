/** Business constants of spec section 9 that the shell and platform use. */
export const APP_VERSION = '1.9.12-2';
/** The date of the current xlsx import templates, named beside every import's drop zone (spec 9). */
export const TEMPLATE_UPDATED = '2025-09-22';

/** The legacy host's shutdown: login redirects to /user/upgrade until this instant (1 Jan 2026). */
export const LEGACY_SHUTDOWN_TS = 1767196799000;

export const TOAST_MS = 2500;
// spec 9's "countdown notice 6000 ms" has no counterpart: every countdown here is shown in place
// (the done pages, the resend-code buttons, the exchange quote), never as a notice
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
/** The merchant account's review (spec 4, 9), as the shell's status bar and audit prompt say it. */
export const ACCOUNT_REVIEW_BUSINESS_DAYS = '1-3';

export const DESKTOP_MIN_WIDTH = 992;
export const SIDEBAR_WIDTH = 238;

export const LANGUAGES = ['en', 'zh-cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Download task file status (spec 4: GS means ready), dictionary FILE_STATUS. */
export const FileStatus = { READY: 'GS', GENERATING: 'GI', FAILED: 'GF', EXPIRED: 'GE' } as const;

/** Spec 5: general files up to 50M (the upper bound of every upload category). */
export const GENERAL_FILE_MAX_BYTES = 50 * 1024 * 1024;
// ---- verification codes, registration, passwords (spec 4, 5; the numbers not shown there are ours)
/** an e-mail or SMS code lives this long */
export const VERIFY_CODE_TTL_MS = 10 * 60_000;
/** the same address gets at most one code this often (the send button counts down) */
export const VERIFY_CODE_RESEND_MS = 60_000;
/** codes per address (e-mail or phone) per hour, and per client address per hour */
export const VERIFY_CODE_MAX_PER_TARGET_HOUR = 5;
export const VERIFY_CODE_MAX_PER_CLIENT_HOUR = 20;
/** wrong entries of one code before it is used up (a new one must be fetched) */
export const VERIFY_CODE_MAX_ATTEMPTS = 5;
/** spec 4: registration done redirects to login after a countdown (spec 9: within 5 seconds) */
export const REGISTER_DONE_COUNTDOWN_S = 5;
/** after the mailed code is verified, the new password must be set within this time */
export const PASSWORD_RESET_TICKET_TTL_MS = 15 * 60_000;
/** a login from a new device must be confirmed with the mailed code within this time */
export const LOGIN_CHALLENGE_TTL_MS = 10 * 60_000;
/** a trusted device is remembered this long (cookie max-age) */
export const DEVICE_TRUST_DAYS = 365;
/** payment password: wrong entries before a lock, and the lock's length */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 30 * 60_000;

/** Required on every /api call (spec section 7). */
export const CLIENT_HEADERS = { source: 'ow-source', version: 'ow-version' } as const;
export const CLIENT_SOURCE = 'merchant';

/** The portal's business time zone (spec 9; the calendar itself is business-time.ts). */
export const BUSINESS_ZONE = 'Asia/Shanghai';
/** What a screen or a sheet writes beside a business time. */
export const BUSINESS_ZONE_LABEL = 'UTC+8';

/** The name every merchant's built-in administrator role is created with; shown in the operator's language (`team.adminRoleName`). */
export const ADMIN_ROLE_NAME = 'Administrator';
