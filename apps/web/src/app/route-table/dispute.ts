import type { RouteMeta } from '../route-def';

/**
 * Chargeback pages (spec 2 Transaction: refuse, refuse/details; Reports: refuse-rate, refuse-rate/view;
 * DESIGN.md §12: "refuse" is a chargeback).
 */
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
    id: 'reportRefuseRate',
    path: '/report/refuse-rate',
    titleKey: 'dispute:rate.route.report',
    icon: 'report',
    code: 'report:refuseRate',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
  {
    id: 'reportRefuseRateView',
    path: '/report/refuse-rate/view',
    titleKey: 'dispute:rate.route.view',
    icon: 'report',
    code: 'report:refuseRate',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
];
