import { lazyNamed, type LazyComponent } from '../../components/lazy-page';

const load = () => import('../pages/subscription-routes');

/** The pages of subscriptionRoutes (route-table/subscription.ts), by route id. */
export const subscriptionPages: Record<string, LazyComponent<object>> = {
  subscriptions: lazyNamed(load, 'SubscriptionListRoute', { namespaces: ['subscription'] }),
  subscriptionDetail: lazyNamed(load, 'SubscriptionDetailRoute', { namespaces: ['subscription', 'transaction', 'messages'] }),
  subscriptionSetting: lazyNamed(load, 'SubscriptionSettingRoute', { namespaces: ['subscription', 'messages'] }),
};
