import { exportLoginRecords as exportLoginRecordsEndpoint } from '@crossbill/contracts/endpoints/activity';
import { call } from '../../../lib/call';
import { useExportTask } from '../../../lib/export-task';

/** The whole sign-in activity → a download task; the file appears in the download center. */
export const exportLoginRecords = () => call(exportLoginRecordsEndpoint, { body: {} });

export const useExportLoginRecords = () => useExportTask(exportLoginRecords);
