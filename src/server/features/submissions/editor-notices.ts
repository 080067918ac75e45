/**
 * The editors' notices (decision 0054): the editors of a
 * submission (notice-recipients.ts) are told of a new submission, a revision, the author's
 * proof approval and the author's withdrawal. Pure builders, plain text, with the submission's
 * deep link in the editor's dashboard (PUBLIC_URL + the route map); one `kind` per mail, ref
 * `submission:{id}`. The texts are the editable templates 'workflow.*' of features/mail-templates
 * (decision 0053); a journal may have its own. Editors see who the author is, so the author's
 * name may appear; nothing a reviewer wrote does.
 */
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';
import type { NoticeRecipient } from './notice-recipients';

/** What every editors' notice names. */
export interface EditorNoticeInput {
  publicUrl: string;
  /** One recipient from `editorsToNotify` (a named editor, or the address of record). */
  to: NoticeRecipient;
  submissionId: number;
  title: string;
}

/** The submission in the editor's dashboard. */
export const editorLink = (publicUrl: string, id: number) =>
  `${publicUrl}${paths.dashboard.editorSubmission.getHref(id)}`;

/**
 * The variables every editors' notice has: `name` is the editor's name, or "editors" to the
 * address of record (so the greeting reads "Dear Ada," or "Dear editors,").
 */
export function editorNoticeValues(input: EditorNoticeInput) {
  return {
    name: input.to.name ?? 'editors',
    title: input.title,
    submissionId: String(input.submissionId),
    submissionUrl: editorLink(input.publicUrl, input.submissionId),
  };
}
const envelope = (input: EditorNoticeInput) => ({ to: input.to.email, ref: `submission:${input.submissionId}` });

/** To the journal's editors: a submission arrived from the portal: 'workflow.new_submission'. */
export function newSubmissionNotice(
  input: EditorNoticeInput & { journalTitle: string; articleType: string; authorName: string },
): MailMessage {
  return templatedMail(
    'workflow.new_submission',
    {
      ...editorNoticeValues(input),
      journalTitle: input.journalTitle,
      articleType: input.articleType,
      authorName: input.authorName,
    },
    envelope(input),
  );
}

/** To the submission's editors: the author uploaded a revision: 'workflow.revision_submitted'. */
export function revisionSubmittedNotice(
  input: EditorNoticeInput & { round: number; withResponse: boolean },
): MailMessage {
  return templatedMail(
    'workflow.revision_submitted',
    {
      ...editorNoticeValues(input),
      round: String(input.round),
      withResponse: input.withResponse ? ', with a response to the reviewers' : '',
    },
    envelope(input),
  );
}

/** To the submission's editors: the author approved the proof: 'workflow.proof_approved'. */
export function proofApprovedNotice(input: EditorNoticeInput): MailMessage {
  return templatedMail('workflow.proof_approved', editorNoticeValues(input), envelope(input));
}

/** To the submission's editors: the author withdrew it before peer review: 'workflow.author_withdrew'. */
export function authorWithdrewNotice(input: EditorNoticeInput): MailMessage {
  return templatedMail('workflow.author_withdrew', editorNoticeValues(input), envelope(input));
}
