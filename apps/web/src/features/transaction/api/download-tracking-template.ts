import { trackingTemplate } from '@crossbill/contracts/endpoints/tracking';
import { downloadFrom } from '../../../lib/call';

export const downloadTrackingTemplate = () => downloadFrom(trackingTemplate);
