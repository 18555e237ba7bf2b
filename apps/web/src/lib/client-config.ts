import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointData } from '@crossbill/contracts/endpoint';
import { getClientConfig } from '@crossbill/contracts/endpoints/common';
import { call } from './call';

/** GET /api/common/clientConfig: legacy hosts, the action-log key, the new host's URL. */
export type ClientConfig = EndpointData<typeof getClientConfig>;

export const fetchClientConfig = () => call(getClientConfig, undefined, { quiet: true });

/** Its own key: sign-in, account switches and language changes keep it (session api's predicates). */
export const clientConfigQuery = queryOptions({
  queryKey: ['clientConfig'],
  queryFn: fetchClientConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useClientConfig = () => useQuery(clientConfigQuery);
