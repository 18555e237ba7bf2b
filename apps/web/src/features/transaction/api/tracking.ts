import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingBatch, TrackingSaveBody } from '@crossbill/contracts/tracking';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { uploadFile } from '../../../lib/upload-file';
import { transactionKeys } from './list-transactions';

/** POST /api/transaction/tracking/save */
export function useSaveTracking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrackingSaveBody) => api.post<TrackingSaveBody>('/transaction/tracking/save', body, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}

/** GET /api/transaction/tracking/batch/detail; polled while the file is being parsed */
export const useTrackingBatch = (id: number | null) =>
  useQuery({
    queryKey: [...transactionKeys.all, 'tracking-batch', id],
    queryFn: () => api.get<TrackingBatch>('/transaction/tracking/batch/detail', { id: id! }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'to_be_parsed' || q.state.data?.status === 'parsing' ? 1_500 : false),
  });

export function useUploadTracking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<TrackingBatch>('/transaction/tracking/batch/upload', file),
    onSuccess: () => client.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}

export const downloadTrackingTemplate = () => downloadFile('/transaction/tracking/batch/template');
export const downloadTrackingReport = (id: number) => downloadFile('/transaction/tracking/batch/report', { query: { id } });
