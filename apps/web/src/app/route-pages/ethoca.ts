import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of ethocaRoutes (route-table/ethoca.ts), by route id. */
export const ethocaPages: Record<string, LazyComponent<object>> = {
  ethocaAlerts: lazyPage(() => import('../pages/ethoca-list-route'), { namespaces: ['ethoca'] }),
  ethocaAlertView: lazyPage(() => import('../pages/ethoca-view-route'), { namespaces: ['ethoca', 'messages'] }),
};
