import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DatePreset } from '@crossbill/contracts/business-time';
import { listCollections } from '@crossbill/contracts/endpoints/virtual-account';
import type { CollectionStatus } from '@crossbill/contracts/virtual-account';
import { endpointQuery } from '../../../lib/call';

export interface CollectionFilters {
  page: number;
  size: number;
  preset?: DatePreset;
  virtualAccountId?: number;
  currency?: string;
  status?: CollectionStatus;
}

export const collectionsQuery = (f: CollectionFilters) => queryOptions({ ...endpointQuery(listCollections, { query: f }), placeholderData: keepPreviousData });

export const useCollections = (f: CollectionFilters) => useQuery(collectionsQuery(f));
