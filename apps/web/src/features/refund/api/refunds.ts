import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crossbill/contracts/envelope';
import type { RefundDetail, RefundFilters, RefundItem } from '@crossbill/contracts/refund';
import type { DownloadTask } from '@crossbill/contracts/shell';
import { api } from '../../../lib/api-client';
import { useExportTask } from '../../../lib/export-task';

export const refundKeys = { all: ['refund'] as const };

/** GET /api/refund/list: newest first, filtered (a group reads its members through its family). */
export const refundsQuery = (q: RefundFilters & { page: number; size: number }) =>
  queryOptions({
    queryKey: [...refundKeys.all, 'list', q],
    queryFn: () => api.get<Page<RefundItem>>('/refund/list', { ...q }, { family: true }),
    placeholderData: keepPreviousData,
  });
export const useRefunds = (q: RefundFilters & { page: number; size: number }) => useQuery(refundsQuery(q));

/** GET /api/refund/detail */
export const useRefund = (refundId: string) =>
  useQuery({ queryKey: [...refundKeys.all, 'detail', refundId], queryFn: () => api.get<RefundDetail>('/refund/detail', { refundId }, { family: true }) });

/** POST /api/refund/export with the list's filters → a task of the download center. */
export const exportRefunds = (filters: RefundFilters) => api.post<DownloadTask>('/refund/export', filters, { family: true });
export const useExportRefunds = () => useExportTask(exportRefunds);
