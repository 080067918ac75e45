/**
 * The workflow's mails (issue 7): the author is told of each decision, of the proof and of
 * the publication. Links: PUBLIC_URL + the route map's href. The invitation mails are
 * features/invitations' (its mails.ts).
 */
import type { Decision, SubmissionStatus } from '../../../shared/domain/submission-workflow';
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { renderDecisionLetter } from './decision-letters';

const SIGNATURE = '\n\nThe Genesis editorial office';

/**
 * To the author: a decision (or a desk rejection) on their submission, built from the
 * decision's letter template (decision-letters.ts; issue 19), or the editor's edited `letter`.
 */
export function decisionMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
  decision: Decision;
  status: SubmissionStatus;
  /** The editor's reason, sent as written (issue 19). */
  reason?: string | null;
  /** The reviewers' comments for the authors of the round (no names, nothing confidential). */
  reviewerComments?: readonly string[];
  /** The letter as the editor edited it: sent instead of the template's body. */
  letter?: string | null;
}): MailMessage {
  const built = renderDecisionLetter(input);
  return {
    to: input.to,
    subject: built.subject,
    text: input.letter ?? built.text,
    kind: 'workflow.decision',
    ref: `submission:${input.submissionId}`,
  };
}

/** To the author: the proof is ready for approval. */
export function proofMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Proof ready for submission #${input.submissionId}`,
    text:
      `Dear ${input.name},\n\nThe proof of "${input.title}" is ready. Please check it and approve it on your dashboard: ` +
      `${input.publicUrl}${paths.dashboard.author.getHref()}` +
      SIGNATURE,
    kind: 'workflow.proof',
    ref: `submission:${input.submissionId}`,
  };
}

/** To the author: the article is published. */
export function publishedMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
  articleId: number;
}): MailMessage {
  return {
    to: input.to,
    subject: `Published: ${input.title}`,
    text:
      `Dear ${input.name},\n\n"${input.title}" is published: ${input.publicUrl}${paths.article.getHref(input.articleId)}` +
      SIGNATURE,
    kind: 'workflow.published',
    ref: `submission:${input.submissionId}`,
  };
}

/** To the author: the editor withdrew their submission from review, with the reason (issue 19). */
export function withdrawnMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
  reason: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Submission #${input.submissionId} withdrawn from review`,
    text:
      `Dear ${input.name},\n\nThe editor has withdrawn "${input.title}" from review.\n\nThe editor's reason:\n${input.reason}\n\n` +
      `Your dashboard: ${input.publicUrl}${paths.dashboard.author.getHref()}` +
      SIGNATURE,
    kind: 'workflow.withdrawn',
    ref: `submission:${input.submissionId}`,
  };
}

/** To the submission's editors (workflow-notices.ts): the author asks for proof corrections (issue 19). */
export function proofCorrectionsMail(input: {
  publicUrl: string;
  to: string;
  submissionId: number;
  title: string;
  comments: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Proof corrections requested: submission #${input.submissionId}`,
    text:
      `The author of "${input.title}" (submission #${input.submissionId}) asks for corrections to the proof:\n\n${input.comments}\n\n` +
      `The submission is back in production for a new proof: ${input.publicUrl}${paths.dashboard.editor.getHref()}` +
      SIGNATURE,
    kind: 'workflow.proof_corrections',
    ref: `submission:${input.submissionId}`,
  };
}
