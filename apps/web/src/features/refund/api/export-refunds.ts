import { exportRefunds as exportEndpoint } from '@crossbill/contracts/endpoints/refund';
import type { RefundFilters } from '@crossbill/contracts/refund';
import { call } from '../../../lib/call';
import { useExportTask } from '../../../lib/export-task';

/** The list's filters → a task of the download center. */
export const exportRefunds = (filters: RefundFilters) => call(exportEndpoint, { body: filters });
export const useExportRefunds = () => useExportTask(exportRefunds);
