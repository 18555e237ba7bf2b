import { lazyPage } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

const detailPage = lazyPage(() => import('../pages/transaction-detail-route'), { namespaces: ['transaction'] });

/** Transaction pages (spec 2: Transaction). */
export const transactionRoutes: readonly RouteDef[] = [
  {
    id: 'transactionQuery',
    path: '/transaction/query',
    titleKey: 'transaction:route.query',
    icon: 'transaction',
    code: 'transaction:query',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
    page: lazyPage(() => import('../pages/transaction-query-route'), { namespaces: ['transaction', 'upload'] }),
  },
  {
    id: 'transactionDetails',
    path: '/transaction/details',
    titleKey: 'transaction:route.details',
    icon: 'transaction',
    code: 'transaction:query',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
    page: detailPage,
  },
  {
    id: 'transactionView',
    path: '/transaction/view',
    titleKey: 'transaction:route.view',
    icon: 'transaction',
    code: 'transaction:query',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
    page: detailPage,
  },
];
