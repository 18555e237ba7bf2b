import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of alertRoutes (route-table/alert.ts), by route id. */
export const alertPages: Record<string, LazyComponent<object>> = {
  chargebackAlertList: lazyPage(() => import('../pages/alert-list-route'), { namespaces: ['alert'] }),
  chargebackAlertDetail: lazyPage(() => import('../pages/alert-detail-route'), { namespaces: ['alert', 'messages'] }),
};
