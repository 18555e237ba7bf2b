import { refundBatchTemplate } from '@crossbill/contracts/endpoints/refund-batch';
import { downloadFrom } from '../../../lib/call';

export const downloadRefundTemplate = () => downloadFrom(refundBatchTemplate);
