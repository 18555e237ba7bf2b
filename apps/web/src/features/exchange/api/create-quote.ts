import { useQuery } from '@tanstack/react-query';
import { createQuote } from '@crossbill/contracts/endpoints/exchange';
import type { QuoteBody } from '@crossbill/contracts/exchange';
import { endpointQuery } from '../../../lib/call';

/**
 * The review page's quote (honoured for 30 seconds): asked once when the page opens and again on
 * "Get a new quote" (refetch); never cached across visits, never retried on its own (a refusal is
 * the answer).
 */
export const useQuote = (body: QuoteBody | null) =>
  useQuery({
    ...endpointQuery(createQuote, body ? { body } : undefined),
    enabled: body !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
