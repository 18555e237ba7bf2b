import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelBatch, listBatches } from '@crossbill/contracts/endpoints/transfer-batch';
import { call, keyOf } from '../../../lib/call';

/** POST /api/transfer/batch/cancel: a batch that is not confirmed. */
export function useCancelBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(cancelBatch, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listBatches) }),
  });
}
