import { downloadBatchReport, downloadBatchTemplate } from '@crossbill/contracts/endpoints/transfer-batch';
import { downloadFrom } from '../../../lib/call';

/** GET /api/transfer/batch/template (xlsx, headers in the operator language) */
export const downloadTemplate = () => downloadFrom(downloadBatchTemplate);

/** GET /api/transfer/batch/report?id: a failed batch's row-by-row errors (xlsx) */
export const downloadReport = (id: number) => downloadFrom(downloadBatchReport, { query: { id } });
