import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundBatch } from '@crossbill/contracts/refund-batch';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { uploadFile } from '../../../lib/upload-file';
import { refundKeys } from './refunds';

const batchKeys = { all: [...refundKeys.all, 'batch'] as const };

/** GET /api/refund/batch/detail; polled while the file is being parsed */
export const useRefundBatch = (id: number | null) =>
  useQuery({
    queryKey: [...batchKeys.all, id],
    queryFn: () => api.get<RefundBatch>('/refund/batch/detail', { id: id! }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'to_be_parsed' || q.state.data?.status === 'parsing' ? 1_500 : false),
  });

export function useUploadRefundBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<RefundBatch>('/refund/batch/upload', file),
    onSuccess: () => client.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

export function useCancelRefundBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>('/refund/batch/cancel', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

/** POST /api/refund/batch/confirm with one Idempotency-Key per shown file: a second click refunds nothing more. */
export function useConfirmRefundBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) =>
      api.post<RefundBatch>('/refund/batch/confirm', { id }, { headers: { 'Idempotency-Key': key }, quiet: true }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: refundKeys.all }), client.invalidateQueries({ queryKey: ['transaction'] })]),
  });
}

export const downloadRefundTemplate = () => downloadFile('/refund/batch/template');
export const downloadRefundReport = (id: number) => downloadFile('/refund/batch/report', { query: { id } });
