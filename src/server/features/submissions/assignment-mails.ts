/**
 * The mail of an assignment (issue 19): an editor is told they handle a submission, with its
 * deep link in the editor's dashboard (PUBLIC_URL + the route map's href).
 */
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';

/** To the assigned editor: "You are the handling editor of submission #12". */
export function assignedMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
  /** "handling editor" or "associate editor". */
  as: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `You are the ${input.as} of submission #${input.submissionId}`,
    text:
      `Dear ${input.name},\n\nYou have been assigned as the ${input.as} of submission #${input.submissionId}, "${input.title}".\n\n` +
      `Open it in your dashboard: ${input.publicUrl}${paths.dashboard.editorSubmission.getHref(input.submissionId)}` +
      '\n\nThe Genesis editorial office',
    kind: 'workflow.assignment',
    ref: `submission:${input.submissionId}`,
  };
}
