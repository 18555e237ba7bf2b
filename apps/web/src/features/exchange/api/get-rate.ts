import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRate } from '@crossbill/contracts/endpoints/exchange';
import { listBalances } from '@crossbill/contracts/endpoints/wallet';
import { endpointQuery } from '../../../lib/call';

/** The live rate is refreshed this often while the amount page is open. */
export const RATE_REFRESH_MS = 15_000;

/** The pair's customer rate, cut-off and expected delivery date. */
export const rateQuery = (sell: string | undefined, buy: string | undefined) =>
  queryOptions({
    ...endpointQuery(getRate, { query: { sellCurrency: sell ?? '', buyCurrency: buy ?? '' } }),
    enabled: !!sell && !!buy && sell !== buy,
    refetchInterval: RATE_REFRESH_MS,
  });

export const useRate = (sell: string | undefined, buy: string | undefined) => useQuery(rateQuery(sell, buy));

/** The wallet's balances (the same query as the wallet's): the available balance of the currency to sell. */
export const useAvailableBalances = () => useQuery(endpointQuery(listBalances, undefined));
