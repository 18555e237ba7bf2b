import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundableInfo } from '@crossbill/contracts/refund';
import type { RefundSelectionBody, RefundSelectionResult } from '@crossbill/contracts/refund-batch';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './list-transactions';

/** GET /api/refund/batch/refundable: what each selected transaction may still refund. */
export const useRefundableMany = (ids: string[], enabled: boolean) =>
  useQuery({
    queryKey: [...transactionKeys.all, 'refundable-many', ids],
    queryFn: () => api.get<RefundableInfo[]>('/refund/batch/refundable', { transactionIds: ids.join(',') }),
    enabled: enabled && ids.length > 0,
  });

/** POST /api/refund/batch/selection with one Idempotency-Key per opened dialog. */
export function useRefundSelection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RefundSelectionBody; key: string }) =>
      api.post<RefundSelectionResult>('/refund/batch/selection', body, { headers: { 'Idempotency-Key': key }, quiet: true }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: transactionKeys.all }), client.invalidateQueries({ queryKey: ['refund'] })]),
  });
}
