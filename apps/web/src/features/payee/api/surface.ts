import type { QueryClient } from '@tanstack/react-query';
import type { PayeePurpose } from '@crossbill/contracts/payee';
import { payeeEndpoints, type PayeeEndpoints } from '@crossbill/contracts/endpoints/payee';
import { keyOf } from '../../../lib/call';

/**
 * Where a payee screen works: transfer contacts or the merchant's own settlement accounts. Both use
 * the same pages and rules with their own endpoints (contracts endpoints/payee.ts) and permission
 * codes (resources.ts).
 */
export interface PayeeSurface {
  purpose: PayeePurpose;
  code: 'transfer:contact' | 'settlement:payeeManage';
  canDelete: boolean;
}

export const CONTACTS: PayeeSurface = { purpose: 'transfer', code: 'transfer:contact', canDelete: !!payeeEndpoints.transfer.delete };
export const SETTLEMENT_ACCOUNTS: PayeeSurface = { purpose: 'settlement', code: 'settlement:payeeManage', canDelete: !!payeeEndpoints.settlement.delete };

export const endpointsOf = (s: PayeeSurface): PayeeEndpoints => payeeEndpoints[s.purpose];

/** After a change: the surface's lists and details (wherever they are shown) read again. */
export const refreshPayees = (client: QueryClient, s: PayeeSurface) =>
  Promise.all([endpointsOf(s).list, endpointsOf(s).detail].map((e) => client.invalidateQueries({ queryKey: keyOf(e) })));
