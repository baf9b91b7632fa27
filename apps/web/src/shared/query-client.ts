import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { showApiError } from './api-error-handler';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { silent: true }` keeps a failure out of the snackbar (the page shows it). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** 4xx answers will not change on a retry; network hiccups and 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.kind === 'bad_request' || error.kind === 'cancelled')) {
    return false;
  }
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // The caches see every failure exactly once, after retries: the global handler of spec §8.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) showApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) showApiError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
