/**
 * The invitation mails (issue 7): a reviewer gets the invitation with accept and decline
 * links; the editor who invited is told of the answer. Links: PUBLIC_URL + the route map's
 * href; invitation tokens are only in the links (redacted in the outbox once delivered).
 */
import { formatDay } from '../../../shared/domain/review-deadlines';
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';

const SIGNATURE = '\n\nThe Genesis editorial office';

/** To a reviewer: the invitation, with its accept and decline links (no author names). */
export function invitationMail(input: {
  publicUrl: string;
  to: string;
  inviteId: number;
  submissionId: number;
  title: string;
  abstract: string;
  journalTitle: string;
  token: string;
  expiresAt: Date;
  /** Issue 19: the response deadline and the review due date ('YYYY-MM-DD'). */
  respondBy: string;
  reviewDue: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Invitation to review for ${input.journalTitle}`,
    text:
      `Dear colleague,\n\nThe editors of ${input.journalTitle} invite you to review the manuscript "${input.title}" ` +
      `(double-blind review: you will not see the authors, and they will not see you).\n\nAbstract:\n${input.abstract || '—'}\n\n` +
      `Accept: ${input.publicUrl}${paths.invites.accept.getHref(input.token)}\n` +
      `Decline: ${input.publicUrl}${paths.invites.decline.getHref(input.token)}\n\n` +
      `Please answer by ${formatDay(input.respondBy)}. If you accept, the review is due by ${formatDay(input.reviewDue)}.\n` +
      `The links work until ${input.expiresAt.toUTCString()}.` +
      SIGNATURE,
    kind: 'workflow.invitation',
    ref: `invitation:${input.inviteId}`,
  };
}

/** To the inviting editor: the reviewer's answer. */
export function invitationAnswerMail(input: {
  to: string;
  inviteId: number;
  submissionId: number;
  title: string;
  reviewerEmail: string;
  accepted: boolean;
  reason?: string | null;
}): MailMessage {
  const verb = input.accepted ? 'accepted' : 'declined';
  return {
    to: input.to,
    subject: `Reviewer ${verb}: submission #${input.submissionId}`,
    text:
      `${input.reviewerEmail} ${verb} the invitation to review "${input.title}" (submission #${input.submissionId}).` +
      (input.reason ? `\n\nReason given: ${input.reason}` : '') +
      SIGNATURE,
    kind: `workflow.invitation_${verb}`,
    ref: `invitation:${input.inviteId}`,
  };
}
