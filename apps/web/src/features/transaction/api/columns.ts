import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnSettings } from '@crossbill/contracts/transaction';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { transactionKeys } from './list-transactions';

const key = [...transactionKeys.all, 'columns'] as const;

/** GET /api/transaction/columns: the operator's visible columns (kept on the server). */
export const columnsQuery = () => queryOptions({ queryKey: key, queryFn: () => api.get<ColumnSettings>('/transaction/columns'), staleTime: Infinity });
export const useColumns = () => useQuery(columnsQuery());

/** POST /api/transaction/columns */
export const useSaveColumns = () =>
  useMutation({
    mutationFn: (body: ColumnSettings) => api.post<ColumnSettings>('/transaction/columns', body),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
