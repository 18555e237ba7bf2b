import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadTrackingBatch } from '@crossbill/contracts/endpoints/tracking';
import { uploadTo } from '../../../lib/call';
import { refreshTransactions } from './refresh-transactions';

export function useUploadTracking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadTo(uploadTrackingBatch, file),
    onSuccess: () => refreshTransactions(client),
  });
}
