import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voidTransaction } from '@crossbill/contracts/endpoints/transaction';
import type { TransactionVoidBody } from '@crossbill/contracts/transaction';
import { call } from '../../../lib/call';
import { refreshTransactions } from './refresh-transactions';

/** One Idempotency-Key per opened confirmation. */
export function useVoid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransactionVoidBody; key: string }) => call(voidTransaction, { body }, { idempotencyKey: key, quiet: true }),
    onSuccess: () => refreshTransactions(client),
  });
}
