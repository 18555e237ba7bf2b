import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listDownloads } from '@crossbill/contracts/endpoints/download';
import { call } from '../../../lib/call';
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

/** The center's filters over the same list as the popover's; the default window is computed at each fetch. */
export function useDownloadCenter(f: DownloadCenterFilters) {
  return useQuery({
    // under the download key: marking a file read refreshes this list too
    queryKey: [...downloadKeys.all, 'center', f],
    queryFn: ({ signal }) => call(listDownloads, { query: withWindow(f) }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshEvery(query.state.data),
  });
}
