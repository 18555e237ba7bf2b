import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listVirtualAccounts } from '@crossbill/contracts/endpoints/virtual-account';
import type { VaStatus } from '@crossbill/contracts/virtual-account';
import { endpointQuery, keyOf } from '../../../lib/call';

/** The accounts and the collections share the domain: an application or a credit refreshes both. */
export const vaKeys = { all: keyOf(listVirtualAccounts).slice(0, 1) };

export interface AccountFilters {
  page: number;
  size: number;
  currency?: string;
  status?: VaStatus;
  keyword?: string;
}

export const accountsQuery = (f: AccountFilters) => queryOptions({ ...endpointQuery(listVirtualAccounts, { query: f }), placeholderData: keepPreviousData });

export const useAccounts = (f: AccountFilters) => useQuery(accountsQuery(f));
