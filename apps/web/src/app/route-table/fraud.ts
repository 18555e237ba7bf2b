import type { RouteMeta } from '../route-def';

const page = (id: string, path: string, titleKey: string): RouteMeta => ({
  id,
  path,
  titleKey,
  icon: 'risk',
  code: 'risk:fraudNotification',
  auditCheck: true,
  branch: 'acq',
  layout: 'portal',
});

/**
 * Fraud notifications (spec 2 Risk: fraud-notification list and details/{serviceId}). The id is a
 * path parameter taking any value: the page asks the server, which answers a bad one 'Invalid ID parameter'.
 */
export const fraudRoutes: readonly RouteMeta[] = [
  page('fraudNotifications', '/risk/fraud-notification', 'fraud:route.list'),
  page('fraudDetails', '/risk/fraud-notification/details/:serviceId', 'fraud:route.details'),
];
