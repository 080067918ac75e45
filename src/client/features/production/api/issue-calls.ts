/**
 * The issue of a manuscript in production (decision 0032; shapes in shared/api/issue-management.ts):
 * `GET`/`PUT /api/submissions/{id}/issue`. The key lives under the submission's, so the workflow
 * actions' invalidation refreshes it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IssueAssignment } from '../../../../shared/api/issue-management';
import { apiFetch, getJson } from '../../../lib/api-client';
import { urlFromQueryKey } from '../../../lib/query-key';

/** `GET /api/submissions/{id}/issue`. */
export function issueAssignmentQueryKey(id: number) {
  return ['api', 'submissions', id, 'issue'] as const;
}

/** Hook: the assigned issue (null: continuous publication) and the issues to choose from. */
export function useIssueAssignment(id: number) {
  return useQuery(
    queryOptions({
      queryKey: issueAssignmentQueryKey(id),
      queryFn: ({ signal }) => getJson<IssueAssignment>(urlFromQueryKey(issueAssignmentQueryKey(id)), { signal }),
    }),
  );
}

/** Hook: `PUT /api/submissions/{id}/issue` `{issueId}`; throws ApiError (400 on `issueId`, 409 status). */
export function useAssignIssue(id: number) {
  const queryClient = useQueryClient();
  return useMutation<IssueAssignment, Error, number | null>({
    mutationFn: async (issueId) => {
      const response = await apiFetch(urlFromQueryKey(issueAssignmentQueryKey(id)), {
        method: 'PUT',
        body: JSON.stringify({ issueId }),
      });
      return (await response.json()) as IssueAssignment;
    },
    onSuccess: (data) => queryClient.setQueryData(issueAssignmentQueryKey(id), data),
  });
}
