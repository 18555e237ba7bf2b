import { lazyPage } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

/** /guide: payout activation (spec 2), where the guard sends aggregate merchants with only acquiring. */
export const guideRoutes: readonly RouteDef[] = [
  {
    id: 'guide',
    path: '/guide',
    titleKey: 'route.guide',
    layout: 'portal',
    page: lazyPage(() => import('../pages/guide-route'), { namespaces: ['guide'] }),
  },
];
