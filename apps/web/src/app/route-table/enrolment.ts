import type { RouteMeta } from '../route-def';

const page = (id: string, path: string, titleKey: string, code: string): RouteMeta => ({
  id,
  path,
  titleKey,
  icon: 'risk',
  code,
  auditCheck: true,
  branch: 'acq',
  layout: 'portal',
});

/**
 * Enrolments in the dispute-prevention services (spec 2 Risk: alert enrolment list, edit, view; RDR
 * enrolment list, edit, view). The edit pages need the kind's edit code (a new one with no ?id=).
 */
export const enrolmentRoutes: readonly RouteMeta[] = [
  page('alertEnrolmentList', '/risk/alert-enrolment', 'enrolment:route.alertList', 'risk:alertEnrolment'),
  page('alertEnrolmentEdit', '/risk/alert-enrolment/edit', 'enrolment:route.alertEdit', 'risk:alertEnrolment:edit'),
  page('alertEnrolmentView', '/risk/alert-enrolment/view', 'enrolment:route.alertView', 'risk:alertEnrolment'),
  page('rdrEnrolmentList', '/risk/rdr-enrolment', 'enrolment:route.rdrList', 'risk:rdrEnrolment'),
  page('rdrEnrolmentEdit', '/risk/rdr-enrolment/edit', 'enrolment:route.rdrEdit', 'risk:rdrEnrolment:edit'),
  page('rdrEnrolmentView', '/risk/rdr-enrolment/view', 'enrolment:route.rdrView', 'risk:rdrEnrolment'),
];
