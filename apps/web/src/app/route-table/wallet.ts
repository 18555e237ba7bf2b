import { AGGREGATE_TYPES, type RouteMeta } from '../route-def';

/** Wallet pages (spec 2: Wallet). */
export const walletRoutes: readonly RouteMeta[] = [
  {
    id: 'walletBalance',
    path: '/wallet/balance',
    titleKey: 'route.walletBalance',
    icon: 'wallet',
    code: 'wallet:balance',
    auditCheck: true,
    branch: 'payout',
    layout: 'portal',
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
  },
  {
    id: 'walletBatch',
    path: '/wallet/balance/batch/view',
    titleKey: 'route.walletBatch',
    icon: 'wallet',
    code: 'wallet:balance',
    auditCheck: true,
    branch: 'payout',
    layout: 'portal',
  },
];
