import { refundBatchReport } from '@crossbill/contracts/endpoints/refund-batch';
import { downloadFrom } from '../../../lib/call';

/** The row-by-row error report of a batch refund file. */
export const downloadRefundReport = (id: number) => downloadFrom(refundBatchReport, { query: { id } });
