/**
 * GET /api/journals/{abbreviation}/issues: a journal's volumes and issues with article counts
 * and its current issue (decision 0029; the Archive and Current Issue tabs).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listJournalVolumesAnswer } from '../../../lib/answer-checks/list-journal-volumes';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/journals/{abbreviation}/issues` (lower case). */
export function journalIssuesQueryKey(abbreviation: string) {
  return ['api', 'journals', abbreviation.toLowerCase(), 'issues'] as const;
}

/**
 * Query options of a journal's back catalogue, for `useQuery` or prefetching.
 * The query function throws ApiError (404 for an unknown journal).
 */
export function getJournalIssuesQueryOptions(abbreviation: string) {
  const queryKey = journalIssuesQueryKey(abbreviation);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getChecked(urlFromQueryKey(queryKey), listJournalVolumesAnswer, { signal }),
  });
}

/** Hook: the journal's volumes, issues and current issue; `enabled` false waits (the journal loads first). */
export function useJournalIssues(abbreviation: string, enabled = true) {
  return useQuery({ ...getJournalIssuesQueryOptions(abbreviation), enabled });
}
