import type { RouteMeta } from '../route-def';

/**
 * Chargeback pages (spec 2 Transaction: refuse, refuse/details, appeal, appeal/edit; DESIGN.md §12:
 * "refuse" is a chargeback, "appeal" the merchant's rebuttal). The rebuttal list reads with the
 * chargebacks' code; the editor needs the rebut code (and the second round its own, checked on the page).
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
    id: 'rebuttalList',
    path: '/transaction/appeal',
    titleKey: 'dispute:appeal.route.list',
    icon: 'transaction',
    code: 'transaction:refuse',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
  {
    id: 'rebuttalEdit',
    path: '/transaction/appeal/edit',
    titleKey: 'dispute:appeal.route.edit',
    icon: 'transaction',
    code: 'transaction:refuse:appeal',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
];
