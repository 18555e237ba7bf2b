import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVirtualAccount } from '@crossbill/contracts/endpoints/virtual-account';
import { endpointQuery } from '../../../lib/call';

/** One account; while it is being opened it is read again every 5 s. */
export const accountQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(getVirtualAccount, { query: { id } }),
    refetchInterval: (q) => (q.state.data?.status === 'applying' ? 5000 : false),
  });

export const useAccount = (id: number) => useQuery(accountQuery(id));
