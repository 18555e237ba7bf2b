import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRefunds } from '@crossbill/contracts/endpoints/refund';
import type { RefundFilters } from '@crossbill/contracts/refund';
import { endpointQuery } from '../../../lib/call';

/** Newest first, filtered (a group reads its members through its family). */
export const refundsQuery = (q: RefundFilters & { page: number; size: number }) => ({
  ...endpointQuery(listRefunds, { query: q }),
  placeholderData: keepPreviousData,
});
export const useRefunds = (q: RefundFilters & { page: number; size: number }) => useQuery(refundsQuery(q));
