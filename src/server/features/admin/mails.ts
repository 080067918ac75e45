/**
 * The admin inbox's mails (issue 8): a set-password link for an account made by conversion or
 * approval, and a notice to the editor named at conversion. Links from PUBLIC_URL.
 */
import type { MailMessage } from '../../lib/mailer';

const SIGNATURE = '\n\nThe Genesis editorial office';

/** To a person whose account the office made: choose a password (7-day link). */
export function accountMadeMail(input: { publicUrl: string; to: string; name: string; userId: number; token: string; why: string }): MailMessage {
  return {
    to: input.to,
    subject: 'Your Genesis account',
    text:
      `Dear ${input.name},\n\n${input.why} We made a Genesis account for this address. Choose its password here ` +
      `(the link works once, for 7 days):\n\n${input.publicUrl}/reset-password?token=${encodeURIComponent(input.token)}\n\n` +
      `Then sign in at ${input.publicUrl}/login.` +
      SIGNATURE,
    kind: 'auth.set_password',
    ref: `user:${input.userId}`,
  };
}

/** To an account whose role an approval changed. */
export function roleGrantedMail(input: { publicUrl: string; to: string; name: string; userId: number; role: string }): MailMessage {
  return {
    to: input.to,
    subject: 'Your Genesis application was approved',
    text: `Dear ${input.name},\n\nYour application was approved: your account now has the role ${input.role}. Sign in at ${input.publicUrl}/login.` + SIGNATURE,
    kind: 'admin.role_granted',
    ref: `user:${input.userId}`,
  };
}

/** To the editor named at conversion: a new submission is in the queue. */
export function convertedNoticeMail(input: { publicUrl: string; to: string; submissionId: number; title: string }): MailMessage {
  return {
    to: input.to,
    subject: `New submission #${input.submissionId} for you: ${input.title}`,
    text:
      `A manuscript sent through the public form was converted into submission #${input.submissionId}, "${input.title}". ` +
      `It is in the editors' queue: ${input.publicUrl}/dashboard/editor` +
      SIGNATURE,
    kind: 'admin.converted_notice',
    ref: `submission:${input.submissionId}`,
  };
}
