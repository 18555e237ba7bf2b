import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Exchange } from '@crossbill/contracts/exchange';
import { api } from '../../../lib/api-client';
import { exchangeKeys } from './list-exchanges';

/**
 * POST /api/exchange/book with an Idempotency-Key: one key per quote, so a retried click (or a
 * lost answer) books once and replays the first answer.
 */
export const bookExchange = ({ quoteId, key }: { quoteId: string; key: string }) =>
  api.post<Exchange>('/exchange/book', { quoteId }, { headers: { 'Idempotency-Key': key } });

export function useBookExchange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bookExchange,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: exchangeKeys.all }), client.invalidateQueries({ queryKey: ['wallet'] })]);
    },
  });
}
