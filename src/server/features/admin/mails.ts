/**
 * The admin inbox's mails (issue 8): the role an approval gave, and a notice to the editor
 * named at conversion (a made account's mail is features/accounts/invited-account.ts). Links from
 * PUBLIC_URL and the route map (shared/routes.ts).
 */
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';

const SIGNATURE = '\n\nThe Genesis editorial office';

/** To an account whose role an approval changed. */
export function roleGrantedMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  userId: number;
  role: string;
}): MailMessage {
  return {
    to: input.to,
    subject: 'Your Genesis application was approved',
    text:
      `Dear ${input.name},\n\nYour application was approved: your account now has the role ${input.role}. Sign in at ${input.publicUrl}${paths.auth.login.getHref()}.` +
      SIGNATURE,
    kind: 'admin.role_granted',
    ref: `user:${input.userId}`,
  };
}

/** To the editor named at conversion: a new submission is in the queue. */
export function convertedNoticeMail(input: {
  publicUrl: string;
  to: string;
  submissionId: number;
  title: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `New submission #${input.submissionId} for you: ${input.title}`,
    text:
      `A manuscript sent through the public form was converted into submission #${input.submissionId}, "${input.title}". ` +
      `It is in the editors' queue: ${input.publicUrl}${paths.dashboard.editor.getHref()}` +
      SIGNATURE,
    kind: 'admin.converted_notice',
    ref: `submission:${input.submissionId}`,
  };
}
