import type { RouteMeta } from '../route-def';

const page = (id: string, path: string, titleKey: string, code: string, icon = 'transaction'): RouteMeta => ({
  id,
  path,
  titleKey,
  icon,
  code,
  auditCheck: true,
  branch: 'acq',
  layout: 'portal',
});

/**
 * Chargeback, rebuttal and dispute case pages (spec 2 Transaction: refuse, refuse/details, appeal,
 * appeal/edit, dispute, dispute/detail; Reports: refuse-rate, refuse-rate/view; DESIGN.md §12: "refuse" is a chargeback, "appeal" the
 * merchant's rebuttal, "dispute" the case file of a disputed payment). The rebuttal list reads with the
 * chargebacks' code; the editor needs the rebut code (and the second round its own, checked on the page).
 */
export const disputeRoutes: readonly RouteMeta[] = [
  page('chargebackList', '/transaction/refuse', 'dispute:route.list', 'transaction:refuse'),
  page('chargebackDetails', '/transaction/refuse/details', 'dispute:route.details', 'transaction:refuse'),
  page('rebuttalList', '/transaction/appeal', 'dispute:appeal.route.list', 'transaction:refuse'),
  page('rebuttalEdit', '/transaction/appeal/edit', 'dispute:appeal.route.edit', 'transaction:refuse:appeal'),
  page('disputeCases', '/transaction/dispute', 'dispute:case.route.list', 'transaction:dispute'),
  page('disputeCaseDetail', '/transaction/dispute/detail', 'dispute:case.route.detail', 'transaction:dispute'),
  page('reportRefuseRate', '/report/refuse-rate', 'dispute:rate.route.report', 'report:refuseRate', 'report'),
  page('reportRefuseRateView', '/report/refuse-rate/view', 'dispute:rate.route.view', 'report:refuseRate', 'report'),
];
