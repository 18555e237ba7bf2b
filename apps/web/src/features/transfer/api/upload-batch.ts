import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listBatches, uploadBatch } from '@crossbill/contracts/endpoints/transfer-batch';
import { keyOf, uploadTo } from '../../../lib/call';

/** POST (multipart) /api/transfer/batch/upload: parsing runs in the background; the list shows its progress. */
export function useUploadBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadTo(uploadBatch, file),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listBatches) }),
  });
}
