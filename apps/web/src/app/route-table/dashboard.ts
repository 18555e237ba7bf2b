import type { RouteMeta } from '../route-def';

/** Home summary/view and Checkout paymentSetting (spec 2 Home, Checkout). */
export const dashboardRoutes: readonly RouteMeta[] = [
  {
    id: 'summaryView',
    path: '/summary/view',
    titleKey: 'home:route.summary',
    code: 'index',
    auditCheck: true,
    branch: 'both',
    layout: 'portal',
  },
  {
    id: 'paymentSetting',
    path: '/checkout/paymentSetting',
    titleKey: 'checkout:route.paymentSetting',
    code: 'checkout:paymentSetting',
    auditCheck: true,
    layout: 'portal',
  },
];
