import { lazyPage } from '../../components/lazy-page';
import { AGGREGATE_TYPES, type RouteDef } from '../route-def';

const walletBalancePage = lazyPage(() => import('../pages/wallet-balance-route'), { namespaces: ['wallet'] });

/** Wallet pages (spec 2: Wallet). */
export const walletRoutes: readonly RouteDef[] = [
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
  },  {
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
  },  {
    id: 'walletStatement',
    path: '/wallet/balance/view',
    titleKey: 'route.walletStatement',
    icon: 'wallet',
    code: 'wallet:balance',
    auditCheck: true,
    branch: 'payout',
    layout: 'portal',
    page: lazyPage(() => import('../pages/wallet-statement-route'), { namespaces: ['wallet'] }),
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
    page: lazyPage(() => import('../pages/wallet-batch-route'), { namespaces: ['wallet'] }),
  },
];
