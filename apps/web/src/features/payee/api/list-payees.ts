import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayeeListQuery, PayeePage } from '@crossbill/contracts/payee';
import { api } from '../../../lib/api-client';
import { payeeKeys, type PayeeSurface } from './surface';

/** GET {base}/list: payees with filters (name, currency, country, category), defaults first. */
export const fetchPayees = (s: PayeeSurface, q: Partial<PayeeListQuery>) => api.get<PayeePage>(`${s.base}/list`, { ...q }, { family: true });

export const payeesQuery = (s: PayeeSurface, q: Partial<PayeeListQuery>) =>
  queryOptions({ queryKey: [...payeeKeys.all(s), 'list', q], queryFn: () => fetchPayees(s, q), placeholderData: keepPreviousData });

export const usePayees = (s: PayeeSurface, q: Partial<PayeeListQuery>) => useQuery(payeesQuery(s, q));
