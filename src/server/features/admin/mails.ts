/**
 * The admin inbox's mails (decision 0010): the role an approval gave, and a notice to the editor
 * named at conversion (a made account's mail is features/accounts/invited-account.ts). Their
 * texts are the editable templates of features/mail-templates (decision 0053).
 * Links from PUBLIC_URL and the route map (shared/routes.ts).
 */
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';

/** To an account whose role an approval changed (template 'admin.role_granted'). */
export function roleGrantedMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  userId: number;
  role: string;
}): MailMessage {
  return templatedMail(
    'admin.role_granted',
    { name: input.name, role: input.role, loginUrl: `${input.publicUrl}${paths.auth.login.getHref()}` },
    { to: input.to, ref: `user:${input.userId}` },
  );
}

/** To the editor named at conversion: a new submission is in the queue (template 'admin.converted_notice'). */
export function convertedNoticeMail(input: {
  publicUrl: string;
  to: string;
  submissionId: number;
  title: string;
}): MailMessage {
  return templatedMail(
    'admin.converted_notice',
    {
      submissionId: String(input.submissionId),
      title: input.title,
      editorDashboardUrl: `${input.publicUrl}${paths.dashboard.editor.getHref()}`,
    },
    { to: input.to, ref: `submission:${input.submissionId}` },
  );
}
