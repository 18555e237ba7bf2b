import { lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of developerRoutes (route-table/developer.ts), by route id. */
export const developerPages: Record<string, LazyComponent<object>> = {
  developerNotify: lazyPage(() => import('../pages/developer-notify-route'), { namespaces: ['developer', 'messages', 'sftp'] }),
};
