import type { RouteMeta } from '../route-def';

/** Account security pages (spec 2: security, security/payment, security/sms). */
export const securityRoutes: readonly RouteMeta[] = [
  {
    id: 'security',
    path: '/security',
    titleKey: 'security:route.payment',
    code: 'security:payment',
    layout: 'portal',
  },
  {
    id: 'securityPayment',
    path: '/security/payment',
    titleKey: 'security:route.payment',
    icon: 'account',
    code: 'security:payment',
    layout: 'portal',
  },
  {
    id: 'securitySms',
    path: '/security/sms',
    titleKey: 'security:route.sms',
    icon: 'account',
    code: 'security:sms',
    layout: 'portal',
  },
  {
    id: 'securityTwoFactor',
    path: '/security/twoFactor',
    titleKey: 'security:route.twoFactor',
    icon: 'account',
    code: 'security:twoFactor',
    layout: 'portal',
  },
];
