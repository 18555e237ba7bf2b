import crypto from 'node:crypto';
import type { RoutingLine } from '@crossbill/contracts/virtual-account';

/**
 * The partner banks that hold virtual accounts, per country, and the account numbers and routing
 * details they assign: the local clearing scheme's identifiers (ABA routing, sort code, IBAN, bank and
 * branch codes, BSB) plus SWIFT for international transfers. Numbers carry their schemes' check digits.
 */
export interface OpenedDetails {
  accountNumber: string;
  bankName: string;
  bankCountry: string;
  bankAddress: string;
  routing: RoutingLine[];
}

const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(0, 10)).join('');

/** ABA routing number check digit: weights 3, 7, 1 over the first eight digits. */
export function abaCheckDigit(first8: string): string {
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...first8].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return String((10 - (sum % 10)) % 10);
}

export function isValidAba(n: string): boolean {
  return /^\d{9}$/.test(n) && abaCheckDigit(n.slice(0, 8)) === n[8];
}

/**
 * ISO 13616 IBAN check digits (mod 97). Written here because only the check digits are needed
 * (ibantools is not a dependency of the server; this is its ten-line core).
 */
export function ibanCheckDigits(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let mod = 0;
  for (const ch of numeric) mod = (mod * 10 + Number(ch)) % 97;
  return String(98 - mod).padStart(2, '0');
}

export function isValidIban(iban: string): boolean {
  const s = iban.replace(/ /g, '');
  return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s) && ibanCheckDigits(s.slice(0, 2), s.slice(4)) === s.slice(2, 4);
}

const iban = (country: string, bban: string) => `${country}${ibanCheckDigits(country, bban)}${bban}`;

/**
 * A partner bank: its fixed details, the numbers it assigns per account (always `accountNumber`,
 * plus routing identifiers that differ per account), and the routing lines shown, in order, before
 * SWIFT: each line's value is the assigned number of that key, else the bank's fixed one.
 */
interface PartnerBank {
  name: string;
  address: string;
  swift: string;
  fixed?: Record<string, string>;
  lines: string[];
  assign: () => { accountNumber: string } & Record<string, string>;
}

const PARTNER_BANKS: Record<string, PartnerBank> = {
  US: {
    name: 'Lakeshore Trust Bank, N.A.',
    address: '200 W Madison St, Chicago, IL 60606, United States',
    swift: 'LKTBUS44',
    lines: ['accountNumber', 'achRouting', 'wireRouting'],
    assign: () => {
      const routing = `0719${digits(4)}`;
      const aba = routing + abaCheckDigit(routing);
      return { accountNumber: `8${digits(11)}`, achRouting: aba, wireRouting: aba };
    },
  },
  HK: {
    name: 'Harbourfront Bank (Hong Kong) Limited',
    address: 'Two Exchange Square, 8 Connaught Place, Central, Hong Kong',
    swift: 'HFBKHKHH',
    fixed: { bankCode: '388', branchCode: '511' },
    lines: ['accountNumber', 'bankCode', 'branchCode'],
    assign: () => ({ accountNumber: `511${digits(9)}` }),
  },
  DE: {
    name: 'Rheinufer Bank AG',
    address: 'Mainzer Landstraße 50, 60325 Frankfurt am Main, Germany',
    swift: 'RHUBDEFF',
    lines: ['iban'],
    // the IBAN is the account number there
    assign: () => {
      const number = iban('DE', `50090900${digits(10)}`);
      return { accountNumber: number, iban: number };
    },
  },
  GB: {
    name: 'Thames Clearing Bank plc',
    address: '1 King William Street, London EC4N 7AR, United Kingdom',
    swift: 'TCBLGB2L',
    fixed: { sortCode: '04-13-62' },
    lines: ['accountNumber', 'sortCode', 'iban'],
    assign: () => {
      const account = digits(8);
      return { accountNumber: account, iban: iban('GB', `TCBL041362${account}`) };
    },
  },
  SG: {
    name: 'Straits Merchant Bank Ltd',
    address: '8 Marina Boulevard, Singapore 018981',
    swift: 'SMBLSGSG',
    fixed: { bankCode: '7171', branchCode: '001' },
    lines: ['accountNumber', 'bankCode', 'branchCode'],
    assign: () => ({ accountNumber: `7${digits(9)}` }),
  },
  JP: {
    name: 'Nihonbashi Trust Bank, Ltd.',
    address: '2-1-1 Nihonbashi, Chuo-ku, Tokyo 103-0027, Japan',
    swift: 'NTBKJPJT',
    fixed: { bankCode: '0397', branchCode: '120', accountType: 'Futsu (ordinary)' },
    lines: ['accountNumber', 'bankCode', 'branchCode', 'accountType'],
    assign: () => ({ accountNumber: digits(7) }),
  },
  AU: {
    name: 'Southern Cross Commercial Bank Ltd',
    address: '1 Macquarie Place, Sydney NSW 2000, Australia',
    swift: 'SCCBAU2S',
    fixed: { bsb: '083-170' },
    lines: ['accountNumber', 'bsb'],
    assign: () => ({ accountNumber: digits(9) }),
  },
};

/** New account details at the partner bank of `country` (one of VA_OFFERINGS' countries). */
export function issueAccount(country: string): OpenedDetails {
  const bank = PARTNER_BANKS[country];
  if (!bank) throw new Error(`no partner bank in ${country}`);
  const assigned = bank.assign();
  return {
    accountNumber: assigned.accountNumber,
    bankName: bank.name,
    bankCountry: country,
    bankAddress: bank.address,
    routing: [...bank.lines.map((key) => ({ key, value: assigned[key] ?? bank.fixed?.[key] ?? '' })), { key: 'swift', value: bank.swift }],
  };
}
