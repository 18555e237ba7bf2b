import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundableInfo, RefundApplyBody, RefundItem } from '@crossbill/contracts/refund';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './list-transactions';

/** GET /api/refund/refundable: what the form may still refund (earlier and pending refunds deducted). */
export const useRefundable = (transactionId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...transactionKeys.all, 'refundable', transactionId],
    queryFn: () => api.get<RefundableInfo>('/refund/refundable', { transactionId }),
    enabled,
  });

/** POST /api/refund/apply with one Idempotency-Key per opened form: a retried click refunds once. */
export function useApplyRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RefundApplyBody; key: string }) =>
      api.post<RefundItem>('/refund/apply', body, { headers: { 'Idempotency-Key': key }, quiet: true }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: transactionKeys.all }), client.invalidateQueries({ queryKey: ['refund'] })]),
  });
}
