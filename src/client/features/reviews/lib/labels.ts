/**
 * Display texts of the reviewer dashboard: invitation statuses, recommendations, and the
 * long date-time format of the signed-in area (seed 001 §9 "Dates in a long date-time
 * format, em dash when missing").
 */
import type { Decision, InvitationStatus } from '../../../../shared/domain/submission-workflow';

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  submitted: 'Review submitted',
};

/** The recommendation values (seed 001 §5) as the select offers them. */
export const RECOMMENDATION_LABELS: Record<Decision, string> = {
  minor: 'Minor revision',
  major: 'Major revision',
  accept: 'Accept',
  reject: 'Reject',
};

/** The list's title of an invitation: its title, or 'Submission #{id}' (seed 001 §2). */
export function inviteTitle(invite: { title: string; submissionId: number }): string {
  return invite.title.trim() || `Submission #${invite.submissionId}`;
}
