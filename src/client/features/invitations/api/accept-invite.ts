/**
 * `POST /api/invites/{id}/respond` with `{accept: true}` (seed 001 §7 "Reviewer"): the
 * signed-in reviewer accepts an invitation; answers `{inviteId, status}`. On success the
 * invitation list and the invitation's details are refetched (the manuscript link appears).
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { inviteResponded, type InviteResponded } from '../../../../shared/api/submissions';
import type { respondRequest } from '../../../../shared/validation/submissions';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/call';
import { useRefreshInvite } from './refresh-invite';

/**
 * Accepts invitation `inviteId`.
 * @throws ApiError with the server's message (e.g. an invitation no longer pending)
 */
export async function acceptInvite(inviteId: number): Promise<InviteResponded> {
  const body: z.input<typeof respondRequest> = { accept: true };
  const response = await apiFetch(`/api/invites/${encodeURIComponent(inviteId)}/respond`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  // Parsed by the shared schema (decision 0064); the route's table entry is the review workflow's.
  return parseAnswer(inviteResponded, response, 'POST /api/invites/:id/respond');
}

/** Mutation hook of `acceptInvite`; refetches the list and the details when it succeeds. */
export function useAcceptInvite() {
  const refresh = useRefreshInvite();
  return useMutation({ mutationFn: acceptInvite, onSuccess: (_data, inviteId) => refresh(inviteId) });
}
