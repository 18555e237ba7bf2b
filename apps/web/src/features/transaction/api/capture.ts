import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentResult } from '@crossbill/contracts/payment';
import type { TransactionCaptureBody, TransactionVoidBody } from '@crossbill/contracts/transaction';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './list-transactions';

/** POST /api/transaction/capture with one Idempotency-Key per opened form: a retried click captures once. */
export function useCapture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransactionCaptureBody; key: string }) =>
      api.post<PaymentResult>('/transaction/capture', body, { headers: { 'Idempotency-Key': key }, quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}

/** POST /api/transaction/void with one Idempotency-Key per opened confirmation. */
export function useVoid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransactionVoidBody; key: string }) =>
      api.post<PaymentResult>('/transaction/void', body, { headers: { 'Idempotency-Key': key }, quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}
