/**
 * `POST /api/invites/{id}/respond` with `{accept: false, reason?}` (decision 0036: decline from the
 * dashboard): the signed-in reviewer declines a pending or accepted invitation, with an
 * optional reason the editor sees; answers `{inviteId, status: 'declined'}`. On success the
 * invitation list and details are refetched (a declined invitation leaves the list).
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { inviteResponded, type InviteResponded } from '../../../../shared/api/submissions';
import type { respondRequest } from '../../../../shared/validation/submissions';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/call';
import { useRefreshInvite } from './refresh-invite';

/**
 * Declines invitation `inviteId`, with `reason` when one is given.
 * @throws ApiError with the server's message (e.g. a review already submitted, a cancelled invitation)
 */
export async function declineInvite({
  inviteId,
  reason,
}: {
  inviteId: number;
  reason: string;
}): Promise<InviteResponded> {
  const body: z.input<typeof respondRequest> = reason.trim()
    ? { accept: false, reason: reason.trim() }
    : { accept: false };
  const response = await apiFetch(`/api/invites/${encodeURIComponent(inviteId)}/respond`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  // Parsed by the shared schema (decision 0064); the route's table entry is the review workflow's.
  return parseAnswer(inviteResponded, response, 'POST /api/invites/:id/respond');
}

/** Mutation hook of `declineInvite`; refetches the list and the details when it succeeds. */
export function useDeclineInvite() {
  const refresh = useRefreshInvite();
  return useMutation({ mutationFn: declineInvite, onSuccess: (_data, { inviteId }) => refresh(inviteId) });
}
