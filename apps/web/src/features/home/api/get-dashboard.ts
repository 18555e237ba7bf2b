import { useQuery } from '@tanstack/react-query';
import { getDashboard, getPayoutOverview, getSummary } from '@crossbill/contracts/endpoints/dashboard';
import { listBalances } from '@crossbill/contracts/endpoints/wallet';
import { endpointQuery } from '../../../lib/call';

/** GET /api/index/dashboard (group merchants under /blocMer): figures from the daily rollups. */
export const useDashboard = (displayCurrency: string) => useQuery(endpointQuery(getDashboard, { query: { displayCurrency } }));

/** GET /api/index/summary: summary/view rows. */
export const useSummary = (days: number) => useQuery(endpointQuery(getSummary, { query: { days } }));

/** GET /api/index/payout: transfers of the last 7 and 30 days. */
export const usePayoutOverview = () => useQuery(endpointQuery(getPayoutOverview, undefined));

/** Balances per currency (the ledger) with the operator's display settings, as the wallet reads them. */
export const useHomeBalances = (enabled: boolean) => useQuery({ ...endpointQuery(listBalances, undefined), enabled });
