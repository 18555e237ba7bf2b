import { useMutation } from '@tanstack/react-query';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { api } from '../../../lib/api-client';
import { DOWNLOAD_TASKS_KEY, queryClient } from '../../../lib/query-client';

/** POST /api/account/loginRecord/export {} → a download task; the file appears in the download center. */
export const exportLoginRecords = () => api.post<DownloadTask>('/account/loginRecord/export', {});

// the new task shows in the download popover at once, and it follows the file until it is ready
export const useExportLoginRecords = () =>
  useMutation({ mutationFn: exportLoginRecords, onSuccess: () => queryClient.invalidateQueries({ queryKey: DOWNLOAD_TASKS_KEY }) });
