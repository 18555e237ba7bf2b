import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of guideRoutes (route-table/guide.ts), by route id. */
export const guidePages: Record<string, LazyComponent<object>> = {
  guide: lazyPage(() => import('../pages/guide-route'), { namespaces: ['guide'] }),
};
