/**
 * The mails of a submitted review (decision 0054): the
 * submission's editors are told that a review arrived, with its recommendation; the reviewer
 * gets an acknowledgement. Pure builders, plain text, links from PUBLIC_URL + the route map;
 * ref `submission:{id}` (the submission's mail record). The reviewer's mail names the
 * manuscript only by its title and number, never its authors (double-blind review, decision
 * 0011); the editors' notice carries no comment of the review (they read it in the dashboard).
 * The texts are the editable templates of features/mail-templates (decision 0053).
 */
import { DECISION_LABELS, type Decision } from '../../../shared/domain/submission-workflow';
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';
import { editorLink, type NoticeRecipient } from '../submissions';

/** To one of the submission's editors: 'workflow.review_submitted'. */
export function reviewSubmittedNotice(input: {
  publicUrl: string;
  to: NoticeRecipient;
  submissionId: number;
  title: string;
  round: number;
  recommendation: Decision;
  /** Reviews submitted in this round so far, this one included. */
  submittedInRound: number;
}): MailMessage {
  return templatedMail(
    'workflow.review_submitted',
    {
      name: input.to.name ?? 'editors',
      title: input.title,
      submissionId: String(input.submissionId),
      round: String(input.round),
      recommendation: DECISION_LABELS[input.recommendation],
      submittedInRound: String(input.submittedInRound),
      submissionUrl: editorLink(input.publicUrl, input.submissionId),
    },
    { to: input.to.email, ref: `submission:${input.submissionId}` },
  );
}

/** To the reviewer: their review was received: 'workflow.review_received'. */
export function reviewReceivedMail(input: {
  publicUrl: string;
  to: string;
  submissionId: number;
  title: string;
  journalTitle: string;
}): MailMessage {
  return templatedMail(
    'workflow.review_received',
    {
      title: input.title,
      journalTitle: input.journalTitle,
      reviewerDashboardUrl: `${input.publicUrl}${paths.dashboard.reviewer.getHref()}`,
    },
    { to: input.to, ref: `submission:${input.submissionId}` },
  );
}
