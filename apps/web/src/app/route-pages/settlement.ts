import { lazyNamed, type LazyComponent } from '../../components/lazy-page';

const load = () => import('../pages/settlement-routes');
const ns = { namespaces: ['settlement'] };

/** The pages of settlementRoutes (route-table/settlement.ts), by route id. */
export const settlementPages: Record<string, LazyComponent<object>> = {
  settlementBalance: lazyNamed(load, 'SettlementBalanceRoute', ns),
  reportStatement: lazyNamed(load, 'StatementRoute', ns),
  reportSuccessRate: lazyNamed(() => import('../pages/success-rate-route'), 'SuccessRateRoute', ns),
  walletSettlement: lazyNamed(load, 'WalletSettlementRedirect', ns),
  declarations: lazyNamed(() => import('../pages/declaration-routes'), 'DeclarationListRoute', { namespaces: ['declaration', 'messages', 'upload'] }),
  declarationDetail: lazyNamed(() => import('../pages/declaration-routes'), 'DeclarationDetailRoute', { namespaces: ['declaration', 'messages'] }),
  walletSettlementBatch: lazyNamed(load, 'WalletSettlementBatchRoute', ns),
  walletSettlementDetails: lazyNamed(load, 'WalletSettlementDetailsRoute', ns),
};
