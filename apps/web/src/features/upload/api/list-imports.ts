import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImportQuery } from '@crossbill/contracts/content';
import { listImports } from '@crossbill/contracts/endpoints/imports';
import { endpointQuery } from '../../../lib/call';

export type ImportFilters = ImportQuery;

/** While a file waits or is parsed, look again every few seconds. */
const PARSING_REFRESH_MS = 3000;

/** Every import in scope, newest first (group merchants: /api/blocMer/..., proxies /api/proxyMer/...). */
export function useImports(f: ImportFilters) {
  return useQuery({
    ...endpointQuery(listImports, { query: f }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.content.some((r) => r.status === 'to_be_parsed' || r.status === 'parsing') ? PARSING_REFRESH_MS : false),
  });
}
