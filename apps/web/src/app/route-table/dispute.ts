import type { RouteMeta } from '../route-def';

/** Chargeback pages (spec 2 Transaction: refuse, refuse/details; DESIGN.md §12: "refuse" is a chargeback). */
export const disputeRoutes: readonly RouteMeta[] = [
  {
    id: 'chargebackList',
    path: '/transaction/refuse',
    titleKey: 'dispute:route.list',
    icon: 'transaction',
    code: 'transaction:refuse',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
  {
    id: 'chargebackDetails',
    path: '/transaction/refuse/details',
    titleKey: 'dispute:route.details',
    icon: 'transaction',
    code: 'transaction:refuse',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
];
