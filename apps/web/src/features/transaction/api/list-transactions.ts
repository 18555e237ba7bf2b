import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionFilters, TransactionPage } from '@crossbill/contracts/transaction';
import { api } from '../../../lib/api-client';

export const transactionKeys = { all: ['transaction'] as const };

export type ListParams = TransactionFilters & { page: number; size: number };

/** GET /api/transaction/list (group merchants: /api/blocMer/...): a page of the filtered list (total counted up to TRANSACTION_COUNT_CAP, then totalCapped). */
export const fetchTransactions = (p: ListParams) => api.get<TransactionPage>('/transaction/list', { ...p }, { family: true });

export const transactionsQuery = (p: ListParams) =>
  queryOptions({ queryKey: [...transactionKeys.all, 'list', p], queryFn: () => fetchTransactions(p), placeholderData: keepPreviousData });

export const useTransactions = (p: ListParams) => useQuery(transactionsQuery(p));
