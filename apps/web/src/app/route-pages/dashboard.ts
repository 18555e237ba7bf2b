import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of dashboardRoutes (route-table/dashboard.ts), by route id. */
export const dashboardPages: Record<string, LazyComponent<object>> = {
  summaryView: lazyPage(() => import('../pages/summary-route'), { namespaces: ['home'] }),
  paymentSetting: lazyPage(() => import('../pages/payment-setting-route'), { namespaces: ['checkout'] }),
};
