import type { Language } from '@crossbill/contracts/constants';

/** Who is calling, resolved from the session cookie on every /api request. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  email: string;
  operatorId: number | null;
  merchantNo: string | null;
  merchantType: number | null;
  /** the current merchant runs payout (contracts holdsPayout); payout codes are refused otherwise */
  payout: boolean;
  language: Language;
  isManage: boolean;
  /** 'expired' or 'initial': only the password change is allowed (PASSWORD_EXPIRED / INITIAL_PASSWORD) */
  passwordState: 'ok' | 'expired' | 'initial';
  /** the merchant requires two-factor sign-in the person has not set up: only the enrolment (TWO_FACTOR_SETUP_REQUIRED) */
  twoFactorSetup?: boolean;
  /** permission codes of the operator's role in the current merchant */
  permissions: ReadonlySet<string>;
  idleExpiresAt: Date;
}

/** Which family of paths a route was called through (spec 7: /blocMer for type 3, /proxyMer for type 2). */
export type PathFamily = '' | '/blocMer' | '/proxyMer';

/**
 * The services behind the platform's request handling, provided by the modules at composition
 * (src/app.ts) so that the platform does not depend on them.
 */
export interface AuthProvider {
  /**
   * The session of a cookie token; null when absent, ended or expired (the provider's clock decides).
   * `renew` extends the idle time: false for background polling, which is not the operator's activity.
   */
  resolve(token: string, opts?: { renew: boolean }): Promise<AuthContext | null>;
  /** merchant numbers a call may read: the current merchant, or a group's or proxy's members */
  scope(auth: AuthContext, family: PathFamily): Promise<string[]>;
  /** an operator was refused for lacking `code` on `target` (audited when the code is money or identity) */
  denied(refusal: { auth: AuthContext; target: string; code: string; ip: string; userAgent: string }): Promise<void>;
}

export const SESSION_COOKIE = 'cb_session';
/** Sent by the web on background polling (bell, download tasks), so that an open tab still idles out. */
export const BACKGROUND_HEADER = 'ow-background';
