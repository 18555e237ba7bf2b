import type { RouteMeta } from '../route-def';

/**
 * Account pages of team management and onboarding (spec 2: account/info, permission/role,
 * permission/role/view, permission/operator, application/list), the team audit log
 * (account/audit-log), the notice pages.
 * The public page a mailed password link opens is /user/reset-password (route-table/registration).
 */
export const teamRoutes: readonly RouteMeta[] = [
  {
    id: 'accountInfo',
    path: '/account/info',
    titleKey: 'account:route.info',
    icon: 'account',
    code: 'account:info',
    layout: 'portal',
  },
  {
    id: 'auditLog',
    path: '/account/audit-log',
    titleKey: 'audit-log:route.list',
    icon: 'account',
    code: 'account:auditLog',
    layout: 'portal',
  },
  {
    id: 'applicationList',
    path: '/application/list',
    titleKey: 'application:route.list',
    icon: 'account',
    code: 'application:list',
    layout: 'portal',
  },
  {
    id: 'roles',
    path: '/permission/role',
    titleKey: 'team:route.roles',
    icon: 'account',
    code: 'permission:role',
    layout: 'portal',
  },
  {
    id: 'roleView',
    path: '/permission/role/view',
    titleKey: 'team:route.roleView',
    icon: 'account',
    code: 'permission:role',
    layout: 'portal',
  },
  {
    id: 'operators',
    path: '/permission/operator',
    titleKey: 'team:route.operators',
    icon: 'account',
    code: 'permission:operator',
    layout: 'portal',
  },
  {
    id: 'noticeList',
    path: '/notice/list',
    titleKey: 'notice:route.list',
    icon: 'content',
    code: 'content:notice',
    layout: 'portal',
  },
  {
    id: 'noticeDetail',
    path: '/notice/detail',
    titleKey: 'notice:route.detail',
    icon: 'content',
    code: 'content:notice',
    layout: 'portal',
  },
];
