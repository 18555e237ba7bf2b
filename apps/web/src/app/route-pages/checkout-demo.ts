import { lazyNamed, type LazyComponent } from '../../components/lazy-page';

const load = () => import('../pages/checkout-demo-routes');

/** The demo pages of checkoutRoutes (route-table/checkout.ts), by route id. */
export const checkoutDemoPages: Record<string, LazyComponent<object>> = {
  checkoutDemo: lazyNamed(load, 'HostedDemoRoute', { namespaces: ['checkout-demo', 'messages'] }),
  checkoutCpFormDemo: lazyNamed(load, 'EmbedDemoRoute', { namespaces: ['checkout-demo', 'messages'] }),
};
