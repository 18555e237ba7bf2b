import { queryOptions, useQuery } from '@tanstack/react-query';
import type { clientConfig } from '@crossbill/contracts/shell';
import type { z } from 'zod';
import { api } from './api-client';

/** GET /api/common/clientConfig: legacy hosts, the action-log key, the new host's URL. */
export type ClientConfig = z.infer<typeof clientConfig>;

export const fetchClientConfig = () => api.get<ClientConfig>('/common/clientConfig', undefined, { quiet: true });

export const clientConfigQuery = queryOptions({
  queryKey: ['clientConfig'],
  queryFn: fetchClientConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useClientConfig = () => useQuery(clientConfigQuery);
