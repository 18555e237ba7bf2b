import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FraudRefundBody } from '@crossbill/contracts/fraud';
import { listFraudNotifications, refundFraudPayment } from '@crossbill/contracts/endpoints/fraud';
import { call, keyOf } from '../../../lib/call';

/** Refunds the reported payment (one Idempotency-Key per dialog); the notifications and refunds read again. */
export function useRefundFraudPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: FraudRefundBody; key: string }) => call(refundFraudPayment, { body }, { idempotencyKey: key, quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listFraudNotifications).slice(0, 1) }),
  });
}
