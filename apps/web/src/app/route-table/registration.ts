import { lazyNamed } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

/** Public onboarding pages (spec 2: register, forgotten password, new-device login, reset-password). */
const load = () => import('../pages/registration-routes');
const opts = { namespaces: ['session'] };

export const registrationRoutes: readonly RouteDef[] = [
  { id: 'register', path: '/user/register', titleKey: 'session:route.register', layout: 'public', page: lazyNamed(load, 'RegisterRoute', opts) },
  { id: 'registerDone', path: '/user/register/done', titleKey: 'session:route.registerDone', layout: 'public', page: lazyNamed(load, 'RegisterDoneRoute', opts) },
  {
    id: 'acquiringMerchantRegister',
    path: '/user/acquiringMerchantRegister',
    titleKey: 'session:route.quickRegister',
    layout: 'public',
    page: lazyNamed(load, 'QuickRegisterRoute', opts),
  },
  { id: 'forgotPassword', path: '/user/forget-password/auth', titleKey: 'session:route.forgotPassword', layout: 'public', page: lazyNamed(load, 'ForgotAuthRoute', opts) },
  {
    id: 'forgotPasswordReset',
    path: '/user/forget-password/reset',
    titleKey: 'session:route.forgotPasswordReset',
    layout: 'public',
    page: lazyNamed(load, 'ForgotResetRoute', opts),
  },
  { id: 'loginAuth', path: '/user/login/auth', titleKey: 'session:route.loginAuth', layout: 'public', page: lazyNamed(load, 'LoginAuthRoute', opts) },
  { id: 'resetPassword', path: '/user/reset-password', titleKey: 'session:route.resetPassword', layout: 'public', page: lazyNamed(load, 'ResetPasswordRoute', opts) },
];
