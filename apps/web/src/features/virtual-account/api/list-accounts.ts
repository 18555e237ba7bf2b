import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crossbill/contracts/envelope';
import type { VaStatus, VirtualAccount } from '@crossbill/contracts/virtual-account';
import { api } from '../../../lib/api-client';

export const vaKeys = { all: ['virtualAccount'] as const, collections: ['virtualAccount', 'collections'] as const };

export interface AccountFilters {
  page: number;
  size: number;
  currency?: string;
  status?: VaStatus;
  keyword?: string;
}

/** GET /api/virtualAccount/list */
export const fetchAccounts = (f: AccountFilters) => api.get<Page<VirtualAccount>>('/virtualAccount/list', { ...f });

export const accountsQuery = (f: AccountFilters) =>
  queryOptions({ queryKey: [...vaKeys.all, 'list', f], queryFn: () => fetchAccounts(f), placeholderData: keepPreviousData });

export const useAccounts = (f: AccountFilters) => useQuery(accountsQuery(f));
