/**
 * Cards in the sandbox acquirer (DESIGN.md sections 1 and 4): Luhn, brand and BIN country from the
 * BIN range table shipped with the project, masking, and the test cards whose numbers decide an
 * outcome. Only the BIN (first 6) and the last 4 digits are ever stored or shown.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'unionpay', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Luhn (mod 10) check of a card number of 12-19 digits. */
export function luhnValid(pan: string): boolean {
  if (!/^\d{12,19}$/.test(pan)) return false;
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let d = pan.charCodeAt(pan.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand by the schemes' published prefixes (IIN ranges). */
export function brandOf(pan: string): CardBrand | null {
  const p2 = Number(pan.slice(0, 2));
  const p4 = Number(pan.slice(0, 4));
  const p3 = Number(pan.slice(0, 3));
  if (pan.startsWith('4')) return 'visa';
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return 'mastercard';
  if (p2 === 34 || p2 === 37) return 'amex';
  if (p4 >= 3528 && p4 <= 3589) return 'jcb';
  if (pan.startsWith('6011') || pan.startsWith('65') || (p3 >= 644 && p3 <= 649)) return 'discover';
  if (pan.startsWith('62') || pan.startsWith('81')) return 'unionpay';
  return null;
}

/**
 * BIN ranges (first 6 digits, inclusive) → issuing country, ISO 3166-1 alpha-2. Ranges are
 * illustrative of real issuer allocations; a BIN outside every range has no country ('').
 */
export const BIN_RANGES: ReadonlyArray<readonly [from: string, to: string, country: string]> = [
  ['400000', '400099', 'US'],
  ['410000', '410099', 'US'],
  ['424242', '424242', 'US'],
  ['411111', '411111', 'US'],
  ['401200', '401299', 'GB'],
  ['453200', '453299', 'GB'],
  ['454600', '454699', 'DE'],
  ['497000', '497099', 'FR'],
  ['450000', '450099', 'CA'],
  ['476100', '476199', 'SG'],
  ['455600', '455699', 'HK'],
  ['438800', '438899', 'JP'],
  ['462200', '462299', 'AU'],
  ['465800', '465899', 'BR'],
  ['418900', '418999', 'MX'],
  ['430000', '430099', 'NL'],
  ['440000', '440099', 'AE'],
  ['470000', '470099', 'IN'],
  ['480000', '480099', 'TH'],
  ['490000', '490099', 'ZA'],
  ['510000', '510099', 'US'],
  ['520000', '520099', 'GB'],
  ['522200', '522299', 'DE'],
  ['530000', '530099', 'FR'],
  ['540000', '540099', 'BR'],
  ['545400', '545499', 'MX'],
  ['555555', '555555', 'US'],
  ['550000', '550099', 'AU'],
  ['222300', '222399', 'SG'],
  ['223000', '223099', 'KR'],
  ['371449', '371449', 'US'],
  ['378282', '378282', 'US'],
  ['340000', '340099', 'GB'],
  ['376000', '376099', 'HK'],
  ['356600', '356699', 'JP'],
  ['353000', '353099', 'JP'],
  ['358000', '358099', 'KR'],
  ['620000', '620099', 'CN'],
  ['621000', '621999', 'CN'],
  ['622500', '622599', 'HK'],
  ['625000', '625099', 'SG'],
  ['601111', '601111', 'US'],
  ['601100', '601199', 'US'],
  ['650000', '650099', 'MX'],
];

export function binCountry(bin: string): string {
  for (const [from, to, country] of BIN_RANGES) if (bin >= from && bin <= to) return country;
  return '';
}

/** First 6 + **** + last 4 (the only form a card number is shown in). */
export const maskCard = (bin: string | null, last4: string | null): string => (bin && last4 ? `${bin}****${last4}` : '');

/** ECI of the 3-D Secure outcome: 05 fully authenticated, 06 attempted, 07 not authenticated. */
export const ECI = { AUTHENTICATED: '05', ATTEMPTED: '06', NONE: '07' } as const;

export interface CardOutcome {
  approved: boolean;
  responseCode: string;
  /** the channel's message (English, as the scheme answers) */
  responseMessage: string;
  eci: string;
  /** 3-D Secure challenge: passed, attempted, failed; none when no challenge ran */
  threeDs: 'none' | 'passed' | 'attempted' | 'failed';
  /**
   * Events the sandbox raises later for a card (chargeback, pre-dispute alert, fraud report):
   * other parts of the sandbox read this to open their cases. Empty for the cards here.
   */
  followUps: string[];
}

const ok = (eci: string = ECI.NONE, threeDs: CardOutcome['threeDs'] = 'none'): CardOutcome => ({
  approved: true,
  responseCode: '00',
  responseMessage: 'Approved',
  eci,
  threeDs,
  followUps: [],
});
const decline = (responseCode: string, responseMessage: string, threeDs: CardOutcome['threeDs'] = 'none', eci: string = ECI.NONE): CardOutcome => ({
  approved: false,
  responseCode,
  responseMessage,
  eci,
  threeDs,
  followUps: [],
});

/**
 * Test cards: the number decides the outcome (like a provider's test mode). Any other number that
 * passes Luhn and has a known brand is approved without a challenge. Add rows here for new
 * scenarios (e.g. cards that later raise a chargeback, `followUps: ['chargeback']`).
 */
export const TEST_CARDS: Readonly<Record<string, { label: string; outcome: CardOutcome; recurring?: RecurringProfile }>> = {
  '4242424242424242': { label: 'Visa approved', outcome: ok() },
  '5555555555554444': { label: 'Mastercard approved', outcome: ok() },
  '378282246310005': { label: 'Amex approved', outcome: ok() },
  '3566002020360505': { label: 'JCB approved', outcome: ok() },
  '6200000000000005': { label: 'UnionPay approved', outcome: ok() },
  '6011111111111117': { label: 'Discover approved', outcome: ok() },
  '4000000000000002': { label: 'Declined: do not honour', outcome: decline('05', 'Do not honour') },
  '4000000000009995': { label: 'Declined: insufficient funds', outcome: decline('51', 'Insufficient funds') },
  '4000000000000069': { label: 'Declined: expired card', outcome: decline('54', 'Expired card') },
  '4000000000000119': { label: 'Declined: processing error', outcome: decline('96', 'System malfunction') },
  '4000000000000127': { label: 'Declined: invalid CVV', outcome: decline('N7', 'CVV2 mismatch') },
  '4100000000000019': { label: 'Declined: suspected fraud', outcome: decline('59', 'Suspected fraud') },
  '4000000000000259': { label: 'Declined: lost card, pick up', outcome: decline('41', 'Lost card, pick up') },
  '4000000000003220': { label: '3-D Secure challenge passed (ECI 05)', outcome: ok(ECI.AUTHENTICATED, 'passed') },
  '4000000000003063': { label: '3-D Secure attempted (ECI 06)', outcome: ok(ECI.ATTEMPTED, 'attempted') },
  '4000008400001629': { label: '3-D Secure challenge failed (ECI 07)', outcome: decline('R1', 'Cardholder authentication failed', 'failed') },
  '5200000000001096': { label: 'Mastercard 3-D Secure passed (ECI 05)', outcome: ok(ECI.AUTHENTICATED, 'passed') },
  '5200000000000007': { label: 'Mastercard declined: insufficient funds', outcome: decline('51', 'Insufficient funds') },
  '4000000000000341': {
    label: 'Subscriptions: approves 2 cycles, then declines every charge (insufficient funds)',
    outcome: ok(),
    recurring: { approveCharges: 2, declineCharges: null },
  },
  '4000000000000358': {
    label: 'Subscriptions: approves 1 cycle, declines the next charge once, then approves again',
    outcome: ok(),
    recurring: { approveCharges: 1, declineCharges: 1 },
  },
};

/**
 * How a stored card (a subscription's vault token) answers later merchant-initiated charges in the
 * sandbox: the first `approveCharges` charges on the token (the customer's first payment counts as
 * one) are approved, the next `declineCharges` declined (null: all the rest), then approved again.
 * Kept with the token when it is made, so the number itself is never needed again.
 */
export interface RecurringProfile {
  approveCharges: number;
  declineCharges: number | null;
}

/** The decline a recurring profile answers with once its approvals are used up. */
export const RECURRING_DECLINE = { responseCode: '51', responseMessage: 'Insufficient funds' } as const;

/** Whether the charge after `approved` approvals and `declined` declines on a token is approved. */
export function recurringApproves(p: RecurringProfile | null, o: { approved: number; declined: number }): boolean {
  if (!p || o.approved < p.approveCharges) return true;
  return p.declineCharges !== null && o.declined >= p.declineCharges;
}

export function cardOutcome(pan: string): CardOutcome {
  return TEST_CARDS[pan]?.outcome ?? ok();
}
