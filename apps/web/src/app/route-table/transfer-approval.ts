import { lazyPage } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

const namespaces = ['transfer-approval'];

/** Transfer approval setting pages (spec 2: Account, security/transapproval, transapproval/edit and /confirm). */
export const transferApprovalRoutes: readonly RouteDef[] = [
  {
    id: 'transApproval',
    path: '/security/transapproval',
    titleKey: 'transfer-approval:route.setting',
    icon: 'account',
    code: 'security:transapproval',
    layout: 'portal',
    page: lazyPage(() => import('../pages/transapproval-setting-route'), { namespaces }),
  },
  {
    id: 'transApprovalEdit',
    path: '/transapproval/edit',
    titleKey: 'transfer-approval:route.edit',
    icon: 'account',
    code: 'security:transapproval:edit',
    layout: 'portal',
    page: lazyPage(() => import('../pages/transapproval-edit-route'), { namespaces }),
  },
  {
    id: 'transApprovalConfirm',
    path: '/transapproval/confirm',
    titleKey: 'transfer-approval:route.confirm',
    icon: 'account',
    code: 'security:transapproval:edit',
    layout: 'portal',
    page: lazyPage(() => import('../pages/transapproval-confirm-route'), { namespaces }),
  },
];
