import type { RouteMeta } from '../route-def';

/** Settlement batches, the reports and the wallet's view of settlement (spec 2: Settlement, Reports, Wallet). */
export const settlementRoutes: readonly RouteMeta[] = [
  {
    id: 'settlementBalance',
    path: '/settlement/balance',
    titleKey: 'settlement:route.balance',
    icon: 'settlement',
    code: 'settlement:balance',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
  {
    id: 'reportStatement',
    path: '/report/statement',
    titleKey: 'settlement:route.statement',
    icon: 'report',
    code: 'report:statement',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
  {
    id: 'reportSuccessRate',
    path: '/report/success-rate',
    titleKey: 'settlement:route.successRate',
    icon: 'report',
    code: 'report:successRate',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
  },
  { id: 'walletSettlement', path: '/wallet/settlement', titleKey: 'settlement:route.walletBatch', icon: 'wallet', code: 'wallet:settlement', layout: 'portal' },
  {
    id: 'walletSettlementBatch',
    path: '/wallet/settlement/batch',
    titleKey: 'settlement:route.walletBatch',
    icon: 'wallet',
    code: 'wallet:settlement',
    layout: 'portal',
  },
  {
    id: 'walletSettlementDetails',
    path: '/wallet/settlement/details',
    titleKey: 'settlement:route.walletDetails',
    icon: 'wallet',
    code: 'wallet:settlement',
    layout: 'portal',
  },
];
