import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crossbill/contracts/envelope';
import type { CollectionStatus, CollectionTransaction } from '@crossbill/contracts/virtual-account';
import { api } from '../../../lib/api-client';
import { vaKeys } from './list-accounts';
import type { DatePreset } from '@crossbill/contracts/business-time';

export interface CollectionFilters {
  page: number;
  size: number;
  preset?: DatePreset;
  virtualAccountId?: number;
  currency?: string;
  status?: CollectionStatus;
}

/** GET /api/collection/transaction/list */
export const fetchCollections = (f: CollectionFilters) => api.get<Page<CollectionTransaction>>('/collection/transaction/list', { ...f });

export const collectionsQuery = (f: CollectionFilters) =>
  queryOptions({ queryKey: [...vaKeys.collections, 'list', f], queryFn: () => fetchCollections(f), placeholderData: keepPreviousData });

export const useCollections = (f: CollectionFilters) => useQuery(collectionsQuery(f));
