/**
 * GET /api/journals: the journal list (seed 000 §2 Home "Journal Portfolio", §7).
 * Uses the client defaults (never stale, no retries).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Journal } from '../../../../shared/api/catalogue';
import { getList, type ListPage } from '../../../lib/api-client';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/journals`. */
export const journalsQueryKey = ['api', 'journals'] as const;

/**
 * Fetches the first page of journals (the server's default page size).
 * @returns the journals and the total from `X-Total-Count`
 * @throws ApiError on a non-OK answer
 */
export function getJournals(signal?: AbortSignal): Promise<ListPage<Journal>> {
  return getList<Journal>(urlFromQueryKey(journalsQueryKey), { signal });
}

/** Query options of the journal list, for `useQuery` or prefetching. */
export function getJournalsQueryOptions() {
  return queryOptions({
    queryKey: journalsQueryKey,
    queryFn: ({ signal }) => getJournals(signal),
  });
}

/** Hook: the journal list query. */
export function useJournals() {
  return useQuery(getJournalsQueryOptions());
}
