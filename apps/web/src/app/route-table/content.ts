import { lazyPage } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

/** Content pages (spec 2 Content: download center, upload details); the notice pages are in team.ts. */
export const contentRoutes: readonly RouteDef[] = [
  {
    id: 'downloadCenter',
    path: '/download',
    titleKey: 'download:route.center',
    icon: 'content',
    code: 'content:download',
    layout: 'portal',
    page: lazyPage(() => import('../pages/download-center-route'), { namespaces: ['download'] }),
  },
  {
    id: 'uploadDetails',
    path: '/upload/details',
    titleKey: 'upload:route.details',
    icon: 'content',
    code: 'content:upload',
    layout: 'portal',
    page: lazyPage(() => import('../pages/upload-details-route'), { namespaces: ['upload'] }),
  },
];
