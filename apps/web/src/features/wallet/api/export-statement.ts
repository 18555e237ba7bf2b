import type { DownloadTask } from '@crossbill/contracts/shell';
import type { StatementExportBody } from '@crossbill/contracts/wallet';
import { api } from '../../../lib/api-client';
import { useExportTask } from '../../../lib/export-task';

/** POST /api/wallet/balance/export with the statement's filters → a task in the download center. */
export const exportStatement = (body: StatementExportBody) => api.post<DownloadTask>('/wallet/balance/export', body);

export const useExportStatement = () => useExportTask(exportStatement);
