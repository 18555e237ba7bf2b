import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { globalSearch } from '@crossbill/contracts/endpoints/search';
import { SEARCH_MAX, SEARCH_MIN } from '@crossbill/contracts/search';
import { endpointQuery } from '../../../lib/call';

/** Whether a keyword is one the server takes (the contract's bounds, so no request is refused). */
export const isSearchable = (keyword: string) => keyword.length >= SEARCH_MIN && keyword.length <= SEARCH_MAX;

/** The global search's hits of a (settled, trimmed) keyword; none asked below the minimum length. */
export const useGlobalSearch = (keyword: string) =>
  useQuery({
    ...endpointQuery(globalSearch, { query: { keyword } }),
    enabled: isSearchable(keyword),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
