/**
 * Issue management (decision 0032; shapes in shared/api/issue-management.ts):
 * `GET|POST /api/admin/journals/{abbreviation}/issues`, `PATCH …/issues/{id}` and
 * `POST …/issues/{id}/publish`. The list's key is its URL segments, under the admin root, so
 * every admin action refetches it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  IssuePublication,
  IssueRecord,
  IssueRecords,
  IssueRequest,
} from '../../../../shared/api/issue-management';
import { apiFetch, getJson } from '../../../lib/api-client';
import { urlFromQueryKey } from '../../../lib/query-key';

/** `GET /api/admin/journals/{abbreviation}/issues`. */
export function journalIssuesQueryKey(abbreviation: string) {
  return ['api', 'admin', 'journals', abbreviation, 'issues'] as const;
}

/** Hook: every issue of the journal (future ones included), newest first; disabled without a journal. */
export function useJournalIssues(abbreviation: string) {
  return useQuery(
    queryOptions({
      queryKey: journalIssuesQueryKey(abbreviation),
      queryFn: ({ signal }) => getJson<IssueRecords>(urlFromQueryKey(journalIssuesQueryKey(abbreviation)), { signal }),
      enabled: abbreviation !== '',
    }),
  );
}

const base = (abbreviation: string) => `/api/admin/journals/${encodeURIComponent(abbreviation)}/issues`;

/** Creates (no `id`) or replaces issue `id`; throws ApiError (400 with `errors`, 409 duplicate). */
export async function saveIssue(abbreviation: string, body: IssueRequest, id?: number): Promise<IssueRecord> {
  const response = await apiFetch(id === undefined ? base(abbreviation) : `${base(abbreviation)}/${id}`, {
    method: id === undefined ? 'POST' : 'PATCH',
    body: JSON.stringify(body),
  });
  return (await response.json()) as IssueRecord;
}

/** Publishes future issue `id` with its scheduled manuscripts; throws ApiError (409 not future). */
export async function publishIssue(abbreviation: string, id: number): Promise<IssuePublication> {
  const response = await apiFetch(`${base(abbreviation)}/${id}/publish`, { method: 'POST' });
  return (await response.json()) as IssuePublication;
}
