/**
 * GET /api/journals/{abbreviation}/issues/{volume}/{number} (one issue) and
 * GET /api/journals/{abbreviation}/issues/{volume} (a whole volume, or its unnumbered
 * articles): a table of contents by article type (decision 0029).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIssueContentsAnswer } from '../../../lib/answer-checks/get-issue-contents';
import { getVolumeContentsAnswer } from '../../../lib/answer-checks/get-volume-contents';
import { getChecked } from '../../../lib/checked-get';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments; a missing or empty `number` asks for the whole volume. */
export function issueContentsQueryKey(abbreviation: string, volume: string, number?: string) {
  const base = ['api', 'journals', abbreviation.toLowerCase(), 'issues', volume] as const;
  return number ? ([...base, number] as const) : base;
}

/**
 * Query options of a table of contents, for `useQuery` or prefetching.
 * The query function throws ApiError (404 for an unknown journal, volume or issue).
 */
export function getIssueContentsQueryOptions(abbreviation: string, volume: string, number?: string) {
  const queryKey = issueContentsQueryKey(abbreviation, volume, number);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      getChecked(urlFromQueryKey(queryKey), number === undefined ? getVolumeContentsAnswer : getIssueContentsAnswer, {
        signal,
      }),
  });
}

/** Hook: one issue's (or volume's) table of contents; `enabled` false waits. */
export function useIssueContents(abbreviation: string, volume: string, number?: string, enabled = true) {
  return useQuery({ ...getIssueContentsQueryOptions(abbreviation, volume, number), enabled });
}
