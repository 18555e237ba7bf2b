import { AGGREGATE_TYPES, type RouteMeta } from '../route-def';

/** Login, home, password, switch and not-found pages (spec 2). */
export const coreRoutes: readonly RouteMeta[] = [
  { id: 'login', path: '/user/login', titleKey: 'route.login', layout: 'public' },
  {
    id: 'upgrade',
    path: '/user/upgrade',
    titleKey: 'route.upgrade',
    layout: 'public',
  },
  {
    id: 'expirePassword',
    path: '/user/expire-password',
    titleKey: 'route.expirePassword',
    layout: 'public',
  },
  {
    id: 'home',
    path: '/index',
    titleKey: 'route.home',
    icon: 'home',
    code: 'index',
    auditCheck: true,
    branch: 'both',
    layout: 'portal',
  },
  {
    id: 'aggregateHome',
    path: '/index/aggregate/:type',
    titleKey: 'route.aggregateHome',
    icon: 'home',
    code: 'index',
    auditCheck: true,
    branch: 'both',
    params: { type: AGGREGATE_TYPES },
    layout: 'portal',
  },
  {
    id: 'passwordEdit',
    path: '/password/edit',
    titleKey: 'route.passwordEdit',
    code: 'password:edit',
    hiddenForManager: true,
    layout: 'portal',
  },
  {
    id: 'switch',
    path: '/switch',
    titleKey: 'route.switch',
    code: 'account:switch',
    hiddenForManager: true,
    hideMenu: true,
    layout: 'portal',
  },
  { id: 'notFound', path: '/error/404', titleKey: 'route.notFound', layout: 'portal' },
];
