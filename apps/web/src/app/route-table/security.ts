import { lazyNamed } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

/** Account security pages (spec 2: security, security/payment, security/sms). */
export const securityRoutes: readonly RouteDef[] = [
  {
    id: 'security',
    path: '/security',
    titleKey: 'security:route.payment',
    code: 'security:payment',
    layout: 'portal',
    page: lazyNamed(() => import('../pages/security-routes'), 'SecurityRedirect'),
  },
  {
    id: 'securityPayment',
    path: '/security/payment',
    titleKey: 'security:route.payment',
    icon: 'account',
    code: 'security:payment',
    layout: 'portal',
    page: lazyNamed(() => import('../../features/security/pages/payment-password-page'), 'PaymentPasswordPage', { namespaces: ['security'] }),
  },
  {
    id: 'securitySms',
    path: '/security/sms',
    titleKey: 'security:route.sms',
    icon: 'account',
    code: 'security:sms',
    layout: 'portal',
    page: lazyNamed(() => import('../../features/security/pages/sms-page'), 'SmsPage', { namespaces: ['security'] }),
  },
];
