import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payee } from '@crossbill/contracts/payee';
import { api } from '../../../lib/api-client';
import { payeeKeys, type PayeeSurface } from './surface';

/** GET {base}/detail?id: one payee. */
export const fetchPayee = (s: PayeeSurface, id: number) => api.get<Payee>(`${s.base}/detail`, { id }, { family: true });

export const payeeQuery = (s: PayeeSurface, id: number) => queryOptions({ queryKey: [...payeeKeys.all(s), 'detail', id], queryFn: () => fetchPayee(s, id) });

export const usePayee = (s: PayeeSurface, id: number | null) => useQuery({ ...payeeQuery(s, id ?? 0), enabled: id !== null });
