/**
 * The mails of accounts (issue 6): the password-reset link and the notice that a password
 * changed. The link is built from PUBLIC_URL, never from a request header. Its token is in
 * the outbox only until delivery (then redacted, lib/mailer/outbox.ts).
 */
import { RESET_LINK_MINUTES } from '../../../shared/domain/session';
import type { MailMessage } from '../../lib/mailer';

export const RESET_MAIL = 'auth.password_reset';
export const PASSWORD_CHANGED_MAIL = 'auth.password_changed';

const SIGNATURE = '\n\nThe Genesis editorial office';

/** Where a reset link leads: the portal's page (admin button) or the public one. */
export type ResetLinkPage = '/portal/reset-password' | '/reset-password';

/** The reset-link mail for `user`; `token` is put in the link only. */
export function resetMail(input: {
  publicUrl: string;
  page: ResetLinkPage;
  token: string;
  user: { id: number; name: string; email: string };
}): MailMessage {
  const link = `${input.publicUrl}${input.page}?token=${encodeURIComponent(input.token)}`;
  return {
    to: input.user.email,
    subject: 'Reset your Genesis password',
    text:
      `Dear ${input.user.name},\n\nSomeone (we hope you) asked to reset the password of your Genesis account. ` +
      `Open this link to choose a new password:\n\n${link}\n\n` +
      `The link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this ` +
      `mail: your password stays as it is.` +
      SIGNATURE,
    kind: RESET_MAIL,
    ref: `user:${input.user.id}`,
  };
}

/** The notice sent after a password changed through a reset link. */
export function passwordChangedMail(input: { publicUrl: string; user: { id: number; name: string; email: string } }): MailMessage {
  return {
    to: input.user.email,
    subject: 'Your Genesis password was changed',
    text:
      `Dear ${input.user.name},\n\nThe password of your Genesis account was just changed, and every signed-in ` +
      `session of the account was ended. If you did not do this, reset your password at ` +
      `${input.publicUrl}/forgot-password and tell the editorial office.` +
      SIGNATURE,
    kind: PASSWORD_CHANGED_MAIL,
    ref: `user:${input.user.id}`,
  };
}
