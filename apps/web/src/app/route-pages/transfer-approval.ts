import { lazyPage, type LazyComponent } from '../../components/lazy-page';

const namespaces = ['transfer-approval'];

/** The pages of transferApprovalRoutes (route-table/transfer-approval.ts), by route id. */
export const transferApprovalPages: Record<string, LazyComponent<object>> = {
  transApproval: lazyPage(() => import('../pages/transapproval-setting-route'), { namespaces }),
  transApprovalEdit: lazyPage(() => import('../pages/transapproval-edit-route'), { namespaces }),
  transApprovalConfirm: lazyPage(() => import('../pages/transapproval-confirm-route'), { namespaces }),
};
