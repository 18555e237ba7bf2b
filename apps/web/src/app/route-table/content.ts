import type { RouteMeta } from '../route-def';

/** Content pages (spec 2 Content: download center, upload details); the notice pages are in team.ts. */
export const contentRoutes: readonly RouteMeta[] = [
  {
    id: 'downloadCenter',
    path: '/download',
    titleKey: 'download:route.center',
    icon: 'content',
    code: 'content:download',
    layout: 'portal',
  },
  {
    id: 'uploadDetails',
    path: '/upload/details',
    titleKey: 'upload:route.details',
    icon: 'content',
    code: 'content:upload',
    layout: 'portal',
  },
];
