import type { RouteMeta } from '../route-def';

/** Transaction pages (spec 2: Transaction). */
export const transactionRoutes: readonly RouteMeta[] = [
  {
    id: 'transactionQuery',
    path: '/transaction/query',
    titleKey: 'transaction:route.query',
    icon: 'transaction',
    code: 'transaction:query',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
  {
    id: 'transactionDetails',
    path: '/transaction/details',
    titleKey: 'transaction:route.details',
    icon: 'transaction',
    code: 'transaction:query',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
  {
    id: 'transactionView',
    path: '/transaction/view',
    titleKey: 'transaction:route.view',
    icon: 'transaction',
    code: 'transaction:query',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
];
