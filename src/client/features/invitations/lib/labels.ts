/**
 * Display texts of the reviewer's invitations: their statuses, and the list's title of one.
 */
import type { InvitationStatus } from '../../../../shared/domain/submission-workflow';

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  submitted: 'Review submitted',
};

/** The list's title of an invitation: its title, or 'Submission #{id}' (seed 001 §2). */
export function inviteTitle(invite: { title: string; submissionId: number }): string {
  return invite.title.trim() || `Submission #${invite.submissionId}`;
}
