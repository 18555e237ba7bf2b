import { defineEndpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  portalCancelBody,
  portalChangeBody,
  portalPreviewBody,
  prorationPreview,
  subscriptionDetail,
  subscriptionExportBody,
  subscriptionIdQuery,
  subscriptionItem,
  subscriptionListQuery,
  subscriptionSettings,
} from '../subscription.ts';
import { subscriptionStats } from '../subscription-stats.ts';
import { downloadTask } from '../shell.ts';

/**
 * Subscriptions in the portal (spec 2: subscription/order, order/detail, setting). The merchant's
 * server creates them through the Payment API (`/v1/subscriptions`); here operators read, change and
 * cancel them and keep the merchant's settings. Group (type 3) and proxy (type 2) merchants read
 * their members' subscriptions.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['subscription'];

export const listSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/subscription/list',
  permission: 'subscription:order',
  families,
  query: subscriptionListQuery,
  response: pageOf(subscriptionItem),
  summary: 'Subscriptions, newest first, by status, collection method, customer, product, contract number, next billing range and currency',
  tags,
});

export const getSubscriptionStats = defineEndpoint({
  method: 'GET',
  path: '/subscription/stats',
  permission: 'subscription:order',
  families,
  response: subscriptionStats,
  summary:
    'The figures over the list: active subscriptions, monthly recurring revenue per currency, churn in the last 30 days (definitions: contracts subscription-stats.ts)',
  tags,
});

export const exportSubscriptions = defineEndpoint({
  method: 'POST',
  path: '/subscription/export',
  permission: 'subscription:order:export',
  families,
  body: subscriptionExportBody,
  response: downloadTask,
  summary: 'Export the filtered subscriptions to the download center (xlsx, built in the background)',
  tags,
});

export const getSubscription = defineEndpoint({
  method: 'GET',
  path: '/subscription/detail',
  permission: 'subscription:order',
  families,
  query: subscriptionIdQuery,
  response: subscriptionDetail,
  summary: 'One subscription: contract, card (BIN and last four), every cycle with its transaction and outcome, retries, changes and their proration, timeline',
  tags,
});

export const previewSubscriptionChange = defineEndpoint({
  method: 'POST',
  path: '/subscription/change/preview',
  permission: 'subscription:order:edit',
  body: portalPreviewBody,
  response: prorationPreview,
  summary: 'The proration of a change (credit of the unused part of the current cycle, charge or refund now), before the operator confirms',
  tags,
});

export const changeSubscription = defineEndpoint({
  method: 'POST',
  path: '/subscription/change',
  permission: 'subscription:order:edit',
  body: portalChangeBody,
  response: subscriptionItem,
  idempotent: true,
  summary:
    'Change price, quantity or frequency at the previewed proration: billing restarts at cycle 1 now (409 when the proration or the subscription changed)',
  tags,
});

export const cancelSubscription = defineEndpoint({
  method: 'POST',
  path: '/subscription/cancel',
  permission: 'subscription:order:cancel',
  body: portalCancelBody,
  response: subscriptionItem,
  idempotent: true,
  summary: 'Cancel after the current cycle, on a date, or immediately (optionally refunding the unused part); a second cancel answers the first',
  tags,
});

export const getSubscriptionSettings = defineEndpoint({
  method: 'GET',
  path: '/subscription/setting',
  permission: 'subscription:setting',
  response: subscriptionSettings,
  summary: "The merchant's subscription settings: retry schedule, what the last failed retry does, customer e-mails, default cancellation",
  tags,
});

export const saveSubscriptionSettings = defineEndpoint({
  method: 'POST',
  path: '/subscription/setting/save',
  permission: 'subscription:setting',
  body: subscriptionSettings,
  response: subscriptionSettings,
  summary: "Save the merchant's subscription settings",
  tags,
});
