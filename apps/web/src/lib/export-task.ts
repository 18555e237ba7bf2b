import { useMutation } from '@tanstack/react-query';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { DOWNLOAD_TASKS_KEY, queryClient } from './query-client';

/**
 * A mutation that starts an export of the download center: the new task shows in the download popover
 * at once, which follows it until the file is ready.
 */
export const useExportTask = <V = void>(create: (v: V) => Promise<DownloadTask>) =>
  useMutation({ mutationFn: create, onSuccess: () => queryClient.invalidateQueries({ queryKey: DOWNLOAD_TASKS_KEY }) });
