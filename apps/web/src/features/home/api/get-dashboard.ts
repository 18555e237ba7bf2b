import { useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@crossbill/contracts/wallet';
import { getDashboard, getPayoutOverview, getSummary } from '@crossbill/contracts/endpoints/dashboard';
import { api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/call';

/** GET /api/index/dashboard (group merchants under /blocMer): figures from the daily rollups. */
export const useDashboard = (displayCurrency: string) => useQuery(endpointQuery(getDashboard, { query: { displayCurrency } }));

/** GET /api/index/summary: summary/view rows. */
export const useSummary = (days: number) => useQuery(endpointQuery(getSummary, { query: { days } }));

/** GET /api/index/payout: transfers of the last 7 and 30 days. */
export const usePayoutOverview = () => useQuery(endpointQuery(getPayoutOverview, undefined));

/** Balances per currency (the ledger) with the operator's display settings, as the wallet reads them. */
export const useHomeBalances = (enabled: boolean) =>
  useQuery({ queryKey: ['wallet', 'balances'], queryFn: () => api.get<WalletBalance[]>('/wallet/balance/list', undefined, { family: true }), enabled });
