/**
 * The author's acknowledgements (issue 19 "Letters and notices"; decision 0054): the author is
 * told that each step they took was received, and when their submission goes to peer review.
 * Pure builders, plain text, links from PUBLIC_URL + the route map; one `kind` per mail and ref
 * `submission:{id}`, so each shows in the submission's mail record. Nothing of the reviewers
 * (names, addresses, number) is in them: review is double-blind (decision 0011).
 */
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';

const SIGNATURE = '\n\nThe Genesis editorial office';

/** What every author acknowledgement names. */
export interface AuthorNoticeInput {
  publicUrl: string;
  /** The author's address and name (the submitting account). */
  to: string;
  name: string;
  submissionId: number;
  title: string;
}

const dashboard = (publicUrl: string) => `${publicUrl}${paths.dashboard.author.getHref()}`;

function toAuthor(input: AuthorNoticeInput, kind: string, subject: string, body: string): MailMessage {
  return {
    to: input.to,
    subject,
    text: `Dear ${input.name},\n\n${body}\n\nYour dashboard: ${dashboard(input.publicUrl)}${SIGNATURE}`,
    kind,
    ref: `submission:${input.submissionId}`,
  };
}

/** To the author, when a draft is submitted from the portal: 'workflow.submission_received'. */
export function submissionReceivedMail(input: AuthorNoticeInput & { journalTitle: string }): MailMessage {
  return toAuthor(
    input,
    'workflow.submission_received',
    `Submission #${input.submissionId} received`,
    `Thank you for submitting "${input.title}" to ${input.journalTitle}. We have received it as submission #${input.submissionId}.\n\n` +
      'The editors will check it (scope, format and a similarity check) before deciding whether to send it to peer review. ' +
      'You will hear from us at each step.',
  );
}

/** To the author, when the editor sends the submission to peer review (any round): 'workflow.sent_to_review'. */
export function sentToReviewMail(input: AuthorNoticeInput & { round: number }): MailMessage {
  const what = input.round > 1 ? `Your revised manuscript "${input.title}"` : `"${input.title}"`;
  return toAuthor(
    input,
    'workflow.sent_to_review',
    `Submission #${input.submissionId} sent to peer review`,
    `${what} (submission #${input.submissionId}) has been sent to peer review` +
      (input.round > 1 ? ` (round ${input.round}).` : '.') +
      ' Review is double-blind: the reviewers do not see your name, and you will not see theirs. ' +
      "We will write to you with the editor's decision.",
  );
}

/** To the author, when their revision is uploaded: 'workflow.revision_received'. */
export function revisionReceivedMail(input: AuthorNoticeInput): MailMessage {
  return toAuthor(
    input,
    'workflow.revision_received',
    `Revision received: submission #${input.submissionId}`,
    `Thank you for your revision of "${input.title}" (submission #${input.submissionId}). We have received it; ` +
      'the editor will read it and decide whether it goes back to the reviewers.',
  );
}

/** To the author, when they approve the proof: 'workflow.proof_approval_received'. */
export function proofApprovalReceivedMail(input: AuthorNoticeInput): MailMessage {
  return toAuthor(
    input,
    'workflow.proof_approval_received',
    `Proof approved: submission #${input.submissionId}`,
    `Thank you for approving the proof of "${input.title}" (submission #${input.submissionId}). ` +
      'The editors will now publish it; we will write to you when it is online.',
  );
}

/** To the author, asking for proof corrections (comments echoed): 'workflow.proof_corrections_received'. */
export function proofCorrectionsReceivedMail(input: AuthorNoticeInput & { comments: string }): MailMessage {
  return toAuthor(
    input,
    'workflow.proof_corrections_received',
    `Proof corrections received: submission #${input.submissionId}`,
    `We have received your corrections to the proof of "${input.title}" (submission #${input.submissionId}):\n\n` +
      `${input.comments}\n\nThe editors will prepare a new proof and send it to you for approval.`,
  );
}
