import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmRefundBatch } from '@crossbill/contracts/endpoints/refund-batch';
import { listTransactions } from '@crossbill/contracts/endpoints/transaction';
import { call, keyOf } from '../../../lib/call';

/** One Idempotency-Key per shown file: a second click refunds nothing more. The refunds and the transactions refresh. */
export function useConfirmRefundBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) => call(confirmRefundBatch, { body: { id } }, { idempotencyKey: key, quiet: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyOf(confirmRefundBatch).slice(0, 1) }),
        client.invalidateQueries({ queryKey: keyOf(listTransactions).slice(0, 1) }),
      ]),
  });
}
