import { lazyNamed, lazyPage } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

/**
 * Account pages of team management and onboarding (spec 2: account/info, permission/role,
 * permission/role/view, permission/operator, application/list), the notice pages.
 * The public page a mailed password link opens is /user/reset-password (route-table/registration).
 */
export const teamRoutes: readonly RouteDef[] = [
  {
    id: 'accountInfo',
    path: '/account/info',
    titleKey: 'account:route.info',
    icon: 'account',
    code: 'account:info',
    layout: 'portal',
    page: lazyPage(() => import('../pages/account-info-route'), { namespaces: ['account', 'merchant'] }),
  },
  {
    id: 'applicationList',
    path: '/application/list',
    titleKey: 'application:route.list',
    icon: 'account',
    code: 'application:list',
    layout: 'portal',
    page: lazyNamed(() => import('../../features/application/pages/application-list-page'), 'ApplicationListPage', { namespaces: ['application'] }),
  },
  {
    id: 'roles',
    path: '/permission/role',
    titleKey: 'team:route.roles',
    icon: 'account',
    code: 'permission:role',
    layout: 'portal',
    page: lazyPage(() => import('../pages/role-list-route'), { namespaces: ['team'] }),
  },
  {
    id: 'roleView',
    path: '/permission/role/view',
    titleKey: 'team:route.roleView',
    icon: 'account',
    code: 'permission:role',
    layout: 'portal',
    page: lazyPage(() => import('../pages/role-view-route'), { namespaces: ['team'] }),
  },
  {
    id: 'operators',
    path: '/permission/operator',
    titleKey: 'team:route.operators',
    icon: 'account',
    code: 'permission:operator',
    layout: 'portal',
    page: lazyNamed(() => import('../../features/team/pages/operator-list-page'), 'OperatorListPage', { namespaces: ['team'] }),
  },
  {
    id: 'noticeList',
    path: '/notice/list',
    titleKey: 'notice:route.list',
    icon: 'content',
    code: 'content:notice',
    layout: 'portal',
    page: lazyPage(() => import('../pages/notice-list-route'), { namespaces: ['notice'] }),
  },
  {
    id: 'noticeDetail',
    path: '/notice/detail',
    titleKey: 'notice:route.detail',
    icon: 'content',
    code: 'content:notice',
    layout: 'portal',
    page: lazyPage(() => import('../pages/notice-detail-route'), { namespaces: ['notice'] }),
  },
];
