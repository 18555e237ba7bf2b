import { pageOf } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { fraudDetail, fraudIdQuery, fraudItem, fraudListQuery, fraudRefundBody, fraudBlacklistBody, fraudReviewBody } from '../fraud.ts';

/**
 * Fraud notifications (spec 2 Risk: fraud-notification, details/{serviceId}): the list, one
 * notification, a refund of its payment (through the refund service, with an Idempotency-Key) and
 * marking it reviewed. Group (type 3) and proxy (type 2) merchants work their members' notifications.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['fraud-notification'];
const VIEW = 'risk:fraudNotification';

export const listFraudNotifications = defineEndpoint({
  method: 'GET',
  path: '/risk/fraud-notification/list',
  permission: VIEW,
  families,
  query: fraudListQuery,
  response: pageOf(fraudItem),
  summary: 'Issuer fraud reports (TC40/SAFE), newest received first, by fraud type, received date, review and transaction ID',
  tags,
});

export const getFraudNotification = defineEndpoint({
  method: 'GET',
  path: '/risk/fraud-notification/details',
  permission: VIEW,
  families,
  query: fraudIdQuery,
  response: fraudDetail,
  summary: "One fraud notification with its payment's masked card, e-mail and IP; a bad, unknown or foreign id answers 'Invalid ID parameter'",
  tags,
});

export const refundFraudPayment = defineEndpoint({
  method: 'POST',
  path: '/risk/fraud-notification/refund',
  permission: `${VIEW}:refund`,
  families,
  body: fraudRefundBody,
  response: fraudDetail,
  idempotent: true,
  summary: 'Refund the reported payment, fully or partly, through the refund service (same rules and review as any refund)',
  tags,
});

export const blacklistFraudPayment = defineEndpoint({
  method: 'POST',
  path: '/risk/fraud-notification/blacklist',
  // adding blacklist items (and a list the merchant lacks) is the blacklist's own right
  permission: 'risk:list:add',
  families,
  body: fraudBlacklistBody,
  response: fraudDetail,
  summary:
    "Add the reported payment's card, e-mail and IP (those chosen) to the merchant's blacklist of each, in one step; a missing list is made, a value already listed stays",
  tags,
});

export const reviewFraudNotification = defineEndpoint({
  method: 'POST',
  path: '/risk/fraud-notification/review',
  permission: `${VIEW}:review`,
  families,
  body: fraudReviewBody,
  response: fraudDetail,
  summary: 'Mark the notification reviewed (once: a reviewed one answers 409)',
  tags,
});
