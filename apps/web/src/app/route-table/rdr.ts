import type { RouteMeta } from '../route-def';

const page = (id: string, path: string, titleKey: string): RouteMeta => ({
  id,
  path,
  titleKey,
  icon: 'risk',
  code: 'risk:rdr',
  auditCheck: true,
  branch: 'acq',
  layout: 'portal',
});

/** RDR-type alerts (spec 2 Risk: RDR alert list and view): read-only, decided by the RDR enrolment's rules. */
export const rdrRoutes: readonly RouteMeta[] = [page('rdrAlerts', '/risk/rdr', 'rdr:route.list'), page('rdrAlertView', '/risk/rdr/view', 'rdr:route.view')];
