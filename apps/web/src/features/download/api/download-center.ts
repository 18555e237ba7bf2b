import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@crossbill/contracts/envelope';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { api } from '../../../lib/api-client';
import { downloadKeys, refreshEvery } from './query-downloads';

export interface DownloadCenterFilters {
  /** ISO date-times; without them the last 30 days */
  beginTime?: string;
  endTime?: string;
  fileName?: string;
  fileStatus?: string;
  page: number;
  size: number;
}

export const CENTER_DEFAULT_DAYS = 30;

function withWindow(f: DownloadCenterFilters, now = Date.now()) {
  const endTime = f.endTime ?? new Date(now).toISOString();
  const beginTime = f.beginTime ?? new Date(new Date(endTime).getTime() - CENTER_DEFAULT_DAYS * 24 * 3600_000).toISOString();
  return { ...f, beginTime, endTime };
}

/** GET /api/downloadFile/queryDownloads with the center's filters (the same list as the popover's). */
export const fetchDownloadCenter = (f: DownloadCenterFilters) => api.get<Page<DownloadTask>>('/downloadFile/queryDownloads', withWindow(f), { family: true });

export function useDownloadCenter(f: DownloadCenterFilters) {
  return useQuery({
    // under the download key: marking a file read refreshes this list too
    queryKey: [...downloadKeys.all, 'center', f],
    queryFn: () => fetchDownloadCenter(f),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshEvery(query.state.data),
  });
}
