/**
 * The mails of a submitted review (issue 19 "Letters and notices"; decision 0054): the
 * submission's editors are told that a review arrived, with its recommendation; the reviewer
 * gets an acknowledgement. Pure builders, plain text, links from PUBLIC_URL + the route map;
 * ref `submission:{id}` (the submission's mail record). The reviewer's mail names the
 * manuscript only by its title and number, never its authors (double-blind review, decision
 * 0011); the editors' notice carries no comment of the review (they read it in the dashboard).
 */
import { DECISION_LABELS, type Decision } from '../../../shared/domain/submission-workflow';
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { editorLink, type NoticeRecipient } from '../submissions';

const SIGNATURE = '\n\nThe Genesis editorial office';

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
  return {
    to: input.to.email,
    subject: `Review submitted: submission #${input.submissionId}`,
    text:
      `Dear ${input.to.name ?? 'editors'},\n\nA review of "${input.title}" (submission #${input.submissionId}, round ${input.round}) ` +
      `was submitted. Recommendation: ${DECISION_LABELS[input.recommendation]}.\n` +
      `Reviews submitted in this round: ${input.submittedInRound}.\n\n` +
      `Read it and decide: ${editorLink(input.publicUrl, input.submissionId)}` +
      SIGNATURE,
    kind: 'workflow.review_submitted',
    ref: `submission:${input.submissionId}`,
  };
}

/** To the reviewer: their review was received: 'workflow.review_received'. */
export function reviewReceivedMail(input: {
  publicUrl: string;
  to: string;
  submissionId: number;
  title: string;
  journalTitle: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Thank you for your review for ${input.journalTitle}`.slice(0, 255),
    text:
      `Dear colleague,\n\nThank you for reviewing "${input.title}" for ${input.journalTitle}. We have received your review; ` +
      `the editor will weigh it in the decision.\n\n` +
      `Your reviews: ${input.publicUrl}${paths.dashboard.reviewer.getHref()}` +
      SIGNATURE,
    kind: 'workflow.review_received',
    ref: `submission:${input.submissionId}`,
  };
}
