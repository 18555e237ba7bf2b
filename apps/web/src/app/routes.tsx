import { matchPath } from 'react-router';
import type { Branch } from '@crossbill/contracts/resources';
import { lazyNamed, lazyPage, type LazyComponent } from '../components/lazy-page';

/**
 * The route table (spec section 2) as data: it drives the router, the guard, page titles, tabs and
 * the action log. Only pages that exist are here; `isLiveRoute` tells links to later pages apart
 * (they are not rendered until their page lands).
 */
export type RouteId =
  | 'login'
  | 'upgrade'
  | 'expirePassword'
  | 'home'
  | 'aggregateHome'
  | 'walletBalance'
  | 'aggregateWalletBalance'
  | 'walletStatement'
  | 'passwordEdit'
  | 'switch'
  | 'notFound';

export interface RouteDef {
  id: RouteId;
  path: string;
  /** title key in the `shell` namespace (tabs, breadcrumb outside the menu, action log) */
  titleKey: string;
  icon?: string;
  /** permission code the page needs (spec 6) */
  code?: string;
  /** the page: code and texts load on first render or on preload() */
  page: LazyComponent<object>;
  layout: 'public' | 'portal';
  /** show the audit prompt instead of the page while the merchant is not approved */
  auditCheck?: boolean;
  /** the page shows without the sidebar */
  hideMenu?: boolean;
  /** not for managers (spec 6: the manager flag hides switch and update password) */
  hiddenForManager?: boolean;
  /** path parameters and the values they may take; any other value is an unknown path */
  params?: Record<string, readonly string[]>;
  /** side of the aggregate merchant's menu; payout routes may send to /guide */
  branch?: Branch;
}

export const AGGREGATE_TYPES = ['acq', 'payout'] as const;
export type AggregateType = (typeof AGGREGATE_TYPES)[number];

const homePage = lazyPage(() => import('./pages/home-route'), { namespaces: ['home', 'merchant', 'notice', 'account'] });
const walletBalancePage = lazyPage(() => import('./pages/wallet-balance-route'), { namespaces: ['wallet'] });

export const routes: readonly RouteDef[] = [
  { id: 'login', path: '/user/login', titleKey: 'route.login', layout: 'public', page: lazyPage(() => import('./pages/login-route'), { namespaces: ['session'] }) },
  {
    id: 'upgrade',
    path: '/user/upgrade',
    titleKey: 'route.upgrade',
    layout: 'public',
    page: lazyNamed(() => import('../features/session/pages/upgrade-page'), 'UpgradePage', { namespaces: ['session'] }),
  },
  {
    id: 'expirePassword',
    path: '/user/expire-password',
    titleKey: 'route.expirePassword',
    layout: 'public',
    page: lazyPage(() => import('./pages/expire-password-route'), { namespaces: ['session'] }),
  },
  {
    id: 'home',
    path: '/index',
    titleKey: 'route.home',
    icon: 'home',
    code: 'index',
    auditCheck: true,
    branch: 'both',
    layout: 'portal',
    page: homePage,
  },
  {
    id: 'aggregateHome',
    path: '/index/aggregate/:type',
    titleKey: 'route.aggregateHome',
    icon: 'home',
    code: 'index',
    auditCheck: true,
    branch: 'both',
    params: { type: AGGREGATE_TYPES },
    layout: 'portal',
    page: homePage,
  },
  {
    id: 'walletBalance',
    path: '/wallet/balance',
    titleKey: 'route.walletBalance',
    icon: 'wallet',
    code: 'wallet:balance',
    auditCheck: true,
    branch: 'payout',
    layout: 'portal',
    page: walletBalancePage,
  },
  {
    id: 'aggregateWalletBalance',
    path: '/wallet/balance/aggregate/:type',
    titleKey: 'route.aggregateWalletBalance',
    icon: 'wallet',
    code: 'wallet:balance',
    auditCheck: true,
    // the type param decides: /aggregate/payout is a payout route, /aggregate/acq is not
    branch: 'both',
    params: { type: AGGREGATE_TYPES },
    layout: 'portal',
    page: walletBalancePage,
  },
  {
    id: 'walletStatement',
    path: '/wallet/balance/view',
    titleKey: 'route.walletStatement',
    icon: 'wallet',
    code: 'wallet:balance',
    auditCheck: true,
    branch: 'payout',
    layout: 'portal',
    page: lazyPage(() => import('./pages/wallet-statement-route'), { namespaces: ['wallet'] }),
  },
  {
    id: 'passwordEdit',
    path: '/password/edit',
    titleKey: 'route.passwordEdit',
    code: 'password:edit',
    hiddenForManager: true,
    layout: 'portal',
    page: lazyPage(() => import('./pages/password-edit-route'), { namespaces: ['session'] }),
  },
  {
    id: 'switch',
    path: '/switch',
    titleKey: 'route.switch',
    code: 'account:switch',
    hiddenForManager: true,
    hideMenu: true,
    layout: 'portal',
    page: lazyPage(() => import('./pages/switch-route'), { namespaces: ['merchant'] }),
  },
  { id: 'notFound', path: '/error/404', titleKey: 'route.notFound', layout: 'portal', page: lazyPage(() => import('./pages/not-found-page')) },
];

/** Typed path helpers. The ones marked "later" belong to pages of later issues. */
export const paths = {
  login: (redirect?: string) => (redirect ? `/user/login?redirect=${encodeURIComponent(redirect)}` : '/user/login'),
  upgrade: () => '/user/upgrade',
  expirePassword: () => '/user/expire-password',
  home: () => '/index',
  aggregateHome: (type: AggregateType) => `/index/aggregate/${type}`,
  walletBalance: () => '/wallet/balance',
  aggregateWalletBalance: (type: AggregateType) => `/wallet/balance/aggregate/${type}`,
  walletStatement: (currency: string) => `/wallet/balance/view?currency=${encodeURIComponent(currency)}`,
  passwordEdit: () => '/password/edit',
  switch: () => '/switch',
  notFound: () => '/error/404',
  // later
  networkApplication: () => '/user/networkApplication',
  guide: () => '/guide',
  supplement: () => '/supplement',
  forgotPassword: () => '/user/forget-password/auth',
  register: () => '/user/register',
  noticeList: () => '/notice/list',
  downloadCenter: () => '/download',
} as const;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** The route of a path (query and hash ignored), with its params; null for an unknown path. */
export function matchRoute(path: string): RouteMatch | null {
  const pathname = path.split(/[?#]/)[0] || '/';
  for (const route of routes) {
    const m = matchPath({ path: route.path, end: true }, pathname);
    if (!m) continue;
    const params = m.params as Record<string, string>;
    const ok = Object.entries(route.params ?? {}).every(([name, allowed]) => allowed.includes(params[name] ?? ''));
    if (ok) return { route, params };
  }
  return null;
}

/** True when a page exists at this path (links to later pages are not rendered). */
export const isLiveRoute = (path: string): boolean => matchRoute(path) !== null;

/** The path when its page exists, else undefined (for optional links). */
export const liveHref = (path: string): string | undefined => (isLiveRoute(path) ? path : undefined);

export const isPublicPath = (path: string): boolean => matchRoute(path)?.route.layout === 'public';

/**
 * The title of a route in the current language. The `type` param of aggregate pages reads as its
 * branch name (menu namespace: aggregate_acq, aggregate_payout).
 */
export function routeTitle(match: RouteMatch, t: (key: string, options?: Record<string, unknown>) => string): string {
  const type = match.params.type;
  return t(`shell:${match.route.titleKey}`, type ? { type: t(`menu:aggregate_${type}`) } : undefined);
}
