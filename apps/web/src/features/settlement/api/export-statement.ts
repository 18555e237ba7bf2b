import { exportPeriodStatement } from '@crossbill/contracts/endpoints/settlement';
import type { StatementExportBody } from '@crossbill/contracts/settlement';
import { call } from '../../../lib/call';
import { useExportTask } from '../../../lib/export-task';

/** The period statement of a currency, queued for the download center. */
export const useExportStatement = () => useExportTask((body: StatementExportBody) => call(exportPeriodStatement, { body }));
