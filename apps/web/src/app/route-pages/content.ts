import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of contentRoutes (route-table/content.ts), by route id. */
export const contentPages: Record<string, LazyComponent<object>> = {
  downloadCenter: lazyPage(() => import('../pages/download-center-route'), { namespaces: ['download'] }),
  uploadDetails: lazyPage(() => import('../pages/upload-details-route'), { namespaces: ['upload'] }),
};
