import { useQuery } from '@tanstack/react-query';
import type { Quote, QuoteBody } from '@crossbill/contracts/exchange';
import { api } from '../../../lib/api-client';
import { exchangeKeys } from './list-exchanges';

/** POST /api/exchange/quote: a quote honoured for 30 seconds. */
export const createQuote = (body: QuoteBody) => api.post<Quote>('/exchange/quote', body);

/**
 * The review page's quote: asked once when the page opens and again on "Get a new quote"
 * (refetch); never cached across visits, never retried on its own (a refusal is the answer).
 */
export const useQuote = (body: QuoteBody | null) =>
  useQuery({
    queryKey: [...exchangeKeys.all, 'quote', body],
    queryFn: () => createQuote(body!),
    enabled: body !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
