import type { RouteMeta } from '../route-def';

/** Public onboarding pages (spec 2: register, forgotten password, new-device login, reset-password). */

export const registrationRoutes: readonly RouteMeta[] = [
  { id: 'register', path: '/user/register', titleKey: 'session:route.register', layout: 'public' },
  { id: 'registerDone', path: '/user/register/done', titleKey: 'session:route.registerDone', layout: 'public' },
  {
    id: 'acquiringMerchantRegister',
    path: '/user/acquiringMerchantRegister',
    titleKey: 'session:route.quickRegister',
    layout: 'public',
  },
  { id: 'forgotPassword', path: '/user/forget-password/auth', titleKey: 'session:route.forgotPassword', layout: 'public' },
  {
    id: 'forgotPasswordReset',
    path: '/user/forget-password/reset',
    titleKey: 'session:route.forgotPasswordReset',
    layout: 'public',
  },
  { id: 'loginAuth', path: '/user/login/auth', titleKey: 'session:route.loginAuth', layout: 'public' },
  { id: 'loginTwoFactor', path: '/user/login/two-factor', titleKey: 'session:route.loginTwoFactor', layout: 'public' },
  { id: 'twoFactorSetup', path: '/user/two-factor', titleKey: 'session:route.twoFactorSetup', layout: 'public' },
  { id: 'resetPassword', path: '/user/reset-password', titleKey: 'session:route.resetPassword', layout: 'public' },
];
