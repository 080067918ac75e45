/**
 * `GET /api/reviewer/invites` (seed 001 §7 "Reviewer"): the signed-in reviewer's
 * invitations, newest first as the server sends them (seed 001 §3 "Invite": inviteId,
 * submissionId, title, status, updatedAt, fileUrl — the anonymised manuscript, once accepted).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerInvite } from '../../../../shared/api/submissions';
import { getJson } from '../../../lib/api-client';
import { urlFromQueryKey } from '../../../lib/query-key';

/** Query key: the URL segments of `GET /api/reviewer/invites`. */
export const reviewerInvitesQueryKey = ['api', 'reviewer', 'invites'] as const;

/**
 * Fetches the reviewer's invitations.
 * @throws ApiError (401/403 after one token refresh for a non-reviewer)
 */
export function getReviewerInvites(signal?: AbortSignal): Promise<ReviewerInvite[]> {
  return getJson<ReviewerInvite[]>(urlFromQueryKey(reviewerInvitesQueryKey), { signal });
}

export function reviewerInvitesQueryOptions() {
  return queryOptions({ queryKey: reviewerInvitesQueryKey, queryFn: ({ signal }) => getReviewerInvites(signal) });
}

/** Hook: the reviewer's invitations (the seed's fetch defaults: never stale, no retries). */
export function useReviewerInvites(enabled = true) {
  return useQuery({ ...reviewerInvitesQueryOptions(), enabled });
}
