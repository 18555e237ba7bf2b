import { defineEndpoint } from '../endpoint.ts';
import { trackingBatch, trackingInfo, trackingSaveBody } from '../tracking.ts';
import { importFileEndpoints } from './import-file.ts';

/**
 * Tracking numbers of payments (spec 2 Transaction: query, upload tracking numbers): one at a time
 * from the detail page, or an xlsx of the template.
 */
const tags = ['transaction'];
const TRACKING = 'transaction:query:tracking';

export const saveTracking = defineEndpoint({
  method: 'POST',
  path: '/transaction/tracking/save',
  permission: TRACKING,
  body: trackingSaveBody,
  response: trackingInfo,
  summary: 'Add or change the tracking number and carrier of a payment',
  tags,
});

export const {
  template: trackingTemplate,
  upload: uploadTrackingBatch,
  detail: getTrackingBatch,
  report: trackingBatchReport,
} = importFileEndpoints({
  permission: TRACKING,
  response: trackingBatch,
  tags,
  template: { path: '/transaction/tracking/batch/template', summary: 'The tracking number template (xlsx: transaction ID, tracking number, carrier)' },
  upload: { path: '/transaction/tracking/batch/upload', summary: 'Upload tracking numbers (xlsx up to 5M); applied when every row is valid' },
  detail: { path: '/transaction/tracking/batch/detail', summary: 'One tracking number file: parse state, progress and errors' },
  report: { path: '/transaction/tracking/batch/report', summary: "A tracking number file's row-by-row error report (xlsx)" },
});
