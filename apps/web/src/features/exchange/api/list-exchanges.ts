import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getExchange, listExchanges } from '@crossbill/contracts/endpoints/exchange';
import type { ExchangeListQuery } from '@crossbill/contracts/exchange';
import { endpointQuery, keyOf } from '../../../lib/call';

export const exchangeKeys = { all: keyOf(listExchanges).slice(0, 1) };

export type ExchangeFilters = Partial<ExchangeListQuery> & { page: number; size: number };

/** Exchanges, newest first, filtered by time, currency and status. */
export const exchangesQuery = (f: ExchangeFilters) => queryOptions({ ...endpointQuery(listExchanges, { query: f }), placeholderData: keepPreviousData });

export const useExchanges = (f: ExchangeFilters) => useQuery(exchangesQuery(f));

export const useExchange = (id: number | null) => useQuery({ ...endpointQuery(getExchange, { query: { id: id ?? 0 } }), enabled: id !== null });
