import { z } from 'zod';
import { importBatchBase } from './content.ts';
import { requiredText } from './validation.ts';

/**
 * Tracking numbers of payments (spec 2 Transaction: query, upload tracking numbers): the shipment's
 * number and carrier, one at a time on the detail page or by an xlsx of the template.
 */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
/** Common carriers offered in the form; any other carrier may be typed (up to 64 characters). */
export const COMMON_CARRIERS = [
  'DHL',
  'FedEx',
  'UPS',
  'USPS',
  'EMS',
  'China Post',
  'SF Express',
  'YunExpress',
  '4PX',
  'Cainiao',
  'Royal Mail',
  'Deutsche Post',
  'La Poste',
  'Japan Post',
  'Australia Post',
  'Canada Post',
  'Aramex',
  'TNT',
] as const;
export const TRACKING_BATCH_COLUMNS = ['transactionId', 'trackingNumber', 'carrier'] as const;
export const TRACKING_BATCH_MAX_ROWS = 1000;
export const TRACKING_BATCH_MAX_BYTES = 5 * 1024 * 1024;

export const trackingNumberSchema = requiredText(64).regex(TRACKING_NUMBER_PATTERN, 'tracking.badNumber');
export const trackingCarrierSchema = requiredText(64);

/** POST /api/transaction/tracking/save */
export const trackingSaveBody = z.object({
  transactionId: z.string().regex(/^[A-Z0-9]{6,40}$/, 'validation.invalid'),
  trackingNumber: trackingNumberSchema,
  trackingCarrier: trackingCarrierSchema,
});
export type TrackingSaveBody = z.infer<typeof trackingSaveBody>;
export const trackingInfo = z.object({ transactionId: z.string(), trackingNumber: z.string(), trackingCarrier: z.string() });

export const trackingBatch = importBatchBase;
export type TrackingBatch = z.infer<typeof trackingBatch>;
