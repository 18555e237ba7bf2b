import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelRefundBatch, getRefundBatch } from '@crossbill/contracts/endpoints/refund-batch';
import { call, keyOf } from '../../../lib/call';

export function useCancelRefundBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(cancelRefundBatch, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(getRefundBatch) }),
  });
}
