import type { RouteMeta } from '../route-def';

/** /guide: payout activation (spec 2), where the guard sends aggregate merchants with only acquiring. */
export const guideRoutes: readonly RouteMeta[] = [
  {
    id: 'guide',
    path: '/guide',
    titleKey: 'route.guide',
    layout: 'portal',
  },
];
