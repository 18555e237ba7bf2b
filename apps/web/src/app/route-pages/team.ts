import { lazyNamed, lazyPage, type LazyComponent } from '../../components/lazy-page';

/** The pages of teamRoutes (route-table/team.ts), by route id. */
export const teamPages: Record<string, LazyComponent<object>> = {
  accountInfo: lazyPage(() => import('../pages/account-info-route'), { namespaces: ['account', 'merchant'] }),
  auditLog: lazyNamed(() => import('../../features/audit-log/pages/audit-log-page'), 'AuditLogPage', { namespaces: ['audit-log'] }),
  applicationList: lazyNamed(() => import('../../features/application/pages/application-list-page'), 'ApplicationListPage', { namespaces: ['application'] }),
  roles: lazyPage(() => import('../pages/role-list-route'), { namespaces: ['team'] }),
  roleView: lazyPage(() => import('../pages/role-view-route'), { namespaces: ['team'] }),
  operators: lazyNamed(() => import('../../features/team/pages/operator-list-page'), 'OperatorListPage', { namespaces: ['team'] }),
  noticeList: lazyPage(() => import('../pages/notice-list-route'), { namespaces: ['notice'] }),
  noticeDetail: lazyPage(() => import('../pages/notice-detail-route'), { namespaces: ['notice'] }),
};
