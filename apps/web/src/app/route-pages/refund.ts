import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of refundRoutes (route-table/refund.ts), by route id. */
export const refundPages: Record<string, LazyComponent<object>> = {
  refundList: lazyPage(() => import('../pages/refund-list-route'), { namespaces: ['refund'] }),
  refundDetails: lazyPage(() => import('../pages/refund-detail-route'), { namespaces: ['refund'] }),
};
