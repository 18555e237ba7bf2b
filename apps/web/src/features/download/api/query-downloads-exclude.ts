import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crossbill/contracts/envelope';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { downloadKeys, lastDay, recentDownloadsQuery, refreshEvery } from './query-downloads';

/** GET /api/downloadFile/queryDownloadsExclude: ready files not downloaded yet (the badge is its total). */
export const fetchPendingDownloads = () => api.get<Page<DownloadTask>>('/downloadFile/queryDownloadsExclude', lastDay(), { family: true, background: true });

export const pendingDownloadsQuery = queryOptions({
  queryKey: [...downloadKeys.all, 'pending'],
  queryFn: fetchPendingDownloads,
  // the badge follows a file being generated as closely as the list does
  refetchInterval: () => refreshEvery(queryClient.getQueryData(recentDownloadsQuery.queryKey)),
});

export const usePendingDownloads = () => useQuery(pendingDownloadsQuery);
