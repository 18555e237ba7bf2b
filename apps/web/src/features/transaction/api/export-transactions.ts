import { exportTransactions as exportEndpoint } from '@crossbill/contracts/endpoints/transaction';
import type { TransactionFilters } from '@crossbill/contracts/transaction';
import { call } from '../../../lib/call';
import { useExportTask } from '../../../lib/export-task';

/** The list's filters → a task of the download center. */
export const exportTransactions = (filters: TransactionFilters) => call(exportEndpoint, { body: filters });

export const useExportTransactions = () => useExportTask(exportTransactions);
