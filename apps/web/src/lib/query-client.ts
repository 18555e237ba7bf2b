import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache. No automatic retries: an answer's code is final (the API client already told
 * the user), and a retried failure would toast twice.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
