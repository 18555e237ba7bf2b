import type { LocalMethod } from './payment.ts';

/**
 * What the hosted payment page needs of the checkout contracts at run time, kept free of zod (the
 * page's JavaScript stays small on customers' phones): session states, where each local method is
 * used, and the return address.
 */

/**
 * open: waiting for the customer; pending: a local method awaits the customer's action at the
 * provider; paid / failed: the payment's outcome; expired: not paid in time; cancelled: the
 * customer left through the page's cancel link.
 */
export const SESSION_STATUSES = ['open', 'pending', 'paid', 'failed', 'expired', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * Where each local method is used (ISO 3166-1 alpha-2), for the page's country switch. Sources: the
 * providers' own coverage pages (Alipay/WeChat Pay mainland China and Hong Kong, GrabPay SG/MY/PH,
 * Klarna's European markets, POLi NZ/AU, BenefitPay's GCC wallets).
 */
export const METHOD_COUNTRIES: Record<LocalMethod, readonly string[]> = {
  alipay: ['CN', 'HK'],
  wechatpay: ['CN', 'HK'],
  kakaopay: ['KR'],
  konbini: ['JP'],
  grabpay: ['SG', 'MY', 'PH'],
  paynow: ['SG'],
  promptpay: ['TH'],
  gcash: ['PH'],
  dana: ['ID'],
  momo: ['VN'],
  upi: ['IN'],
  pix: ['BR'],
  boleto: ['BR'],
  oxxo: ['MX'],
  ideal: ['NL'],
  bancontact: ['BE'],
  klarna: ['DE', 'AT', 'NL', 'GB', 'SE', 'NO', 'DK', 'FI'],
  interac: ['CA'],
  payid: ['AU'],
  poli: ['NZ', 'AU'],
  benefitpay: ['AE', 'BH'],
};

/** The return URL with the session and its status (what the page and the cancel link send the customer to). */
export function returnTo(returnUrl: string, sessionId: string, status: SessionStatus): string {
  const u = new URL(returnUrl);
  u.searchParams.set('sessionId', sessionId);
  u.searchParams.set('status', status);
  return u.toString();
}
