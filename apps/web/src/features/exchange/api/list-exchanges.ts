import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Exchange, ExchangeListQuery, ExchangePage } from '@crossbill/contracts/exchange';
import { api } from '../../../lib/api-client';

export const exchangeKeys = { all: ['exchange'] as const };

export type ExchangeFilters = Partial<ExchangeListQuery> & { page: number; size: number };

/** GET /api/exchange/list: exchanges, newest first, filtered by time, currency and status. */
export const fetchExchanges = (f: ExchangeFilters) => api.get<ExchangePage>('/exchange/list', { ...f }, { family: true });

export const exchangesQuery = (f: ExchangeFilters) =>
  queryOptions({ queryKey: [...exchangeKeys.all, 'list', f], queryFn: () => fetchExchanges(f), placeholderData: keepPreviousData });

export const useExchanges = (f: ExchangeFilters) => useQuery(exchangesQuery(f));

/** GET /api/exchange/detail?id */
export const fetchExchange = (id: number) => api.get<Exchange>('/exchange/detail', { id }, { family: true });

export const useExchange = (id: number | null) =>
  useQuery({ queryKey: [...exchangeKeys.all, 'detail', id], queryFn: () => fetchExchange(id!), enabled: id !== null });
