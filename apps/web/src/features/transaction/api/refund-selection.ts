import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundSelection } from '@crossbill/contracts/endpoints/refund-batch';
import type { RefundSelectionBody } from '@crossbill/contracts/refund-batch';
import { listTransactions } from '@crossbill/contracts/endpoints/transaction';
import { call, keyOf } from '../../../lib/call';

/** One Idempotency-Key per opened dialog. The transactions and the refunds refresh. */
export function useRefundSelection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RefundSelectionBody; key: string }) => call(refundSelection, { body }, { idempotencyKey: key, quiet: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyOf(listTransactions).slice(0, 1) }),
        client.invalidateQueries({ queryKey: keyOf(refundSelection).slice(0, 1) }),
      ]),
  });
}
