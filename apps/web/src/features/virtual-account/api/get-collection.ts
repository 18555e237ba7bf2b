import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionTransaction } from '@crossbill/contracts/virtual-account';
import { api } from '../../../lib/api-client';
import { vaKeys } from './list-accounts';

/** GET /api/collection/transaction/detail?id */
export const fetchCollection = (id: number) => api.get<CollectionTransaction>('/collection/transaction/detail', { id });

export const collectionQuery = (id: number) => queryOptions({ queryKey: [...vaKeys.collections, 'detail', id], queryFn: () => fetchCollection(id) });

export const useCollection = (id: number) => useQuery(collectionQuery(id));
