import type { RouteMeta } from '../route-def';

/** developer/notify (spec 2): the merchant's notification channels (webhooks, e-mail, SFTP report files). */
export const developerRoutes: readonly RouteMeta[] = [
  {
    id: 'developerNotify',
    path: '/developer/notify',
    titleKey: 'developer:route.notify',
    icon: 'developer',
    code: 'developer:notify',
    auditCheck: true,
    branch: 'both',
    layout: 'portal',
  },
];
