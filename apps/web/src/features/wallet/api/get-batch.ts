import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchView } from '@crossbill/contracts/wallet';
import { api } from '../../../lib/api-client';
import { walletKeys } from './list-balances';

/** GET /api/wallet/balance/batch/view: one batch's movements (entries sharing a reference) with totals. */
export const fetchBatch = (q: { currency: string; reference: string; page: number; size: number }) =>
  api.get<BatchView>('/wallet/balance/batch/view', { ...q });

export const batchQuery = (q: { currency: string; reference: string; page: number; size: number }) =>
  queryOptions({ queryKey: [...walletKeys.all, 'batch', q], queryFn: () => fetchBatch(q), placeholderData: keepPreviousData });

export const useBatch = (q: { currency: string; reference: string; page: number; size: number }) => useQuery(batchQuery(q));
