/**
 * The editors' notices (issue 19 "Letters and notices"; decision 0054): the editors of a
 * submission (notice-recipients.ts) are told of a new submission, a revision, the author's
 * proof approval and the author's withdrawal. Pure builders, plain text, with the submission's
 * deep link in the editor's dashboard (PUBLIC_URL + the route map); one `kind` per mail, ref
 * `submission:{id}`. Editors see who the author is, so the author's name may appear; nothing a
 * reviewer wrote does.
 */
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import type { NoticeRecipient } from './notice-recipients';

const SIGNATURE = '\n\nThe Genesis editorial office';

/** What every editors' notice names. */
export interface EditorNoticeInput {
  publicUrl: string;
  /** One recipient from `editorsToNotify` (a named editor, or the address of record). */
  to: NoticeRecipient;
  submissionId: number;
  title: string;
}

/** "Dear Ada," or, to the address of record, "Dear editors,". */
const greeting = (to: NoticeRecipient) => `Dear ${to.name ?? 'editors'},\n\n`;

/** The submission in the editor's dashboard. */
export const editorLink = (publicUrl: string, id: number) =>
  `${publicUrl}${paths.dashboard.editorSubmission.getHref(id)}`;

function toEditor(input: EditorNoticeInput, kind: string, subject: string, body: string): MailMessage {
  return {
    to: input.to.email,
    subject,
    text: `${greeting(input.to)}${body}\n\nOpen it: ${editorLink(input.publicUrl, input.submissionId)}${SIGNATURE}`,
    kind,
    ref: `submission:${input.submissionId}`,
  };
}

/** To the journal's editors: a submission arrived from the portal: 'workflow.new_submission'. */
export function newSubmissionNotice(
  input: EditorNoticeInput & { journalTitle: string; articleType: string; authorName: string },
): MailMessage {
  return toEditor(
    input,
    'workflow.new_submission',
    `New submission #${input.submissionId} to ${input.journalTitle}`.slice(0, 255),
    `${input.authorName} submitted "${input.title}" (${input.articleType}) to ${input.journalTitle}. ` +
      'It waits for desk review: a similarity check, then send it to peer review or reject it.',
  );
}

/** To the submission's editors: the author uploaded a revision: 'workflow.revision_submitted'. */
export function revisionSubmittedNotice(
  input: EditorNoticeInput & { round: number; withResponse: boolean },
): MailMessage {
  return toEditor(
    input,
    'workflow.revision_submitted',
    `Revision submitted: submission #${input.submissionId}`,
    `The author has revised "${input.title}" (submission #${input.submissionId}, after round ${input.round})` +
      (input.withResponse ? ', with a response to the reviewers.' : '.') +
      ' Send it to the next review round, or decide on it.',
  );
}

/** To the submission's editors: the author approved the proof: 'workflow.proof_approved'. */
export function proofApprovedNotice(input: EditorNoticeInput): MailMessage {
  return toEditor(
    input,
    'workflow.proof_approved',
    `Proof approved: submission #${input.submissionId}`,
    `The author approved the proof of "${input.title}" (submission #${input.submissionId}). It is ready to publish.`,
  );
}

/** To the submission's editors: the author withdrew it before peer review: 'workflow.author_withdrew'. */
export function authorWithdrewNotice(input: EditorNoticeInput): MailMessage {
  return toEditor(
    input,
    'workflow.author_withdrew',
    `Submission #${input.submissionId} withdrawn by the author`,
    `The author withdrew "${input.title}" (submission #${input.submissionId}). Nothing more is needed.`,
  );
}
