import { matchPath } from 'react-router';
import type { RouteMeta } from './route-def';
import { coreRoutes } from './route-table/core';
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
import { disputeRoutes } from './route-table/dispute';
import { riskRoutes } from './route-table/risk';
import { alertRoutes } from './route-table/alert';
import { enrolmentRoutes } from './route-table/enrolment';
import { ethocaRoutes } from './route-table/ethoca';
import { rdrRoutes } from './route-table/rdr';
import { contentRoutes } from './route-table/content';
import { fraudRoutes } from './route-table/fraud';
import { subscriptionRoutes } from './route-table/subscription';
import { checkoutRoutes } from './route-table/checkout';
import { developerRoutes } from './route-table/developer';

/**
 * The route table (spec section 2) as data: it drives the router, the guard, page titles, tabs and
 * the action log. Only pages that exist are here; `isLiveRoute` tells links to later pages apart
 * (they are not rendered until their page lands). The pages themselves are joined in `routes.tsx`.
 */
export const routeTable: readonly RouteMeta[] = [
  ...coreRoutes,
  ...walletRoutes,
  ...virtualAccountRoutes,
  ...onboardingRoutes,
  ...transferApprovalRoutes,
  ...exchangeRoutes,
  ...guideRoutes,
  ...payeeRoutes,
  ...registrationRoutes,
  ...securityRoutes,
  ...transferRoutes,
  ...teamRoutes,
  ...transactionRoutes,
  ...dashboardRoutes,
  ...settlementRoutes,
  ...refundRoutes,
  ...disputeRoutes,
  ...riskRoutes,
  ...alertRoutes,
  ...enrolmentRoutes,
  ...fraudRoutes,
  ...ethocaRoutes,
  ...rdrRoutes,
  ...subscriptionRoutes,
  ...checkoutRoutes,
  ...developerRoutes,
  ...contentRoutes,
];

export interface RouteMatch {
  route: RouteMeta;
  params: Record<string, string>;
}

/** The route of a path (query and hash ignored), with its params; null for an unknown path. */
export function matchRoute(path: string): RouteMatch | null {
  const pathname = path.split(/[?#]/)[0] || '/';
  for (const route of routeTable) {
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
export const routeNamespace = (route: RouteMeta): string => (route.titleKey.includes(':') ? route.titleKey.split(':')[0]! : 'shell');

/**
 * The title of a route in the current language. The `type` param of aggregate pages reads as its
 * branch name (menu namespace: aggregate_acq, aggregate_payout).
 */
export function routeTitle(match: RouteMatch, t: (key: string, options?: Record<string, unknown>) => string): string {
  const type = match.params.type;
  const key = match.route.titleKey.includes(':') ? match.route.titleKey : `shell:${match.route.titleKey}`;
  return t(key, type ? { type: t(`menu:aggregate_${type}`) } : undefined);
}
