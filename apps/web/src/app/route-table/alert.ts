import type { RouteMeta } from '../route-def';

const page = (id: string, path: string, titleKey: string): RouteMeta => ({
  id,
  path,
  titleKey,
  icon: 'transaction',
  code: 'transaction:chargebackAlert',
  auditCheck: true,
  branch: 'acq',
  layout: 'portal',
});

/** Pre-dispute alerts (spec 2 Transaction: chargeback-alert and its detail; DESIGN.md §12: a chargeback-alert is a pre-dispute alert). */
export const alertRoutes: readonly RouteMeta[] = [
  page('chargebackAlertList', '/transaction/chargeback-alert', 'alert:route.list'),
  page('chargebackAlertDetail', '/transaction/chargeback-alert/detail', 'alert:route.detail'),
];
