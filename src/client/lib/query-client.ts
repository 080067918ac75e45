/**
 * The TanStack Query client with the seed's data-fetch defaults (seed 000 §9): never
 * stale, no refetch on window focus, no polling, no retries (nor on mount). Queries that need a
 * freshness window (the article list: 5 minutes fresh, 10 kept) set it in their options.
 */
import { QueryClient } from '@tanstack/react-query';

/** Creates a query client with the Genesis defaults; one per app (or per test). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // An error answer in the cache (a 404 rendered by the server, then hydrated) is shown,
        // not fetched again behind a loading state on mount; a page's retry button refetches.
        retryOnMount: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
