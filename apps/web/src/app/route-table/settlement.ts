import { lazyNamed } from '../../components/lazy-page';
import type { RouteDef } from '../route-def';

const load = () => import('../pages/settlement-routes');
const ns = { namespaces: ['settlement'] };

/** Settlement batches, the reports and the wallet's view of settlement (spec 2: Settlement, Reports, Wallet). */
export const settlementRoutes: readonly RouteDef[] = [
  { id: 'settlementBalance', path: '/settlement/balance', titleKey: 'settlement:route.balance', icon: 'settlement', code: 'settlement:balance', auditCheck: true, branch: 'acq', layout: 'portal', page: lazyNamed(load, 'SettlementBalanceRoute', ns) },
  { id: 'reportStatement', path: '/report/statement', titleKey: 'settlement:route.statement', icon: 'report', code: 'report:statement', auditCheck: true, branch: 'acq', layout: 'portal', page: lazyNamed(load, 'StatementRoute', ns) },
  { id: 'reportSuccessRate', path: '/report/success-rate', titleKey: 'settlement:route.successRate', icon: 'report', code: 'report:successRate', auditCheck: true, branch: 'acq', layout: 'portal', page: lazyNamed(() => import('../pages/success-rate-route'), 'SuccessRateRoute', ns) },
  { id: 'walletSettlement', path: '/wallet/settlement', titleKey: 'settlement:route.walletBatch', icon: 'wallet', code: 'wallet:settlement', layout: 'portal', page: lazyNamed(load, 'WalletSettlementRedirect', ns) },
  { id: 'walletSettlementBatch', path: '/wallet/settlement/batch', titleKey: 'settlement:route.walletBatch', icon: 'wallet', code: 'wallet:settlement', layout: 'portal', page: lazyNamed(load, 'WalletSettlementBatchRoute', ns) },
  { id: 'walletSettlementDetails', path: '/wallet/settlement/details', titleKey: 'settlement:route.walletDetails', icon: 'wallet', code: 'wallet:settlement', layout: 'portal', page: lazyNamed(load, 'WalletSettlementDetailsRoute', ns) },
];
