import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferSubmitBody } from '@crossbill/contracts/transfer';
import { submitTransfer } from '@crossbill/contracts/endpoints/transfer';
import { call, keyOf } from '../../../lib/call';

/** POST /api/transfer/submit with the draft's Idempotency-Key: a retried click submits once. */
export function useSubmitTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransferSubmitBody; key: string }) => call(submitTransfer, { body }, { idempotencyKey: key, quiet: true }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: keyOf(submitTransfer).slice(0, 1) }), client.invalidateQueries({ queryKey: ['wallet'] })]),
  });
}
