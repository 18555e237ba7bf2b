import { trackingBatchReport } from '@crossbill/contracts/endpoints/tracking';
import { downloadFrom } from '../../../lib/call';

/** The row-by-row error report of a tracking number file. */
export const downloadTrackingReport = (id: number) => downloadFrom(trackingBatchReport, { query: { id } });
