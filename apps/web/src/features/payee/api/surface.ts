import type { PayeePurpose } from '@crossbill/contracts/payee';

/**
 * Where a payee screen works: transfer contacts or the merchant's own settlement accounts. Both use
 * the same pages and rules under their own API paths and permission codes (resources.ts).
 */
export interface PayeeSurface {
  purpose: PayeePurpose;
  base: '/transfer/contact' | '/settlement/payee';
  code: 'transfer:contact' | 'settlement:payeeManage';
  canDelete: boolean;
}

export const CONTACTS: PayeeSurface = { purpose: 'transfer', base: '/transfer/contact', code: 'transfer:contact', canDelete: true };
export const SETTLEMENT_ACCOUNTS: PayeeSurface = { purpose: 'settlement', base: '/settlement/payee', code: 'settlement:payeeManage', canDelete: false };

export const payeeKeys = { all: (s: PayeeSurface) => ['payee', s.purpose] as const };
