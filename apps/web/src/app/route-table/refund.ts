import { lazyPage } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

/** Refund pages (spec 2 Transaction: refund, refund/details). */
export const refundRoutes: readonly RouteDef[] = [
  {
    id: 'refundList',
    path: '/transaction/refund',
    titleKey: 'refund:route.list',
    icon: 'transaction',
    code: 'transaction:refund',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
    page: lazyPage(() => import('../pages/refund-list-route'), { namespaces: ['refund'] }),
  },
  {
    id: 'refundDetails',
    path: '/transaction/refund/details',
    titleKey: 'refund:route.details',
    icon: 'transaction',
    code: 'transaction:refund',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
    page: lazyPage(() => import('../pages/refund-detail-route'), { namespaces: ['refund'] }),
  },
];
