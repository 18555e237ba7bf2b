import type { RouteMeta } from '../route-def';

const page = (id: string, path: string, titleKey: string): RouteMeta => ({
  id,
  path,
  titleKey,
  icon: 'risk',
  code: 'risk:alert',
  auditCheck: true,
  branch: 'acq',
  layout: 'portal',
});

/** Ethoca-type alerts and cases (spec 2 Risk: Ethoca-type alert list and view); answering needs risk:alert:respond (checked on the page). */
export const ethocaRoutes: readonly RouteMeta[] = [
  page('ethocaAlerts', '/risk/alert', 'ethoca:route.list'),
  page('ethocaAlertView', '/risk/alert/view', 'ethoca:route.view'),
];
