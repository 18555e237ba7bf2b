import { brandOf, luhnValid, type CardBrand } from '@crossbill/contracts/card';

/** The card form's checks, mirroring the server's (contracts card.ts and payment.ts cardInput). */

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc' | 'holder', string>>;

export const digitsOf = (v: string) => v.replace(/[\s-]/g, '');

/** "MM/YY" or "MM / YYYY" → month and four-digit year, or null. */
export function parseExpiry(v: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(v);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Groups of four (Amex 4-6-5), as the customer types. */
export function formatNumber(v: string): string {
  const d = digitsOf(v).replace(/\D/g, '').slice(0, 19);
  if (brandOf(d) === 'amex') return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

/** Message keys of the page's dictionary by field; empty when the card may be sent. */
export function checkCard(c: CardInput, accepted: readonly CardBrand[], now: Date): CardErrors {
  const e: CardErrors = {};
  const number = digitsOf(c.number);
  const brand = brandOf(number);
  if (!number) e.number = 'errNumberRequired';
  else if (!luhnValid(number)) e.number = 'errNumberInvalid';
  else if (!brand || !accepted.includes(brand)) e.number = 'errBrandNotAccepted';
  const exp = parseExpiry(c.expiry);
  if (!c.expiry.trim()) e.expiry = 'errExpiryRequired';
  else if (!exp) e.expiry = 'errExpiryInvalid';
  else if (exp.year * 12 + exp.month < now.getFullYear() * 12 + now.getMonth() + 1) e.expiry = 'errExpiryPast';
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!c.cvc) e.cvc = 'errCvcRequired';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(c.cvc)) e.cvc = cvcLength === 4 ? 'errCvc4' : 'errCvc3';
  if (c.holder.length > 100) e.holder = 'errHolderLong';
  return e;
}
