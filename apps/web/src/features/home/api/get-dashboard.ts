import { useQuery } from '@tanstack/react-query';
import type { DashboardData, SummaryData } from '@crossbill/contracts/dashboard';
import { listBalances } from '@crossbill/contracts/endpoints/wallet';
import { api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/call';

export const homeKeys = { all: ['home'] as const };

/** GET /api/index/dashboard (group merchants under /blocMer): figures from the daily rollups. */
export const fetchDashboard = (displayCurrency: string) => api.get<DashboardData>('/index/dashboard', { displayCurrency }, { family: true });
export const useDashboard = (displayCurrency: string) =>
  useQuery({ queryKey: [...homeKeys.all, 'dashboard', displayCurrency], queryFn: () => fetchDashboard(displayCurrency) });

/** GET /api/index/summary: summary/view rows. */
export const fetchSummary = (days: number) => api.get<SummaryData>('/index/summary', { days }, { family: true });
export const useSummary = (days: number) => useQuery({ queryKey: [...homeKeys.all, 'summary', days], queryFn: () => fetchSummary(days) });

/** GET /api/index/payout: transfers of the last 7 and 30 days. */
export const usePayoutOverview = () =>
  useQuery({
    queryKey: [...homeKeys.all, 'payout'],
    queryFn: () => api.get<{ transfers7: number; transfers30: number }>('/index/payout', undefined, { family: true }),
  });

/** Balances per currency (the ledger) with the operator's display settings, as the wallet reads them. */
export const useHomeBalances = (enabled: boolean) => useQuery({ ...endpointQuery(listBalances, undefined), enabled });
