import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transfer, TransferBatch } from '@crossbill/contracts/transfer';
import type { Page } from '@crossbill/contracts/envelope';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { uploadFile } from '../../../lib/upload-file';
import { transferKeys } from './transfers';

const batchKeys = { all: [...transferKeys.all, 'batch'] as const };

/** GET /api/transfer/batch/list; polled while a batch is still being parsed */
export const useBatches = () =>
  useQuery({
    queryKey: [...batchKeys.all, 'list'],
    queryFn: () => api.get<Page<TransferBatch>>('/transfer/batch/list', { page: 1, size: 20 }),
    refetchInterval: (q) => (q.state.data?.content.some((b) => b.status === 'to_be_parsed' || b.status === 'parsing') ? 2_000 : false),
  });

export function useUploadBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<TransferBatch>('/transfer/batch/upload', file),
    onSuccess: () => client.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

export function useCancelBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>('/transfer/batch/cancel', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

export function useConfirmBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentPassword, key }: { id: number; paymentPassword: string; key: string }) =>
      api.post<{ batch: TransferBatch; created: Transfer[] }>(
        '/transfer/batch/confirm',
        { id, paymentPassword },
        { headers: { 'Idempotency-Key': key }, quiet: true },
      ),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: transferKeys.all }), client.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}

export const downloadTemplate = () => downloadFile('/transfer/batch/template');
export const downloadReport = (id: number) => downloadFile('/transfer/batch/report', { query: { id } });
