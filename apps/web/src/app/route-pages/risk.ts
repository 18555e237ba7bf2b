import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of riskRoutes (route-table/risk.ts), by route id. */
export const riskPages: Record<string, LazyComponent<object>> = {
  blacklistList: lazyPage(() => import('../pages/blacklist-list-route'), { namespaces: ['blacklist'] }),
  blacklistDetail: lazyPage(() => import('../pages/blacklist-detail-route'), { namespaces: ['blacklist', 'messages'] }),
};
