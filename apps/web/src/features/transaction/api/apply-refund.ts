import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyRefund } from '@crossbill/contracts/endpoints/refund';
import type { RefundApplyBody } from '@crossbill/contracts/refund';
import { listTransactions } from '@crossbill/contracts/endpoints/transaction';
import { call, keyOf } from '../../../lib/call';

/** One Idempotency-Key per opened form: a retried click refunds once. The transactions and the refunds refresh. */
export function useApplyRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RefundApplyBody; key: string }) => call(applyRefund, { body }, { idempotencyKey: key, quiet: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyOf(listTransactions).slice(0, 1) }),
        client.invalidateQueries({ queryKey: keyOf(applyRefund).slice(0, 1) }),
      ]),
  });
}
