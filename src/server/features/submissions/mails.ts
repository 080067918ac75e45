/**
 * The workflow's mails (decision 0009): the author is told of each decision and of a withdrawal
 * from review (the proof's and the publication's mails are features/production's). Their texts
 * are the editable templates of features/mail-templates (decision 0053); a journal may have its
 * own (the mail's `ref` submission:{id} names it). Links: PUBLIC_URL + the route map's href.
 * The invitation mails are features/invitations'.
 */
import { formatDay } from '../../../shared/domain/review-deadlines';
import type { Decision, SubmissionStatus } from '../../../shared/domain/submission-workflow';
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';
import { decisionLetterKey, decisionLetterValues, type ReviewFile } from './decision-letters';

/**
 * To the author: a decision (or a desk rejection) on their submission, built from the
 * decision's letter template ('workflow.decision.{decision}'; decision 0044), or the editor's edited
 * `letter` (then only the subject is the template's).
 */
export function decisionMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
  decision: Decision;
  status: SubmissionStatus;
  /** The editor's reason, sent as written (decision 0036). */
  reason?: string | null;
  /** The reviewers' comments for the authors of the round (no names, nothing confidential). */
  reviewerComments?: readonly string[];
  /** The letter as the editor edited it: sent instead of the template's body. */
  letter?: string | null;
  /** A revision's due date ('YYYY-MM-DD'; decision 0074). */
  revisionDue?: string | null;
  /** The reviewers' files the letter names (decision 0071, amendment), else none. */
  reviewFiles?: readonly ReviewFile[];
}): MailMessage {
  return templatedMail(decisionLetterKey(input.decision), decisionLetterValues(input), {
    to: input.to,
    ref: `submission:${input.submissionId}`,
    text: input.letter,
  });
}

/** To the author: the editor withdrew their submission from review, with the reason ('workflow.withdrawn'). */
export function withdrawnMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
  reason: string;
}): MailMessage {
  return templatedMail(
    'workflow.withdrawn',
    {
      name: input.name,
      title: input.title,
      submissionId: String(input.submissionId),
      reason: input.reason,
      dashboardUrl: `${input.publicUrl}${paths.dashboard.author.getHref()}`,
    },
    { to: input.to, ref: `submission:${input.submissionId}` },
  );
}

/** To the submission's editors (workflow-notices.ts): the author asks for proof corrections (decision 0036). */
export function proofCorrectionsMail(input: {
  publicUrl: string;
  to: string;
  submissionId: number;
  title: string;
  comments: string;
}): MailMessage {
  return templatedMail(
    'workflow.proof_corrections',
    {
      title: input.title,
      submissionId: String(input.submissionId),
      comments: input.comments,
      editorDashboardUrl: `${input.publicUrl}${paths.dashboard.editor.getHref()}`,
    },
    { to: input.to, ref: `submission:${input.submissionId}` },
  );
}

/**
 * To the author: the reminder of a revision's due date (decision 0074), a week before it
 * ('workflow.revision_due_soon') or the day after it ('workflow.revision_overdue').
 */
export function revisionReminderMail(input: {
  kind: 'revision_due_soon' | 'revision_overdue';
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
  /** 'YYYY-MM-DD' (UTC). */
  revisionDue: string;
}): MailMessage {
  return templatedMail(
    input.kind === 'revision_due_soon' ? 'workflow.revision_due_soon' : 'workflow.revision_overdue',
    {
      name: input.name,
      title: input.title,
      submissionId: String(input.submissionId),
      revisionDue: formatDay(input.revisionDue),
      dashboardUrl: `${input.publicUrl}${paths.dashboard.author.getHref()}`,
    },
    { to: input.to, ref: `submission:${input.submissionId}` },
  );
}
