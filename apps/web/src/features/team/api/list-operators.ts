import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crossbill/contracts/envelope';
import type { OperatorItem } from '@crossbill/contracts/team';
import { api } from '../../../lib/api-client';
import { teamKeys } from './list-roles';

/** GET /api/permission/operator/list: the merchant's operators, filtered and paged. */
export interface OperatorQuery {
  keyword?: string;
  roleId?: number;
  status?: number;
  page: number;
  size: number;
}

export const fetchOperators = (q: OperatorQuery) => api.get<Page<OperatorItem>>('/permission/operator/list', { ...q });

export const operatorsQuery = (q: OperatorQuery) =>
  queryOptions({ queryKey: [...teamKeys.operators, 'list', q], queryFn: () => fetchOperators(q), placeholderData: keepPreviousData });

export const useOperators = (q: OperatorQuery) => useQuery(operatorsQuery(q));
