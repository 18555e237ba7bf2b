import { useQuery } from '@tanstack/react-query';
import type { EndpointData } from '@crossbill/contracts/endpoint';
import { searchBanks } from '@crossbill/contracts/endpoints/onboarding';
import { endpointQuery } from '../../../lib/call';

/** GET /api/onboarding/bank/search: by name or SWIFT, from 3 characters on (spec 5). */
export type Bank = EndpointData<typeof searchBanks>[number];
export const useBankSearch = (keyword: string) =>
  useQuery({
    ...endpointQuery(searchBanks, { query: { keyword } }, { quiet: true }),
    enabled: keyword.trim().length >= 3,
    staleTime: 300_000,
  });
