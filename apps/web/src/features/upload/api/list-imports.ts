import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImportItem, ImportKind, ImportStatus } from '@crossbill/contracts/content';
import type { Page } from '@crossbill/contracts/envelope';
import { api } from '../../../lib/api-client';

export interface ImportFilters {
  kind?: ImportKind;
  status?: ImportStatus;
  fileName?: string;
  beginTime?: string;
  endTime?: string;
  page: number;
  size: number;
}

/** While a file waits or is parsed, look again every few seconds. */
const PARSING_REFRESH_MS = 3000;

/** GET /api/upload/list (group merchants: /api/blocMer/..., proxies /api/proxyMer/...): every import in scope, newest first. */
export const fetchImports = (f: ImportFilters) => api.get<Page<ImportItem>>('/upload/list', { ...f }, { family: true });

export function useImports(f: ImportFilters) {
  return useQuery({
    queryKey: ['imports', f],
    queryFn: () => fetchImports(f),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.content.some((r) => r.status === 'to_be_parsed' || r.status === 'parsing') ? PARSING_REFRESH_MS : false),
  });
}
