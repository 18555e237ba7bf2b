import { lazyNamed, type LazyComponent } from '../../components/lazy-page';

/** The pages of securityRoutes (route-table/security.ts), by route id. */
export const securityPages: Record<string, LazyComponent<object>> = {
  security: lazyNamed(() => import('../pages/security-routes'), 'SecurityRedirect'),
  securityPayment: lazyNamed(() => import('../../features/security/pages/payment-password-page'), 'PaymentPasswordPage', { namespaces: ['security'] }),
  securityTwoFactor: lazyNamed(() => import('../../features/security/pages/two-factor-page'), 'TwoFactorPage', { namespaces: ['security'] }),
  securitySms: lazyNamed(() => import('../../features/security/pages/sms-page'), 'SmsPage', { namespaces: ['security'] }),
};
