import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementPage } from '@crossbill/contracts/wallet';
import type { DatePreset } from '@crossbill/contracts/business-time';
import { api } from '../../../lib/api-client';
import { walletKeys } from './list-balances';

export interface StatementFilters {
  currency: string;
  page: number;
  size: number;
  preset?: DatePreset;
  beginTime?: string;
  endTime?: string;
  kind?: string;
}

/** GET /api/wallet/balance/view: one currency's statement, newest first, with running balances. */
export const fetchStatement = (f: StatementFilters) => api.get<StatementPage>('/wallet/balance/view', { ...f });

export const statementQuery = (f: StatementFilters) =>
  queryOptions({ queryKey: [...walletKeys.all, 'statement', f], queryFn: () => fetchStatement(f), placeholderData: keepPreviousData });

export const useStatement = (f: StatementFilters) => useQuery(statementQuery(f));
