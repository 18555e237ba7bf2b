import type { DownloadTask } from '@crossbill/contracts/shell';
import type { TransactionFilters } from '@crossbill/contracts/transaction';
import { api } from '../../../lib/api-client';
import { useExportTask } from '../../../lib/export-task';

/** POST /api/transaction/export with the list's filters → a task of the download center. */
export const exportTransactions = (filters: TransactionFilters) => api.post<DownloadTask>('/transaction/export', filters, { family: true });

export const useExportTransactions = () => useExportTask(exportTransactions);
