import { confirmFieldOf, type PayoutMethod } from '@crossbill/contracts/payout-rules';

/** Test helpers of the payee suites (no tests here). */

/** A GB payee's form body; the account identifier is typed twice unless `accountConfirm` is given. */
export function gbPayee(o: Record<string, unknown> = {}) {
  const p: Record<string, unknown> = {
    category: 'others',
    entityType: 'individual',
    currency: 'GBP',
    country: 'GB',
    method: 'local',
    accountFormat: 'iban',
    iban: 'GB82 WEST 1234 5698 7654 32',
    name: 'Oliver Smith',
    bankName: 'Barclays Bank UK PLC',
    swift: 'BARCGB22',
    nickname: `Oliver ${crypto.randomUUID().slice(0, 6)}`,
    isDefault: false,
    ...o,
  };
  const field = confirmFieldOf(p.country as string, p.method as PayoutMethod, p.accountFormat as string);
  return 'accountConfirm' in o || !field ? p : { ...p, accountConfirm: p[field] };
}
