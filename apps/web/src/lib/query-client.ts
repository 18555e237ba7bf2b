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

/**
 * The download tasks' query key, shared because every feature that starts an export must refresh the
 * download popover (features do not import each other).
 */
export const DOWNLOAD_TASKS_KEY = ['download'] as const;
