import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOWNLOAD_REFRESH_MS } from '@crossbill/contracts/constants';
import type { Page } from '@crossbill/contracts/envelope';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { api } from '../../../lib/api-client';
import { downloadKeys, lastDay } from './query-downloads';

/** GET /api/downloadFile/queryDownloadsExclude: ready files not downloaded yet (the badge is its total). */
export const fetchPendingDownloads = () => api.get<Page<DownloadTask>>('/downloadFile/queryDownloadsExclude', lastDay(), { family: true, background: true });

export const pendingDownloadsQuery = queryOptions({
  queryKey: [...downloadKeys.all, 'pending'],
  queryFn: fetchPendingDownloads,
  refetchInterval: DOWNLOAD_REFRESH_MS,
});

export const usePendingDownloads = () => useQuery(pendingDownloadsQuery);
