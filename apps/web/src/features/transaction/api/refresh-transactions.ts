import type { QueryClient } from '@tanstack/react-query';
import { getRefundable } from '@crossbill/contracts/endpoints/refund';
import { getRefundableMany } from '@crossbill/contracts/endpoints/refund-batch';
import { listTransactions } from '@crossbill/contracts/endpoints/transaction';
import { keyOf } from '../../../lib/call';

/**
 * What a change to a transaction refreshes: everything of the transaction domain, and what its
 * payments may still refund (read from the transaction's pages through the refund endpoints).
 */
export const refreshTransactions = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: keyOf(listTransactions).slice(0, 1) }),
    client.invalidateQueries({ queryKey: keyOf(getRefundable) }),
    client.invalidateQueries({ queryKey: keyOf(getRefundableMany) }),
  ]);
