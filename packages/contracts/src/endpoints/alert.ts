import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { alertDetail, alertIdBody, alertIdQuery, alertItem, alertListQuery, alertRefundBody } from '../alert.ts';

/**
 * Pre-dispute alerts (spec 2 transaction/chargeback-alert and its detail): the list, one alert with
 * its timeline, and the merchant's answers (refund, mark processed, ignore) behind the process
 * button. Group (type 3) and proxy (type 2) merchants work their members' alerts from their own view.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['chargeback-alert'];
const VIEW = 'transaction:chargebackAlert';
const PROCESS = 'transaction:chargebackAlert:process';

export const listAlerts = defineEndpoint({
  method: 'GET',
  path: '/chargebackAlert/list',
  permission: VIEW,
  families,
  query: alertListQuery,
  response: pageOf(alertItem),
  summary: 'Pre-dispute alerts (Ethoca, Verifi CDRN), newest received first, by status, service, date range, alert or transaction ID',
  tags,
});

export const getAlert = defineEndpoint({
  method: 'GET',
  path: '/chargebackAlert/detail',
  permission: VIEW,
  families,
  query: alertIdQuery,
  response: alertDetail,
  summary: 'One alert with its payment, refund and chargeback status, and the timeline of actions',
  tags,
});

export const refundAlert = defineEndpoint({
  method: 'POST',
  path: '/chargebackAlert/refund',
  permission: PROCESS,
  families,
  body: alertRefundBody,
  response: alertItem,
  idempotent: true,
  summary: "Refund the alert's payment (full when amount is absent) through the refund service; a chargeback scheduled to follow is stopped",
  tags,
});

export const markAlertProcessed = defineEndpoint({
  method: 'POST',
  path: '/chargebackAlert/processed',
  permission: PROCESS,
  families,
  body: alertIdBody,
  response: alertItem,
  summary: 'Mark the alert processed (handled outside the portal): no automatic refund follows',
  tags,
});

export const ignoreAlert = defineEndpoint({
  method: 'POST',
  path: '/chargebackAlert/ignore',
  permission: PROCESS,
  families,
  body: alertIdBody,
  response: alertItem,
  summary: 'Ignore the alert: no automatic refund follows; a chargeback may still arrive',
  tags,
});
