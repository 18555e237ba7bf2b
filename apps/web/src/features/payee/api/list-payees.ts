import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayeeListQuery } from '@crossbill/contracts/payee';
import { endpointQuery } from '../../../lib/call';
import { endpointsOf, type PayeeSurface } from './surface';

/** GET {base}/list: payees with filters (name, currency, country, category), defaults first. */
export const payeesQuery = (s: PayeeSurface, q: Partial<PayeeListQuery>) => ({
  ...endpointQuery(endpointsOf(s).list, { query: q }),
  placeholderData: keepPreviousData,
});

export const usePayees = (s: PayeeSurface, q: Partial<PayeeListQuery>) => useQuery(payeesQuery(s, q));
