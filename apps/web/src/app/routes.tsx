import { matchPath } from 'react-router';
import { lazyNamed, lazyPage } from '../components/lazy-page';
import { AGGREGATE_TYPES, type AggregateType, type RouteDef } from './route-def';
import type { QuoteBody } from '@crossbill/contracts/exchange';
import { isCurrency } from '@crossbill/contracts/money';
import { teamRoutes } from './route-table/team';
import { dashboardRoutes } from './route-table/dashboard';
import { walletRoutes } from './route-table/wallet';
import { virtualAccountRoutes } from './route-table/virtual-account';
import { onboardingRoutes } from './route-table/onboarding';
import { transferApprovalRoutes } from './route-table/transfer-approval';
import { transferRoutes } from './route-table/transfer';
import { exchangeRoutes } from './route-table/exchange';
import { guideRoutes } from './route-table/guide';
import { payeeRoutes } from './route-table/payee';
import { registrationRoutes } from './route-table/registration';
import { securityRoutes } from './route-table/security';
import { transactionRoutes } from './route-table/transaction';
import { settlementRoutes } from './route-table/settlement';
import { refundRoutes } from './route-table/refund';
import { contentRoutes } from './route-table/content';

export { AGGREGATE_TYPES, type AggregateType, type RouteDef } from './route-def';

/**
 * The route table (spec section 2) as data: it drives the router, the guard, page titles, tabs and
 * the action log. Only pages that exist are here; `isLiveRoute` tells links to later pages apart
 * (they are not rendered until their page lands). Each domain's pages live in `route-table/`.
 */
const homePage = lazyPage(() => import('./pages/home-route'), { namespaces: ['home', 'merchant', 'notice', 'account'] });

