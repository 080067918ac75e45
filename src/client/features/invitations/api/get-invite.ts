/**
 * `GET /api/invites/{id}` (seed 001 §7 "Reviewer"): what the invited reviewer may know of a
 * submission — title, journal, article type, abstract, keywords, round, expiry, and the
 * reviewer's own review once submitted. Never the authors (double-blind). The answer is parsed
 * by the endpoint table's `getInvite` (shared/api/endpoints/reviews.ts; decision 0064).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerInviteDetail } from '../../../../shared/api/submissions';
import * as endpoints from '../../../../shared/api/endpoints/reviews';
import { call } from '../../../lib/call';

/** Query key: the URL segments of `GET /api/invites/{id}`. */
export function inviteQueryKey(inviteId: number) {
  return ['api', 'invites', inviteId] as const;
}

/**
 * Fetches one invitation of the signed-in reviewer.
 * @throws ApiError (404 for an invitation of someone else, after the server's policy check)
 */
export function getInvite(inviteId: number, signal?: AbortSignal): Promise<ReviewerInviteDetail> {
  return call(endpoints.getInvite, { params: { id: inviteId }, init: { signal } });
}

export function inviteQueryOptions(inviteId: number) {
  return queryOptions({ queryKey: inviteQueryKey(inviteId), queryFn: ({ signal }) => getInvite(inviteId, signal) });
}

/** Hook: the details of invitation `inviteId`; idle while it is null. */
export function useInvite(inviteId: number | null) {
  return useQuery({
    ...inviteQueryOptions(inviteId ?? 0),
    enabled: inviteId !== null,
  });
}
