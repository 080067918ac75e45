/**
 * `GET /api/reviewer/invites` (seed 001 §7 "Reviewer"): the signed-in reviewer's
 * invitations, newest first as the server sends them (seed 001 §3 "Invite": inviteId,
 * submissionId, title, status, updatedAt, fileUrl — the anonymised manuscript, once accepted),
 * parsed by the endpoint table's `listReviewerInvites` (shared/api/endpoints/reviews.ts; decision 0064).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerInvite } from '../../../../shared/api/submissions';
import * as endpoints from '../../../../shared/api/endpoints/reviews';
import { call } from '../../../lib/call';

/** Query key: the URL segments of `GET /api/reviewer/invites`. */
export const reviewerInvitesQueryKey = ['api', 'reviewer', 'invites'] as const;

/**
 * Fetches the reviewer's invitations.
 * @throws ApiError (401/403 after one token refresh for a non-reviewer)
 */
export function getReviewerInvites(signal?: AbortSignal): Promise<ReviewerInvite[]> {
  return call(endpoints.listReviewerInvites, { init: { signal } });
}

export function reviewerInvitesQueryOptions() {
  return queryOptions({ queryKey: reviewerInvitesQueryKey, queryFn: ({ signal }) => getReviewerInvites(signal) });
}

/** Hook: the reviewer's invitations (the seed's fetch defaults: never stale, no retries). */
export function useReviewerInvites(enabled = true) {
  return useQuery({ ...reviewerInvitesQueryOptions(), enabled });
}
