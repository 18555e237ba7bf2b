import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPendingDownloads } from '@crossbill/contracts/endpoints/download';
import { call } from '../../../lib/call';
import { queryClient } from '../../../lib/query-client';
import { downloadKeys, lastDay, recentDownloadsQuery, refreshEvery } from './query-downloads';

/** Ready files not downloaded yet (the badge is its total); a fixed key, the window moves with each fetch. */
export const pendingDownloadsQuery = queryOptions({
  queryKey: [...downloadKeys.all, 'pending'],
  queryFn: ({ signal }) => call(listPendingDownloads, { query: lastDay() }, { background: true, signal }),
  // the badge follows a file being generated as closely as the list does
  refetchInterval: () => refreshEvery(queryClient.getQueryData(recentDownloadsQuery.queryKey)?.content),
});

export const usePendingDownloads = () => useQuery(pendingDownloadsQuery);
