/**
 * The mail of an assignment (decision 0037): an editor is told they handle a submission, with its
 * deep link in the editor's dashboard (PUBLIC_URL + the route map's href). Its text is the
 * editable template 'workflow.assignment' (features/mail-templates, decision 0053).
 */
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';

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
  return templatedMail(
    'workflow.assignment',
    {
      name: input.name,
      role: input.as,
      submissionId: String(input.submissionId),
      title: input.title,
      submissionUrl: `${input.publicUrl}${paths.dashboard.editorSubmission.getHref(input.submissionId)}`,
    },
    { to: input.to, ref: `submission:${input.submissionId}` },
  );
}