const coreRoutes: readonly RouteDef[] = [
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

export const routes: readonly RouteDef[] = [...coreRoutes, ...walletRoutes, ...virtualAccountRoutes, ...onboardingRoutes, ...transferApprovalRoutes, ...exchangeRoutes, ...guideRoutes, ...payeeRoutes, ...registrationRoutes, ...securityRoutes, ...transferRoutes, ...teamRoutes, ...transactionRoutes, ...dashboardRoutes, ...settlementRoutes, ...refundRoutes, ...contentRoutes];

/** Typed path helpers. The ones marked "later" belong to pages of later issues. */
export const paths = {
  login: (redirect?: string) => (redirect ? `/user/login?redirect=${encodeURIComponent(redirect)}` : '/user/login'),
  upgrade: () => '/user/upgrade',
  expirePassword: () => '/user/expire-password',
  home: () => '/index',
  summaryView: () => '/summary/view',
  paymentSetting: () => '/checkout/paymentSetting',
  aggregateHome: (type: AggregateType) => `/index/aggregate/${type}`,
  walletBalance: () => '/wallet/balance',
  aggregateWalletBalance: (type: AggregateType) => `/wallet/balance/aggregate/${type}`,
  walletStatement: (currency: string) => `/wallet/balance/view?currency=${encodeURIComponent(currency)}`,
  walletBatch: (currency: string, reference: string) => `/wallet/balance/batch/view?currency=${encodeURIComponent(currency)}&reference=${encodeURIComponent(reference)}`,
  vaList: () => '/virtual-account/list',
  vaAdd: () => '/virtual-account/add',
  vaDetail: (id: number) => `/virtual-account/detail?id=${id}`,
  vaRecharge: (id: number) => `/virtual-account/recharge?id=${id}`,
  collectionList: (accountId?: number) => (accountId ? `/collection/transaction?account=${accountId}` : '/collection/transaction'),
  collectionView: (id: number) => `/collection/transaction/view?id=${id}`,
  transApproval: () => '/security/transapproval',
  transApprovalEdit: () => '/transapproval/edit',
  transApprovalConfirm: () => '/transapproval/confirm',
  walletExchange: () => '/wallet/exchange',
  walletExchangeAmount: (body?: QuoteBody) => `/wallet/exchange/add/amount${body ? `?${exchangeQuery(body)}` : ''}`,
  walletExchangeReview: (body: QuoteBody) => `/wallet/exchange/add/review?${exchangeQuery(body)}`,
  guide: () => '/guide',
  contacts: () => '/transfer/contact',
  aggregateContacts: (type: AggregateType) => `/transfer/contact/aggregate/${type}`,
  contactEdit: (id?: number) => (id ? `/transfer/contact/edit?id=${id}` : '/transfer/contact/edit'),
  payeeManage: () => '/settlement/payee-manage',
  payeeManageAdd: () => '/settlement/payee-manage/add',
  payeeManageEdit: (id: number) => `/settlement/payee-manage/edit?id=${id}`,
  payeeManageView: (id: number) => `/settlement/payee-manage/view?id=${id}`,
  disbursements: () => '/settlement/disbursement',
  transfers: () => '/transfer/transfer',
  aggregateTransfers: (type: AggregateType) => `/transfer/transfer/aggregate/${type}`,
  transferView: (id: number) => `/transfer/transfer/view?id=${id}`,
  transferRecipient: () => '/transfer/add/recipient',
  transferAmount: () => '/transfer/add/amount',
  transferConfirm: () => '/transfer/add/confirm',
  transferReview: (id: number) => `/transfer/add/review?id=${id}`,
  transferBatch: () => '/transfer/batch',
  transferLimit: () => '/transfer/available-limit',
  transactionQuery: () => '/transaction/query',
  settlementBalance: () => '/settlement/balance',
  settlementBatch: (batchId: string) => `/settlement/balance?batchId=${encodeURIComponent(batchId)}`,
  walletSettlementBatch: () => '/wallet/settlement/batch',
  walletSettlementDetails: (batchId: string) => `/wallet/settlement/details?batchId=${encodeURIComponent(batchId)}`,
  transactionDetails: (id: string) => `/transaction/details?id=${encodeURIComponent(id)}`,
  refunds: () => '/transaction/refund',
  refundBatch: (id: number) => `/transaction/refund?batch=${id}`,
  trackingBatch: (id: number) => `/transaction/query?tracking=${id}`,
  refundDetails: (id: string) => `/transaction/refund/details?id=${encodeURIComponent(id)}`,
  transactionView: (id: string) => `/transaction/view?id=${encodeURIComponent(id)}`,
  passwordEdit: () => '/password/edit',
  switch: () => '/switch',
  notFound: () => '/error/404',
  register: () => '/user/register',
  registerDone: () => '/user/register/done',
  quickRegister: () => '/user/acquiringMerchantRegister',
  forgotPassword: () => '/user/forget-password/auth',
  forgotPasswordReset: () => '/user/forget-password/reset',
  loginAuth: () => '/user/login/auth',
  resetPassword: (token?: string) => (token ? `/user/reset-password?token=${encodeURIComponent(token)}` : '/user/reset-password'),
  security: () => '/security',
  securityPayment: () => '/security/payment',
  securitySms: () => '/security/sms',
  accountInfo: () => '/account/info',
  applications: () => '/application/list',
  permission: () => '/permission',
  roles: () => '/permission/role',
  roleView: (id: number) => `/permission/role/view?id=${id}`,
  operators: () => '/permission/operator',
  noticeDetail: (id: number) => `/notice/detail?id=${id}`,
  noticeList: () => '/notice/list',
  downloadCenter: () => '/download',
  uploadDetails: () => '/upload/details',
  // later
  networkApplication: () => '/user/networkApplication',
  supplementDone: () => '/supplement/done',
  supplementJumio: () => '/supplement/jumio',
  supplementPayout: () => '/supplement/payout',
  // later
  supplement: () => '/supplement',
} as const;

/** An exchange request in the URL (amount step ↔ review step): ?sell&buy&side&amount. */
function exchangeQuery(b: QuoteBody): string {
  return new URLSearchParams({ sell: b.sellCurrency, buy: b.buyCurrency, side: b.fixedSide, amount: b.amount }).toString();
}

export function exchangeRequestOf(params: URLSearchParams): QuoteBody | null {
  const [sell, buy, side, amount] = ['sell', 'buy', 'side', 'amount'].map((k) => params.get(k) ?? '');
  if (!isCurrency(sell!) || !isCurrency(buy!) || (side !== 'sell' && side !== 'buy') || !amount) return null;
  return { sellCurrency: sell, buyCurrency: buy, fixedSide: side, amount: amount! };
}

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

/** The locale namespace of a route's title (`shell` unless its key names another). */
export const routeNamespace = (route: RouteDef): string => (route.titleKey.includes(':') ? route.titleKey.split(':')[0]! : 'shell');

/**
 * The title of a route in the current language. The `type` param of aggregate pages reads as its
 * branch name (menu namespace: aggregate_acq, aggregate_payout).
 */
export function routeTitle(match: RouteMatch, t: (key: string, options?: Record<string, unknown>) => string): string {
  const type = match.params.type;
  const key = match.route.titleKey.includes(':') ? match.route.titleKey : `shell:${match.route.titleKey}`;
  return t(key, type ? { type: t(`menu:aggregate_${type}`) } : undefined);
}
