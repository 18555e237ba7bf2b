import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VirtualAccount } from '@crossbill/contracts/virtual-account';
import { api } from '../../../lib/api-client';
import { vaKeys } from './list-accounts';

/** GET /api/virtualAccount/detail?id; while the account is being opened it is read again every 5 s. */
export const fetchAccount = (id: number) => api.get<VirtualAccount>('/virtualAccount/detail', { id });

export const accountQuery = (id: number) =>
  queryOptions({
    queryKey: [...vaKeys.all, 'detail', id],
    queryFn: () => fetchAccount(id),
    refetchInterval: (q) => (q.state.data?.status === 'applying' ? 5000 : false),
  });

export const useAccount = (id: number) => useQuery(accountQuery(id));
