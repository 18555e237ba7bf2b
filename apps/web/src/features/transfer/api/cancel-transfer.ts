import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelTransfer } from '@crossbill/contracts/endpoints/transfer';
import { call, keyOf } from '../../../lib/call';

/** POST /api/transfer/cancel: a transfer waiting for approval or scheduled; its frozen funds go back */
export function useCancelTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(cancelTransfer, { body: { id } }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: keyOf(cancelTransfer).slice(0, 1) }), client.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}
