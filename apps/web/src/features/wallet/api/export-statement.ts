import { exportStatement as exportStatementEndpoint } from '@crossbill/contracts/endpoints/wallet';
import type { StatementExportBody } from '@crossbill/contracts/wallet';
import { call } from '../../../lib/call';
import { useExportTask } from '../../../lib/export-task';

/** The statement's filters → a task in the download center. */
export const exportStatement = (body: StatementExportBody) => call(exportStatementEndpoint, { body });

export const useExportStatement = () => useExportTask(exportStatement);
