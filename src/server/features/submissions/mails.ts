/**
 * The workflow's mails (issue 7): the author is told of each decision, of the proof and of
 * the publication; a reviewer gets the invitation with accept and decline links; the editor
 * who invited is told of the answer. Links: PUBLIC_URL + the route map's href; invitation tokens are only in
 * the links (redacted in the outbox once delivered).
 */
import { STATUS_LABELS, type Decision, type SubmissionStatus } from '../../../shared/domain/submission-workflow';
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';

const SIGNATURE = '\n\nThe Genesis editorial office';

const DECISION_TEXT: Record<Decision, string> = {
  minor: 'The editor asks for minor revisions. Please upload a revised manuscript from your dashboard.',
  major: 'The editor asks for major revisions. Please upload a revised manuscript from your dashboard.',
  accept: 'Your manuscript has been accepted for publication. It now goes into production.',
  reject: 'We regret that your manuscript has not been accepted for publication.',
};

/** To the author: a decision (or a desk rejection) on their submission. */
export function decisionMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
  decision: Decision;
  status: SubmissionStatus;
}): MailMessage {
  return {
    to: input.to,
    subject: `Decision on your submission #${input.submissionId}: ${STATUS_LABELS[input.status]}`,
    text:
      `Dear ${input.name},\n\n${DECISION_TEXT[input.decision]}\n\nSubmission: "${input.title}"\n` +
      `Reviewers' comments, when there are any, are on your dashboard: ${input.publicUrl}${paths.dashboard.author.getHref()}` +
      SIGNATURE,
    kind: 'workflow.decision',
    ref: `submission:${input.submissionId}`,
  };
}

/** To the author: the proof is ready for approval. */
export function proofMail(input: { publicUrl: string; to: string; name: string; submissionId: number; title: string }): MailMessage {
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
    text: `Dear ${input.name},\n\n"${input.title}" is published: ${input.publicUrl}${paths.article.getHref(input.articleId)}` + SIGNATURE,
    kind: 'workflow.published',
    ref: `submission:${input.submissionId}`,
  };
}

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
}): MailMessage {
  return {
    to: input.to,
    subject: `Invitation to review for ${input.journalTitle}`,
    text:
      `Dear colleague,\n\nThe editors of ${input.journalTitle} invite you to review the manuscript "${input.title}" ` +
      `(double-blind review: you will not see the authors, and they will not see you).\n\nAbstract:\n${input.abstract || '—'}\n\n` +
      `Accept: ${input.publicUrl}${paths.invites.accept.getHref(input.token)}\n` +
      `Decline: ${input.publicUrl}${paths.invites.decline.getHref(input.token)}\n\n` +
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
