import { lazyPage, type LazyComponent } from '../../components/lazy-page';

const walletBalancePage = lazyPage(() => import('../pages/wallet-balance-route'), { namespaces: ['wallet'] });

/** The pages of walletRoutes (route-table/wallet.ts), by route id. */
export const walletPages: Record<string, LazyComponent<object>> = {
  walletBalance: walletBalancePage,
  aggregateWalletBalance: walletBalancePage,
  walletStatement: lazyPage(() => import('../pages/wallet-statement-route'), { namespaces: ['wallet'] }),
  walletBatch: lazyPage(() => import('../pages/wallet-batch-route'), { namespaces: ['wallet'] }),
};
