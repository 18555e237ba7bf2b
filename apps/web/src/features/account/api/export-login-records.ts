import type { DownloadTask } from '@crossbill/contracts/shell';
import { api } from '../../../lib/api-client';
import { useExportTask } from '../../../lib/export-task';

/** POST /api/account/loginRecord/export {} → a download task; the file appears in the download center. */
export const exportLoginRecords = () => api.post<DownloadTask>('/account/loginRecord/export', {});

export const useExportLoginRecords = () => useExportTask(exportLoginRecords);
