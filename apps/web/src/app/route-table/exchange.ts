import { lazyPage } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

/** Exchange pages (spec 2 Wallet: exchange, exchange/add/amount, exchange/add/review). */
export const exchangeRoutes: readonly RouteDef[] = [
  {
    id: 'walletExchange',
    path: '/wallet/exchange',
    titleKey: 'route.walletExchange',
    icon: 'wallet',
    code: 'wallet:exchange',
    auditCheck: true,
    branch: 'payout',
    layout: 'portal',
    page: lazyPage(() => import('../pages/exchange-list-route'), { namespaces: ['exchange'] }),
  },
  {
    id: 'walletExchangeAmount',
    path: '/wallet/exchange/add/amount',
    titleKey: 'route.walletExchangeAmount',
    icon: 'wallet',
    code: 'wallet:exchange:add',
    auditCheck: true,
    branch: 'payout',
    layout: 'portal',
    page: lazyPage(() => import('../pages/exchange-amount-route'), { namespaces: ['exchange'] }),
  },
  {
    id: 'walletExchangeReview',
    path: '/wallet/exchange/add/review',
    titleKey: 'route.walletExchangeReview',
    icon: 'wallet',
    code: 'wallet:exchange:add',
    auditCheck: true,
    branch: 'payout',
    layout: 'portal',
    page: lazyPage(() => import('../pages/exchange-review-route'), { namespaces: ['exchange'] }),
  },
];
