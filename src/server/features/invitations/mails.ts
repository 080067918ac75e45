/**
 * The invitation mails (decision 0009): a reviewer gets the invitation with accept and decline
 * links; the editor who invited is told of the answer. Their texts are the editable templates
 * of features/mail-templates (decision 0053); a journal may have its own (the mail's
 * `ref` invitation:{id} leads to the submission's journal). Links: PUBLIC_URL + the route
 * map's href; invitation tokens are only in the links (redacted in the outbox once delivered).
 */
import { formatDay } from '../../../shared/domain/review-deadlines';
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';

/** To a reviewer: the invitation with its accept and decline links (no author names; 'workflow.invitation'). */
export function invitationMail(input: {
  publicUrl: string;
  to: string;
  inviteId: number;
  submissionId: number;
  /** The reviewer's account name, if the address has an account (decision 0069). */
  reviewerName: string | null;
  title: string;
  abstract: string;
  journalTitle: string;
  token: string;
  expiresAt: Date;
  /** Decision 0036: the response deadline and the review due date ('YYYY-MM-DD'). */
  respondBy: string;
  reviewDue: string;
}): MailMessage {
  return templatedMail(
    'workflow.invitation',
    {
      reviewerName: input.reviewerName ?? 'colleague',
      journalTitle: input.journalTitle,
      title: input.title,
      abstract: input.abstract || '—',
      acceptLink: `${input.publicUrl}${paths.invites.accept.getHref(input.token)}`,
      declineLink: `${input.publicUrl}${paths.invites.decline.getHref(input.token)}`,
      respondBy: formatDay(input.respondBy),
      reviewDue: formatDay(input.reviewDue),
      linksUntil: input.expiresAt.toUTCString(),
    },
    { to: input.to, ref: `invitation:${input.inviteId}` },
  );
}

/** To the inviting editor: the reviewer's answer (templates 'workflow.invitation_accepted' and '…_declined'). */
export function invitationAnswerMail(input: {
  to: string;
  inviteId: number;
  submissionId: number;
  title: string;
  reviewerEmail: string;
  accepted: boolean;
  reason?: string | null;
}): MailMessage {
  return templatedMail(
    input.accepted ? 'workflow.invitation_accepted' : 'workflow.invitation_declined',
    {
      reviewerEmail: input.reviewerEmail,
      title: input.title,
      submissionId: String(input.submissionId),
      reasonBlock: input.reason ? `\n\nReason given: ${input.reason}` : '',
    },
    { to: input.to, ref: `invitation:${input.inviteId}` },
  );
}
