import { useMutation, useQueryClient } from '@tanstack/react-query';
import { captureTransaction } from '@crossbill/contracts/endpoints/transaction';
import type { TransactionCaptureBody } from '@crossbill/contracts/transaction';
import { call } from '../../../lib/call';
import { refreshTransactions } from './refresh-transactions';

/** One Idempotency-Key per opened form: a retried click captures once. */
export function useCapture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransactionCaptureBody; key: string }) => call(captureTransaction, { body }, { idempotencyKey: key, quiet: true }),
    onSuccess: () => refreshTransactions(client),
  });
}
