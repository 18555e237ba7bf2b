import { lazyNamed, lazyPage, type LazyComponent } from '../../components/lazy-page';

const homePage = lazyPage(() => import('../pages/home-route'), { namespaces: ['home', 'merchant', 'notice', 'account'] });

/** The pages of coreRoutes (route-table/core.ts), by route id. */
export const corePages: Record<string, LazyComponent<object>> = {
  login: lazyPage(() => import('../pages/login-route'), { namespaces: ['session'] }),
  upgrade: lazyNamed(() => import('../../features/session/pages/upgrade-page'), 'UpgradePage', { namespaces: ['session'] }),
  expirePassword: lazyPage(() => import('../pages/expire-password-route'), { namespaces: ['session'] }),
  home: homePage,
  aggregateHome: homePage,
  passwordEdit: lazyPage(() => import('../pages/password-edit-route'), { namespaces: ['session'] }),
  switch: lazyPage(() => import('../pages/switch-route'), { namespaces: ['merchant'] }),
  notFound: lazyPage(() => import('../pages/not-found-page')),
};
