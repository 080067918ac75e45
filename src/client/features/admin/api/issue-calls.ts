/**
 * Issue management (decision 0032; shapes in shared/api/issue-management.ts; endpoint table
 * shared/api/endpoints/journals.ts, decision 0064): `GET|POST /api/admin/journals/{abbreviation}/issues`,
 * `PATCH …/issues/{id}` and `POST …/issues/{id}/publish`. The list's key is its URL segments,
 * under the admin root, so every admin action refetches it. Every answer is parsed by its
 * entry's schema; publishing is the production feature's entry (shared/api/endpoints/production.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../shared/api/endpoints/journals';
import { publishIssue as publishIssueEndpoint } from '../../../../shared/api/endpoints/production';
import type { IssuePublication, IssueRecord, IssueRequest } from '../../../../shared/api/issue-management';
import { call } from '../../../lib/call';

/** `GET /api/admin/journals/{abbreviation}/issues`. */
export function journalIssuesQueryKey(abbreviation: string) {
  return ['api', 'admin', 'journals', abbreviation, 'issues'] as const;
}

/** Hook: every issue of the journal (future ones included), newest first; disabled without a journal. */
export function useJournalIssues(abbreviation: string) {
  return useQuery(
    queryOptions({
      queryKey: journalIssuesQueryKey(abbreviation),
      queryFn: ({ signal }) => call(endpoints.listJournalIssues, { params: { abbreviation }, init: { signal } }),
      enabled: abbreviation !== '',
    }),
  );
}

/** Creates (no `id`) or replaces issue `id`; throws ApiError (400 with `errors`, 409 duplicate). */
export function saveIssue(abbreviation: string, body: IssueRequest, id?: number): Promise<IssueRecord> {
  return id === undefined
    ? call(endpoints.createJournalIssue, { params: { abbreviation }, body })
    : call(endpoints.updateJournalIssue, { params: { abbreviation, id }, body });
}

/**
 * Publishes future issue `id` with its scheduled manuscripts.
 * @throws ApiError (409 not future; `INVALID_RESPONSE` for an answer the contract refuses, as call())
 */
export function publishIssue(abbreviation: string, id: number): Promise<IssuePublication> {
  return call(publishIssueEndpoint, { params: { abbreviation, id } });
}
