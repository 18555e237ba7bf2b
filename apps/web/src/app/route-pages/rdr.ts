import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of rdrRoutes (route-table/rdr.ts), by route id. */
export const rdrPages: Record<string, LazyComponent<object>> = {
  rdrAlerts: lazyPage(() => import('../pages/rdr-list-route'), { namespaces: ['rdr', 'ethoca'] }),
  rdrAlertView: lazyPage(() => import('../pages/rdr-view-route'), { namespaces: ['rdr', 'ethoca', 'enrolment', 'messages'] }),
};
