import { lazyNamed, type LazyComponent } from '../../components/lazy-page';

const load = () => import('../pages/registration-routes');
const opts = { namespaces: ['session'] };

/** The pages of registrationRoutes (route-table/registration.ts), by route id. */
export const registrationPages: Record<string, LazyComponent<object>> = {
  register: lazyNamed(load, 'RegisterRoute', opts),
  registerDone: lazyNamed(load, 'RegisterDoneRoute', opts),
  acquiringMerchantRegister: lazyNamed(load, 'QuickRegisterRoute', opts),
  forgotPassword: lazyNamed(load, 'ForgotAuthRoute', opts),
  forgotPasswordReset: lazyNamed(load, 'ForgotResetRoute', opts),
  loginAuth: lazyNamed(load, 'LoginAuthRoute', opts),
  loginTwoFactor: lazyNamed(load, 'LoginTwoFactorRoute', opts),
  twoFactorSetup: lazyNamed(() => import('../pages/two-factor-setup-route'), 'TwoFactorSetupRoute', { namespaces: ['session', 'security'] }),
  resetPassword: lazyNamed(load, 'ResetPasswordRoute', opts),
};
