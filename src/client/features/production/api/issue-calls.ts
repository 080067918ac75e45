/**
 * The issue of a manuscript in production (decision 0032; shapes in shared/api/issue-management.ts):
 * `GET`/`PUT /api/submissions/{id}/issue`. The key lives under the submission's, so the workflow
 * actions' invalidation refreshes it. Both go through their endpoint-table entries
 * (shared/api/endpoints/production.ts; decision 0064), which parse the answers.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IssueAssignment } from '../../../../shared/api/issue-management';
import * as endpoints from '../../../../shared/api/endpoints/production';
import { call } from '../../../lib/call';

/** `GET /api/submissions/{id}/issue`. */
export function issueAssignmentQueryKey(id: number) {
  return ['api', 'submissions', id, 'issue'] as const;
}

/** Hook: the assigned issue (null: continuous publication) and the issues to choose from. */
export function useIssueAssignment(id: number) {
  return useQuery(
    queryOptions({
      queryKey: issueAssignmentQueryKey(id),
      queryFn: ({ signal }) => call(endpoints.getIssueAssignment, { params: { id }, init: { signal } }),
    }),
  );
}

/** Hook: `PUT /api/submissions/{id}/issue` `{issueId}`; throws ApiError (400 on `issueId`, 409 status). */
export function useAssignIssue(id: number) {
  const queryClient = useQueryClient();
  return useMutation<IssueAssignment, Error, number | null>({
    mutationFn: (issueId) => call(endpoints.assignIssue, { params: { id }, body: { issueId } }),
    onSuccess: (data) => queryClient.setQueryData(issueAssignmentQueryKey(id), data),
  });
}
