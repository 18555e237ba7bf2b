import { useMutation } from '@tanstack/react-query';
import type { DownloadTask } from '@crossbill/contracts/shell';
import type { TransactionFilters } from '@crossbill/contracts/transaction';
import { api } from '../../../lib/api-client';
import { DOWNLOAD_TASKS_KEY, queryClient } from '../../../lib/query-client';

/** POST /api/transaction/export with the list's filters → a task of the download center. */
export const exportTransactions = (filters: TransactionFilters) => api.post<DownloadTask>('/transaction/export', filters, { family: true });

// the new task shows in the download popover at once, which follows it until the file is ready
export const useExportTransactions = () =>
  useMutation({ mutationFn: exportTransactions, onSuccess: () => queryClient.invalidateQueries({ queryKey: DOWNLOAD_TASKS_KEY }) });
