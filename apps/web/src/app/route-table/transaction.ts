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
  // split settlement (spec 2 Transaction: dividend): the splits, their receivers, and one split
  {
    id: 'dividend',
    path: '/transaction/dividend',
    titleKey: 'dividend:route.list',
    icon: 'transaction',
    code: 'transaction:dividend',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
  {
    id: 'dividendDetail',
    path: '/transaction/dividend/detail',
    titleKey: 'dividend:route.detail',
    icon: 'transaction',
    code: 'transaction:dividend',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
];
