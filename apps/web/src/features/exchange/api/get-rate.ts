import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RateResult } from '@crossbill/contracts/exchange';
import type { WalletBalance } from '@crossbill/contracts/wallet';
import { api } from '../../../lib/api-client';
import { exchangeKeys } from './list-exchanges';

/** The live rate is refreshed this often while the amount page is open. */
export const RATE_REFRESH_MS = 15_000;

/** GET /api/exchange/rate: the pair's customer rate, cut-off and expected delivery date. */
export const fetchRate = (sellCurrency: string, buyCurrency: string) => api.get<RateResult>('/exchange/rate', { sellCurrency, buyCurrency });

export const rateQuery = (sell: string | undefined, buy: string | undefined) =>
  queryOptions({
    queryKey: [...exchangeKeys.all, 'rate', sell, buy],
    queryFn: () => fetchRate(sell!, buy!),
    enabled: !!sell && !!buy && sell !== buy,
    refetchInterval: RATE_REFRESH_MS,
  });

export const useRate = (sell: string | undefined, buy: string | undefined) => useQuery(rateQuery(sell, buy));

/** GET /api/wallet/balance/list: the available balance of the currency to sell. */
export const useAvailableBalances = () =>
  useQuery({ queryKey: ['wallet', 'balances'], queryFn: () => api.get<WalletBalance[]>('/wallet/balance/list', undefined, { family: true }) });
