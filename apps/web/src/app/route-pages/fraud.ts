import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of fraudRoutes (route-table/fraud.ts), by route id. */
export const fraudPages: Record<string, LazyComponent<object>> = {
  fraudNotifications: lazyPage(() => import('../pages/fraud-list-route'), { namespaces: ['fraud'] }),
  fraudDetails: lazyPage(() => import('../pages/fraud-detail-route'), { namespaces: ['fraud', 'messages'] }),
};
