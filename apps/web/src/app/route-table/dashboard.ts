import { lazyPage } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

/** Home summary/view and Checkout paymentSetting (spec 2 Home, Checkout). */
export const dashboardRoutes: readonly RouteDef[] = [
  {
    id: 'summaryView',
    path: '/summary/view',
    titleKey: 'home:route.summary',
    code: 'index',
    auditCheck: true,
    branch: 'both',
    layout: 'portal',
    page: lazyPage(() => import('../pages/summary-route'), { namespaces: ['home'] }),
  },
  {
    id: 'paymentSetting',
    path: '/checkout/paymentSetting',
    titleKey: 'checkout:route.paymentSetting',
    code: 'checkout:paymentSetting',
    auditCheck: true,
    layout: 'portal',
    page: lazyPage(() => import('../pages/payment-setting-route'), { namespaces: ['checkout'] }),
  },
];
