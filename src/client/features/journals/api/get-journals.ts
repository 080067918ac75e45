/**
 * GET /api/journals: the journal list (seed 000 §2 Home "Journal Portfolio" and "Journals
 * list", §7). Uses the client defaults (never stale, no retries).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Journal } from '../../../../shared/api/catalogue';
import type { PAGE_MAX_LIMIT } from '../../../../shared/api/common';
import type { ListPage } from '../../../lib/api-client';
import { listJournalsAnswer } from '../../../lib/answer-checks/list-journals';
import { getCheckedList } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/journals` (the server's default page). */
export const journalsQueryKey = ['api', 'journals'] as const;

/**
 * Page size that fetches every journal at once: the API's largest page (there are about
 * 25 journals). Typed against the contract's constant without importing zod.
 */
export const ALL_JOURNALS_LIMIT: typeof PAGE_MAX_LIMIT = 100;

/** Query key of the whole list: `GET /api/journals?limit=100`. */
export const allJournalsQueryKey = ['api', 'journals', { limit: ALL_JOURNALS_LIMIT }] as const;

/**
 * Fetches the first page of journals (the server's default page size).
 * @returns the journals and the total from `X-Total-Count`
 * @throws ApiError on a non-OK answer
 */
export function getJournals(signal?: AbortSignal): Promise<ListPage<Journal>> {
  return getCheckedList(urlFromQueryKey(journalsQueryKey), listJournalsAnswer, { signal });
}

/**
 * Fetches up to {@link ALL_JOURNALS_LIMIT} journals in one request.
 * @returns the journals (house journals first, then by title) and the total
 * @throws ApiError on a non-OK answer
 */
export function getAllJournals(signal?: AbortSignal): Promise<ListPage<Journal>> {
  return getCheckedList(urlFromQueryKey(allJournalsQueryKey), listJournalsAnswer, { signal });
}

/** Query options of the journal list, for `useQuery` or prefetching. */
export function getJournalsQueryOptions() {
  return queryOptions({
    queryKey: journalsQueryKey,
    queryFn: ({ signal }) => getJournals(signal),
  });
}

/** Query options of the whole journal list (`?limit=100`). */
export function getAllJournalsQueryOptions() {
  return queryOptions({
    queryKey: allJournalsQueryKey,
    queryFn: ({ signal }) => getAllJournals(signal),
  });
}

/** Hook: the journal list query (first page). */
export function useJournals() {
  return useQuery(getJournalsQueryOptions());
}

/**
 * Hook: every journal (seed 000 §2 Journals list). `enabled: false` makes no request
 * (the public-content freeze, seed 000 §7 "skipped under freeze").
 */
export function useAllJournals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAllJournalsQueryOptions(), enabled });
}
