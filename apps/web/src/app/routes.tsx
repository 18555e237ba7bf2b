import type { LazyComponent } from '../components/lazy-page';
import type { RouteDef } from './route-def';
import { matchRoute, routeTable } from './route-match';
import { corePages } from './route-pages/core';
import { teamPages } from './route-pages/team';
import { dashboardPages } from './route-pages/dashboard';
import { walletPages } from './route-pages/wallet';
import { virtualAccountPages } from './route-pages/virtual-account';
import { onboardingPages } from './route-pages/onboarding';
import { transferApprovalPages } from './route-pages/transfer-approval';
import { transferPages } from './route-pages/transfer';
import { exchangePages } from './route-pages/exchange';
import { guidePages } from './route-pages/guide';
import { payeePages } from './route-pages/payee';
import { registrationPages } from './route-pages/registration';
import { securityPages } from './route-pages/security';
import { transactionPages } from './route-pages/transaction';
import { settlementPages } from './route-pages/settlement';
import { refundPages } from './route-pages/refund';
import { disputePages } from './route-pages/dispute';
import { riskPages } from './route-pages/risk';
import { alertPages } from './route-pages/alert';
import { enrolmentPages } from './route-pages/enrolment';
import { ethocaPages } from './route-pages/ethoca';
import { rdrPages } from './route-pages/rdr';
import { contentPages } from './route-pages/content';
import { fraudPages } from './route-pages/fraud';
import { subscriptionPages } from './route-pages/subscription';
import { checkoutDemoPages } from './route-pages/checkout-demo';
import { checkoutPages } from './route-pages/checkout';
import { developerPages } from './route-pages/developer';

const pages: Record<string, LazyComponent<object>> = {
  ...corePages,
  ...teamPages,
  ...dashboardPages,
  ...walletPages,
  ...virtualAccountPages,
  ...onboardingPages,
  ...transferApprovalPages,
  ...transferPages,
  ...exchangePages,
  ...guidePages,
  ...payeePages,
  ...registrationPages,
  ...securityPages,
  ...transactionPages,
  ...settlementPages,
  ...refundPages,
  ...disputePages,
  ...riskPages,
  ...alertPages,
  ...enrolmentPages,
  ...fraudPages,
  ...ethocaPages,
  ...rdrPages,
  ...subscriptionPages,
  ...checkoutDemoPages,
  ...checkoutPages,
  ...developerPages,
  ...contentPages,
};

/**
 * The route table with its pages, for the router only: everything else matches paths on `routeTable`
 * (route-match.ts), so that no page depends on the module that loads it.
 */
export const routes: readonly RouteDef[] = routeTable.map((route) => {
  const page = pages[route.id];
  if (!page) throw new Error(`No page for route ${route.id}`);
  return { ...route, page };
});

/** Start loading the code and texts of the page at `path` (nothing for an unknown path). */
export function preloadPage(path: string): void {
  const id = matchRoute(path)?.route.id;
  if (id) void pages[id]?.preload();
}
