import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listTransactions } from '@crossbill/contracts/endpoints/transaction';
import type { TransactionFilters } from '@crossbill/contracts/transaction';
import { endpointQuery } from '../../../lib/call';

export type ListParams = TransactionFilters & { page: number; size: number };

/** A page of the filtered list (group merchants: /api/blocMer/...); the total is counted up to TRANSACTION_COUNT_CAP, then totalCapped. */
export const transactionsQuery = (p: ListParams) => ({ ...endpointQuery(listTransactions, { query: p }), placeholderData: keepPreviousData });

export const useTransactions = (p: ListParams) => useQuery(transactionsQuery(p));
