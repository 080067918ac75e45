/**
 * `POST /api/invites/{id}/reviews` (seed 001 §3 "Review payload", §7 "Reviewer"): multipart
 * fields `recommendation` (minor | major | accept | reject), `comments` (for the authors), and
 * (decision 0036) `confidentialComments`, `conflictOfInterest` (none | declared), `conflictDetails`, and one file
 * `attachments`; answers 201 `{reviewId, inviteId}`, parsed by the endpoint table's
 * `submitReview` (shared/api/endpoints/reviews.ts; decision 0064).
 */
import { useMutation } from '@tanstack/react-query';
import type { ReviewSubmitted } from '../../../../shared/api/submissions';
import type { ConflictOfInterest, Decision } from '../../../../shared/domain/submission-workflow';
import * as endpoints from '../../../../shared/api/endpoints/reviews';
import { call } from '../../../lib/call';

export interface ReviewPayload {
  inviteId: number;
  recommendation: Decision;
  comments: string;
  /** For the editor only (decision 0036). */
  confidentialComments: string;
  conflictOfInterest: ConflictOfInterest;
  conflictDetails: string;
  attachment: File;
}

/** The multipart body, with the seed's field names. */
export function reviewFormData({
  recommendation,
  comments,
  confidentialComments,
  conflictOfInterest,
  conflictDetails,
  attachment,
}: Omit<ReviewPayload, 'inviteId'>): FormData {
  const data = new FormData();
  data.append('recommendation', recommendation);
  data.append('comments', comments);
  if (confidentialComments) data.append('confidentialComments', confidentialComments);
  data.append('conflictOfInterest', conflictOfInterest);
  if (conflictOfInterest === 'declared') data.append('conflictDetails', conflictDetails);
  data.append('attachments', attachment, attachment.name);
  return data;
}

/**
 * Submits the review of invitation `inviteId`.
 * @throws ApiError with the server's message and, for a 400, its field errors (`INVALID_RESPONSE`
 *   for an answer the contract refuses)
 */
export async function submitReview({ inviteId, ...fields }: ReviewPayload): Promise<ReviewSubmitted> {
  return call(endpoints.submitReview, { params: { id: inviteId }, body: reviewFormData(fields) });
}

/**
 * Mutation hook of `submitReview`.
 * @param onSubmitted awaited when it succeeds, before the mutation settles (the dashboard
 *   refetches the invitation there, so the submitted review shows read-only)
 */
export function useSubmitReview(onSubmitted?: (inviteId: number) => Promise<unknown>) {
  return useMutation({ mutationFn: submitReview, onSuccess: (_data, { inviteId }) => onSubmitted?.(inviteId) });
}
