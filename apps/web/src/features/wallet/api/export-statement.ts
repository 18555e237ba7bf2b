import { useMutation } from '@tanstack/react-query';
import type { DownloadTask } from '@crossbill/contracts/shell';
import type { StatementExportBody } from '@crossbill/contracts/wallet';
import { api } from '../../../lib/api-client';
import { DOWNLOAD_TASKS_KEY, queryClient } from '../../../lib/query-client';

/** POST /api/wallet/balance/export with the statement's filters → a task in the download center. */
export const exportStatement = (body: StatementExportBody) => api.post<DownloadTask>('/wallet/balance/export', body);

// the new task shows in the download popover at once, which follows it until the file is ready
export const useExportStatement = () =>
  useMutation({ mutationFn: exportStatement, onSuccess: () => queryClient.invalidateQueries({ queryKey: DOWNLOAD_TASKS_KEY }) });
