import type { RouteMeta } from '../route-def';

/** Transfer approval setting pages (spec 2: Account, security/transapproval, transapproval/edit and /confirm). */
export const transferApprovalRoutes: readonly RouteMeta[] = [
  {
    id: 'transApproval',
    path: '/security/transapproval',
    titleKey: 'transfer-approval:route.setting',
    icon: 'account',
    code: 'security:transapproval',
    layout: 'portal',
  },
  {
    id: 'transApprovalEdit',
    path: '/transapproval/edit',
    titleKey: 'transfer-approval:route.edit',
    icon: 'account',
    code: 'security:transapproval:edit',
    layout: 'portal',
  },
  {
    id: 'transApprovalConfirm',
    path: '/transapproval/confirm',
    titleKey: 'transfer-approval:route.confirm',
    icon: 'account',
    code: 'security:transapproval:edit',
    layout: 'portal',
  },
];
