import { firstMenuUrl, type MenuNode } from '@crossbill/contracts/menu';
import { MerchantStatus, needsPayoutGuide } from '@crossbill/contracts/merchant';
import type { SessionInfo } from '@crossbill/contracts/session';
import { paths } from './paths';
import { matchRoute, type RouteMatch } from './route-match';

export type GuardDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  pathname: string;
  search?: string;
  /** undefined while the session probe runs; null when nobody is logged in */
  session: SessionInfo | null | undefined;
  /** the operator's menus (needed only to send a logged-in user away from the login page) */
  menus?: MenuNode[];
  /** login page only: inside the legacy host's shutdown window; undefined while the config loads */
  legacyHost?: boolean;
}

const render: GuardDecision = { kind: 'render' };
const wait: GuardDecision = { kind: 'wait' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** A payout route: the payout side of the aggregate menu or a route of the payout branch. */
export const isPayoutRoute = (match: RouteMatch): boolean =>
  match.route.branch === 'payout' || (match.route.params?.type !== undefined && match.params.type === 'payout');

/**
 * The guard of spec section 2, as a pure decision:
 * - unknown path → /error/404 (shown to visitors too, without the shell);
 * - login page: legacy host inside its shutdown window → /user/upgrade; logged in → the page it was
 *   sent from (`redirect`), else the first menu url;
 * - portal page, not logged in → /user/login (remembering where the user wanted to go);
 * - logged in without merchantNo, or on a registered account → /user/networkApplication (the 404 page excepted);
 * - aggregate merchants use the suffixed home (/index/aggregate/acq), others the plain one;
 * - aggregate merchant with only acquiring and no pending or rejected payout → /guide on payout routes.
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const match = matchRoute(input.pathname);
  if (!match) return redirect(paths.notFound());
  const { route } = match;
  const { session } = input;

  if (route.layout === 'public') {
    if (route.id !== 'login') return render;
    if (input.legacyHost === undefined) return wait;
    if (input.legacyHost) return redirect(paths.upgrade());
    if (session === undefined) return wait;
    if (session === null) return render;
    if (!input.menus) return wait;
    // still logged in (a 401 met an idle session that the next request found live): back to the page
    // the person was on, as after a login
    return redirect(afterLoginTarget(new URLSearchParams(input.search ?? '').get('redirect'), input.menus));
  }

  if (session === undefined) return wait;
  // the 404 page answers anyone (a visitor sees it without the shell)
  if (route.id === 'notFound') return render;
  if (session === null) return redirect(paths.login(`${input.pathname}${input.search ?? ''}`));

  const { userInfo, businessTypesInfo } = session;
  if (!userInfo.merchantNo) return redirect(paths.networkApplication());
  // a registered account has not applied yet: the application is all it can do
  if (userInfo.merchantStatus === MerchantStatus.REGISTERED) return redirect(paths.networkApplication());

  if (userInfo.isAggregateMerchant && route.id === 'home') return redirect(paths.aggregateHome('acq'));
  if (!userInfo.isAggregateMerchant && route.id === 'aggregateHome') return redirect(paths.home());
  if (userInfo.isAggregateMerchant && route.id === 'walletBalance') return redirect(paths.aggregateWalletBalance('payout'));
  if (!userInfo.isAggregateMerchant && route.id === 'aggregateWalletBalance') return redirect(paths.walletBalance());

  if (isPayoutRoute(match) && needsPayoutGuide(userInfo.isAggregateMerchant, businessTypesInfo)) return redirect(paths.guide());
  return render;
}

/**
 * Where to go after logging in: the page the user wanted (an internal portal path), else the first
 * menu url.
 */
export function afterLoginTarget(redirectParam: string | null, menus: MenuNode[]): string {
  if (redirectParam && redirectParam.startsWith('/') && !redirectParam.startsWith('//')) {
    const match = matchRoute(redirectParam);
    if (match && match.route.layout === 'portal' && match.route.id !== 'notFound') return redirectParam;
  }
  return firstMenuUrl(menus) ?? paths.home();
}
