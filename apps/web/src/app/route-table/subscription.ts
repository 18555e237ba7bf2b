import type { RouteMeta } from '../route-def';

const page = (id: string, path: string, titleKey: string, code: string): RouteMeta => ({
  id,
  path,
  titleKey,
  icon: 'subscription',
  code,
  auditCheck: true,
  branch: 'acq',
  layout: 'portal',
});

/** Subscriptions (spec 2 Subscription: order, order/detail, setting): the contracts, one contract with its actions, the merchant's settings. */
export const subscriptionRoutes: readonly RouteMeta[] = [
  page('subscriptions', '/subscription/order', 'subscription:route.list', 'subscription:order'),
  page('subscriptionDetail', '/subscription/order/detail', 'subscription:route.detail', 'subscription:order'),
  page('subscriptionSetting', '/subscription/setting', 'subscription:route.setting', 'subscription:setting'),
];
