import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookExchange as bookExchangeEndpoint } from '@crossbill/contracts/endpoints/exchange';
import { listBalances } from '@crossbill/contracts/endpoints/wallet';
import { call, keyOf } from '../../../lib/call';
import { exchangeKeys } from './get-exchange';

/**
 * Books a quote with an Idempotency-Key: one key per quote, so a retried click (or a lost answer)
 * books once and replays the first answer.
 */
export const bookExchange = ({ quoteId, key }: { quoteId: string; key: string }) => call(bookExchangeEndpoint, { body: { quoteId } }, { idempotencyKey: key });

export function useBookExchange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bookExchange,
    // the exchanges and the wallet's balances both change
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: exchangeKeys.all }), client.invalidateQueries({ queryKey: keyOf(listBalances).slice(0, 1) })]);
    },
  });
}
