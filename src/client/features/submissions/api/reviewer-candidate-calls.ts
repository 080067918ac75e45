/**
 * The reviewer database of a submission (decision 0051), editors
 * only: `GET /api/submissions/{id}/reviewer-candidates?q=&page=` (shapes in
 * shared/api/reviewer-candidates.ts). Query key: the URL segments, under the submission's, so a
 * workflow action's refresh (an invitation) reloads it too. The call goes through the endpoint
 * table's `searchReviewerCandidates` (shared/api/endpoints/reviews.ts; decision 0064), which
 * parses the answer.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../shared/api/endpoints/reviews';
import { call } from '../../../lib/call';

/** `GET /api/submissions/{id}/reviewer-candidates?q=&journal=&page=` (`journal`: a journal slug; empty: any). */
export function reviewerCandidatesKey(id: number, q: string, page: number, journal = '') {
  return [
    'api',
    'submissions',
    id,
    'reviewer-candidates',
    { q: q || undefined, journal: journal || undefined, page },
  ] as const;
}

/**
 * Hook: one page of candidates for submission `id`, of journal `journal` (slug) when given; idle
 * while `q` is null (no search made yet).
 */
export function useReviewerCandidates(id: number, q: string | null, page: number, journal = '') {
  const key = reviewerCandidatesKey(id, q ?? '', page, journal);
  return useQuery(
    queryOptions({
      queryKey: key,
      queryFn: ({ signal }) =>
        call(endpoints.searchReviewerCandidates, { params: { id }, query: key[4], init: { signal } }),
      enabled: q !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
