import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmBatch } from '@crossbill/contracts/endpoints/transfer-batch';
import { call, keyOf } from '../../../lib/call';

/** POST /api/transfer/batch/confirm with the dialog's Idempotency-Key: every row becomes a transfer, once. */
export function useConfirmBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentPassword, key }: { id: number; paymentPassword: string; key: string }) =>
      call(confirmBatch, { body: { id, paymentPassword } }, { idempotencyKey: key, quiet: true }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keyOf(confirmBatch).slice(0, 1) }), client.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}
