import { useQuery } from '@tanstack/react-query';
import { BANK_SEARCH_MIN } from '@crossbill/contracts/payee';
import { endpointQuery } from '../../../lib/call';
import { endpointsOf, type PayeeSurface } from './surface';

/** GET {base}/bank/search?keyword&country: banks by name or SWIFT (at least 3 characters, spec 5). */
export const banksQuery = (s: PayeeSurface, keyword: string, country?: string) => ({
  ...endpointQuery(endpointsOf(s).searchBanks, { query: { keyword, country } }),
  staleTime: 5 * 60_000,
});

/** Runs only from the minimum length: shorter keywords show the rule instead of a request. */
export const useBankSearch = (s: PayeeSurface, keyword: string, country?: string) =>
  useQuery({ ...banksQuery(s, keyword.trim(), country), enabled: keyword.trim().length >= BANK_SEARCH_MIN });
