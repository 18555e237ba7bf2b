import type { RouteMeta } from '../route-def';

/** Refund pages (spec 2 Transaction: refund, refund/details). */
export const refundRoutes: readonly RouteMeta[] = [
  {
    id: 'refundList',
    path: '/transaction/refund',
    titleKey: 'refund:route.list',
    icon: 'transaction',
    code: 'transaction:refund',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
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
  },
];
