/**
 * The reminder mails (issue 19 "Deadlines and reminders"; decision 0045). Links: PUBLIC_URL + the
 * route map's href. An unanswered invitation's reminder carries fresh accept and decline links
 * (the token is stored only hashed, so the first mail's links cannot be repeated: they are
 * replaced); the review reminders link the reviewer's dashboard; the editor's overdue notice
 * links the submission in the editor's dashboard. No author names (double-blind).
 */
import { formatDay } from '../../../shared/domain/review-deadlines';
import { paths } from '../../../shared/routes';
import type { ReminderKind } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';

const SIGNATURE = '\n\nThe Genesis editorial office';

interface ReminderInput {
  publicUrl: string;
  to: string;
  inviteId: number;
  title: string;
  journalTitle: string;
  respondBy: string | null;
  reviewDue: string | null;
}

/** To a reviewer: the reminder of `kind`; `token` (required for 'unanswered') gives the new links. */
export function reminderMail(
  kind: ReminderKind,
  input: ReminderInput & { token?: string; linksUntil?: Date },
): MailMessage {
  const base = { to: input.to, kind: `workflow.reminder_${kind}`, ref: `invitation:${input.inviteId}` };
  const manuscript = `the manuscript "${input.title}" for ${input.journalTitle}`;
  const due = input.reviewDue ? formatDay(input.reviewDue) : '—';
  if (kind === 'unanswered') {
    return {
      ...base,
      subject: `Reminder: invitation to review for ${input.journalTitle}`,
      text:
        `Dear colleague,\n\nWe have not yet heard whether you can review ${manuscript}` +
        (input.respondBy ? ` (we asked for an answer by ${formatDay(input.respondBy)})` : '') +
        '. Please let us know either way.\n\n' +
        `Accept: ${input.publicUrl}${paths.invites.accept.getHref(input.token ?? '')}\n` +
        `Decline: ${input.publicUrl}${paths.invites.decline.getHref(input.token ?? '')}\n\n` +
        'These links replace those of the first invitation' +
        (input.linksUntil ? ` and work until ${input.linksUntil.toUTCString()}.` : '.') +
        SIGNATURE,
    };
  }
  const dashboard = `${input.publicUrl}${paths.dashboard.reviewer.getHref()}`;
  if (kind === 'due_soon') {
    return {
      ...base,
      subject: `Reminder: your review is due on ${due}`,
      text:
        `Dear reviewer,\n\nThis is a reminder that your review of ${manuscript} is due on ${due}.\n\n` +
        `Your reviewer dashboard: ${dashboard}` +
        SIGNATURE,
    };
  }
  return {
    ...base,
    subject: `Overdue: your review was due on ${due}`,
    text:
      `Dear reviewer,\n\nYour review of ${manuscript} was due on ${due}. Please submit it as soon as you can, ` +
      `or tell the editor if you need more time.\n\nYour reviewer dashboard: ${dashboard}` +
      SIGNATURE,
  };
}

/** To the handling editor (else the inviting editor): a review is overdue. */
export function overdueEditorMail(input: {
  publicUrl: string;
  to: string;
  inviteId: number;
  submissionId: number;
  title: string;
  reviewerEmail: string;
  reviewDue: string | null;
}): MailMessage {
  return {
    to: input.to,
    subject: `Review overdue: submission #${input.submissionId}`,
    text:
      `The review of "${input.title}" (submission #${input.submissionId}) by ${input.reviewerEmail} was due on ` +
      `${input.reviewDue ? formatDay(input.reviewDue) : '—'}. The reviewer has been reminded. You may extend the ` +
      `due date or invite another reviewer.\n\n` +
      `${input.publicUrl}${paths.dashboard.editorSubmission.getHref(input.submissionId)}` +
      SIGNATURE,
    kind: 'workflow.reminder_overdue_editor',
    ref: `invitation:${input.inviteId}`,
  };
}
