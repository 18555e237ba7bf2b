import type { RouteMeta } from '../route-def';

/** Exchange pages (spec 2 Wallet: exchange, exchange/add/amount, exchange/add/review). */
export const exchangeRoutes: readonly RouteMeta[] = [
  {
    id: 'walletExchange',
    path: '/wallet/exchange',
    titleKey: 'route.walletExchange',
    icon: 'wallet',
    code: 'wallet:exchange',
    auditCheck: true,
    branch: 'payout',
    layout: 'portal',
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
  },
];
