/**
 * Account-name lookup at the receiving bank (spec 5: an Indonesian company holder name must match
 * the bank's registration). Production connects a bank's account inquiry; the sandbox answers from
 * a fixed table so that tests and demos are deterministic:
 *
 * | bank code | account number | registered name              |
 * |-----------|----------------|------------------------------|
 * | 014 (BCA) | 1234567890     | PT MAJU JAYA SENTOSA         |
 * | 008       | 1300012345678  | PT NUSANTARA DIGITAL NIAGA   |
 * | 002 (BRI) | 034101000123567| PT SINAR TIMUR LOGISTIK      |
 *
 * Any other account is unknown to the sandbox bank.
 */
export interface BankRegistry {
  /** the name registered on the account, or null when the bank has no such account */
  holderName(q: { country: string; bankCode: string; accountNumber: string }): Promise<string | null>;
}

const SANDBOX_ACCOUNTS: Record<string, string> = {
  'ID:014:1234567890': 'PT MAJU JAYA SENTOSA',
  'ID:008:1300012345678': 'PT NUSANTARA DIGITAL NIAGA',
  'ID:002:034101000123567': 'PT SINAR TIMUR LOGISTIK',
};

export const sandboxBankRegistry: BankRegistry = {
  async holderName({ country, bankCode, accountNumber }) {
    return SANDBOX_ACCOUNTS[`${country}:${bankCode}:${accountNumber}`] ?? null;
  },
};

/** Names compare without case, punctuation or repeated spaces (banks store them in capitals). */
export const sameName = (a: string, b: string): boolean => {
  const norm = (s: string) => s.toUpperCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
};
