/**
 * The author's acknowledgements (decision 0054): the author is
 * told that each step they took was received, and when their submission goes to peer review.
 * Pure builders, plain text, links from PUBLIC_URL + the route map; one `kind` per mail and ref
 * `submission:{id}`, so each shows in the submission's mail record. The texts are the editable
 * templates 'workflow.*' of features/mail-templates (decision 0053); a journal may have its own.
 * Nothing of the reviewers (names, addresses, number) is in them: review is double-blind
 * (decision 0011).
 */
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';

/** What every author acknowledgement names. */
export interface AuthorNoticeInput {
  publicUrl: string;
  /** The author's address and name (the submitting account). */
  to: string;
  name: string;
  submissionId: number;
  title: string;
}

/** The variables every author acknowledgement has, and its envelope. */
function authorValues(input: AuthorNoticeInput) {
  return {
    name: input.name,
    title: input.title,
    submissionId: String(input.submissionId),
    dashboardUrl: `${input.publicUrl}${paths.dashboard.author.getHref()}`,
  };
}
const envelope = (input: AuthorNoticeInput) => ({ to: input.to, ref: `submission:${input.submissionId}` });

/** To the author, when a draft is submitted from the portal: 'workflow.submission_received'. */
export function submissionReceivedMail(input: AuthorNoticeInput & { journalTitle: string }): MailMessage {
  return templatedMail(
    'workflow.submission_received',
    { ...authorValues(input), journalTitle: input.journalTitle },
    envelope(input),
  );
}

/**
 * To the author, when the editor sends the submission to peer review (any round; from round 2
 * the text says "Your revised manuscript" and names the round): 'workflow.sent_to_review'.
 */
export function sentToReviewMail(input: AuthorNoticeInput & { round: number }): MailMessage {
  const later = input.round > 1;
  return templatedMail(
    'workflow.sent_to_review',
    {
      ...authorValues(input),
      revisedPrefix: later ? 'Your revised manuscript ' : '',
      roundNote: later ? ` (round ${input.round})` : '',
    },
    envelope(input),
  );
}

/** To the author, when their revision is uploaded: 'workflow.revision_received'. */
export function revisionReceivedMail(input: AuthorNoticeInput): MailMessage {
  return templatedMail('workflow.revision_received', authorValues(input), envelope(input));
}

/** To the author, when they approve the proof: 'workflow.proof_approval_received'. */
export function proofApprovalReceivedMail(input: AuthorNoticeInput): MailMessage {
  return templatedMail('workflow.proof_approval_received', authorValues(input), envelope(input));
}

/** To the author, asking for proof corrections (comments echoed): 'workflow.proof_corrections_received'. */
export function proofCorrectionsReceivedMail(input: AuthorNoticeInput & { comments: string }): MailMessage {
  return templatedMail(
    'workflow.proof_corrections_received',
    { ...authorValues(input), comments: input.comments },
    envelope(input),
  );
}
