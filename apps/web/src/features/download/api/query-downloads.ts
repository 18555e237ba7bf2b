import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOWNLOAD_POPOVER_SIZE, DOWNLOAD_REFRESH_MS, FileStatus } from '@crossbill/contracts/constants';
import { listDownloads } from '@crossbill/contracts/endpoints/download';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { call } from '../../../lib/call';
import { DOWNLOAD_TASKS_KEY } from '../../../lib/query-client';

export const downloadKeys = { all: DOWNLOAD_TASKS_KEY };

/** While a file is being generated, look again every few seconds; otherwise every 5 minutes (spec 9). */
export const GENERATING_REFRESH_MS = 3000;
export const refreshEvery = (tasks: readonly DownloadTask[] | undefined) =>
  tasks?.some((t) => t.fileStatus === FileStatus.GENERATING) ? GENERATING_REFRESH_MS : DOWNLOAD_REFRESH_MS;

const DAY_MS = 24 * 3600_000;

/** The popover's window: the last day up to now (spec 7), computed at each fetch. */
export function lastDay(now = Date.now()) {
  return { beginTime: new Date(now - DAY_MS).toISOString(), endTime: new Date(now).toISOString(), size: DOWNLOAD_POPOVER_SIZE };
}

/** The 5 most recent export tasks of the last day (a fixed key: the window moves with each fetch). */
export const recentDownloadsQuery = queryOptions({
  queryKey: [...downloadKeys.all, 'recent'],
  queryFn: ({ signal }) => call(listDownloads, { query: lastDay() }, { background: true, signal }),
  refetchInterval: (query) => refreshEvery(query.state.data?.content),
});

export const useRecentDownloads = () => useQuery(recentDownloadsQuery);
