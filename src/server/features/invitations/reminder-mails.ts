/**
 * The reminder mails (decision 0045). Links: PUBLIC_URL + the
 * route map's href. An unanswered invitation's reminder carries fresh accept and decline links
 * (the token is stored only hashed, so the first mail's links cannot be repeated: they are
 * replaced); the review reminders link the reviewer's dashboard; the editor's overdue notice
 * links the submission in the editor's dashboard. No author names (double-blind).
 */
import { formatDay } from '../../../shared/domain/review-deadlines';
import { paths } from '../../../shared/routes';
import type { ReminderKind } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';

interface ReminderInput {
  publicUrl: string;
  to: string;
  inviteId: number;
  title: string;
  journalTitle: string;
  respondBy: string | null;
  reviewDue: string | null;
}

/**
 * To a reviewer: the reminder of `kind` (templates 'workflow.reminder_{kind}'); `token`
 * (required for 'unanswered') gives the new links.
 */
export function reminderMail(
  kind: ReminderKind,
  input: ReminderInput & { token?: string; linksUntil?: Date },
): MailMessage {
  const envelope = { to: input.to, ref: `invitation:${input.inviteId}` };
  const manuscript = { title: input.title, journalTitle: input.journalTitle };
  const due = input.reviewDue ? formatDay(input.reviewDue) : '—';
  if (kind === 'unanswered') {
    return templatedMail(
      'workflow.reminder_unanswered',
      {
        ...manuscript,
        askedBy: input.respondBy ? ` (we asked for an answer by ${formatDay(input.respondBy)})` : '',
        acceptLink: `${input.publicUrl}${paths.invites.accept.getHref(input.token ?? '')}`,
        declineLink: `${input.publicUrl}${paths.invites.decline.getHref(input.token ?? '')}`,
        linksUntil: input.linksUntil ? input.linksUntil.toUTCString() : '—',
      },
      envelope,
    );
  }
  const dashboardUrl = `${input.publicUrl}${paths.dashboard.reviewer.getHref()}`;
  return templatedMail(
    kind === 'due_soon' ? 'workflow.reminder_due_soon' : 'workflow.reminder_overdue',
    { ...manuscript, reviewDue: due, dashboardUrl },
    envelope,
  );
}

/** To the handling editor (else the inviting editor): a review is overdue ('workflow.reminder_overdue_editor'). */
export function overdueEditorMail(input: {
  publicUrl: string;
  to: string;
  inviteId: number;
  submissionId: number;
  title: string;
  reviewerEmail: string;
  reviewDue: string | null;
}): MailMessage {
  return templatedMail(
    'workflow.reminder_overdue_editor',
    {
      title: input.title,
      submissionId: String(input.submissionId),
      reviewerEmail: input.reviewerEmail,
      reviewDue: input.reviewDue ? formatDay(input.reviewDue) : '—',
      submissionUrl: `${input.publicUrl}${paths.dashboard.editorSubmission.getHref(input.submissionId)}`,
    },
    { to: input.to, ref: `invitation:${input.inviteId}` },
  );
}
