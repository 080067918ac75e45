/**
 * Refetching an invitation once it has changed (accepted, or answered by its review): the
 * reviewer's list and the invitation's details.
 */
import { useQueryClient } from '@tanstack/react-query';
import { inviteQueryKey } from './get-invite';
import { reviewerInvitesQueryKey } from './get-reviewer-invites';

/** Hook: a function refetching the list and the details of invitation `inviteId`. */
export function useRefreshInvite(): (inviteId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return async (inviteId) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewerInvitesQueryKey }),
      queryClient.invalidateQueries({ queryKey: inviteQueryKey(inviteId) }),
    ]);
  };
}
