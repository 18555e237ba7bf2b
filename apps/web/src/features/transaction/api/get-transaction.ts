import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionDetail } from '@crossbill/contracts/transaction';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './list-transactions';

/** GET /api/transaction/detail: every field, the refunds and the timeline. */
export const fetchTransaction = (transactionId: string) => api.get<TransactionDetail>('/transaction/detail', { transactionId }, { family: true });

export const transactionQuery = (transactionId: string) =>
  queryOptions({ queryKey: [...transactionKeys.all, 'detail', transactionId], queryFn: () => fetchTransaction(transactionId) });

export const useTransaction = (transactionId: string) => useQuery(transactionQuery(transactionId));
