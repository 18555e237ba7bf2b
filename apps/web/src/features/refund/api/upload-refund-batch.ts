import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRefundBatch, uploadRefundBatch } from '@crossbill/contracts/endpoints/refund-batch';
import { keyOf, uploadTo } from '../../../lib/call';

export function useUploadRefundBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadTo(uploadRefundBatch, file),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(getRefundBatch) }),
  });
}
