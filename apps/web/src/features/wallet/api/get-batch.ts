import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getBalanceBatch } from '@crossbill/contracts/endpoints/wallet';
import { endpointQuery } from '../../../lib/call';

type BatchQuery = { currency: string; reference: string; page: number; size: number };

/** One batch's movements (entries sharing a reference) with totals. */
export const batchQuery = (q: BatchQuery) => queryOptions({ ...endpointQuery(getBalanceBatch, { query: q }), placeholderData: keepPreviousData });

export const useBatch = (q: BatchQuery) => useQuery(batchQuery(q));
