import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@crossbill/contracts/envelope';
import type { DownloadTask } from '@crossbill/contracts/shell';
import type { BatchTransaction, SettlementBatch, StatementExportBody, SuccessRateReport, WalletSettlementDetail } from '@crossbill/contracts/settlement';
import { api } from '../../../lib/api-client';
import { useExportTask } from '../../../lib/export-task';

export type Side = 'settlement' | 'wallet';
const base = (side: Side) => (side === 'wallet' ? '/wallet/settlement/batch' : '/settlement/batch');

export interface BatchFilters {
  from?: string;
  to?: string;
  currency?: string;
  status?: string;
}

/** GET /api/settlement/batch/list (or the wallet's /api/wallet/settlement/batch/list) */
export const useBatches = (side: Side, p: BatchFilters & { page: number; size: number }) =>
  useQuery({
    queryKey: ['settlement', side, 'list', p],
    queryFn: () => api.get<Page<SettlementBatch>>(`${base(side)}/list`, { ...p }, { family: true }),
    placeholderData: keepPreviousData,
  });

export const useBatch = (side: Side, batchId: string) =>
  useQuery({
    queryKey: ['settlement', side, 'detail', batchId],
    queryFn: () => api.get<SettlementBatch>(`${base(side)}/detail`, { batchId }, { family: true }),
    enabled: !!batchId,
  });

export const useBatchTransactions = (batchId: string, page: number) =>
  useQuery({
    queryKey: ['settlement', 'transactions', batchId, page],
    queryFn: () => api.get<Page<BatchTransaction>>('/settlement/batch/transactions', { batchId, page, size: 10 }, { family: true }),
    placeholderData: keepPreviousData,
    enabled: !!batchId,
  });

export const useWalletDetail = (batchId: string) =>
  useQuery({
    queryKey: ['settlement', 'wallet', 'entry', batchId],
    queryFn: () => api.get<WalletSettlementDetail>('/wallet/settlement/details', { batchId }, { family: true }),
    enabled: !!batchId,
  });

export const useSuccessRate = (q: { preset?: string; from?: string; to?: string; currency?: string }) =>
  useQuery({
    queryKey: ['report', 'success-rate', q],
    queryFn: () => api.get<SuccessRateReport>('/report/success-rate', { ...q }, { family: true }),
    placeholderData: keepPreviousData,
  });

export const useExportStatement = () => useExportTask((body: StatementExportBody) => api.post<DownloadTask>('/report/statement/export', body));
