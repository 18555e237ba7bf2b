import type { RouteMeta } from '../route-def';

/** Chargeback and dispute case pages (spec 2 Transaction: refuse, refuse/details, dispute, dispute/detail; DESIGN.md §12: "refuse" is a chargeback). */
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
  {
    id: 'disputeCases',
    path: '/transaction/dispute',
    titleKey: 'dispute:case.route.list',
    icon: 'transaction',
    code: 'transaction:dispute',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
  {
    id: 'disputeCaseDetail',
    path: '/transaction/dispute/detail',
    titleKey: 'dispute:case.route.detail',
    icon: 'transaction',
    code: 'transaction:dispute',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
];
