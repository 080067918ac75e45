/**
 * The mails of accounts (issue 6): the password-reset link and the notice that a password
 * changed. The link is PUBLIC_URL and the route map's href (shared/routes.ts), never a request header. Its token is in
 * the outbox only until delivery (then redacted, lib/mailer/outbox.ts).
 */
import { RESET_LINK_MINUTES, VERIFY_LINK_HOURS } from '../../../shared/domain/session';
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';

export const RESET_MAIL = 'auth.password_reset';
export const PASSWORD_CHANGED_MAIL = 'auth.password_changed';

const SIGNATURE = '\n\nThe Genesis editorial office';

/** Whom an account mail goes to. */
export type AccountMailUser = { id: number; name: string; email: string };

/**
 * A mail about `user`'s account (`ref` user:{id}): greets them by name, then `body`, then the
 * office's signature.
 */
export function accountMail(user: AccountMailUser, kind: string, subject: string, body: string): MailMessage {
  return { to: user.email, subject, text: `Dear ${user.name},\n\n${body}${SIGNATURE}`, kind, ref: `user:${user.id}` };
}

/** Where a reset link leads: the portal's page (admin button) or the public one. */
export type ResetLinkPage = typeof paths.portalResetPassword.path | typeof paths.auth.resetPassword.path;

/** The reset-link mail for `user`; `token` is put in the link only. */
export function resetMail(input: {
  publicUrl: string;
  page: ResetLinkPage;
  token: string;
  user: AccountMailUser;
}): MailMessage {
  const route = input.page === paths.portalResetPassword.path ? paths.portalResetPassword : paths.auth.resetPassword;
  const link = `${input.publicUrl}${route.getHref(input.token)}`;
  return accountMail(
    input.user,
    RESET_MAIL,
    'Reset your Genesis password',
    `Someone (we hope you) asked to reset the password of your Genesis account. ` +
      `Open this link to choose a new password:\n\n${link}\n\n` +
      `The link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this ` +
      `mail: your password stays as it is.`,
  );
}

/** The notice sent after a password changed through a reset link. */
export function passwordChangedMail(input: { publicUrl: string; user: AccountMailUser }): MailMessage {
  return accountMail(
    input.user,
    PASSWORD_CHANGED_MAIL,
    'Your Genesis password was changed',
    `The password of your Genesis account was just changed, and every signed-in ` +
      `session of the account was ended. If you did not do this, reset your password at ` +
      `${input.publicUrl}${paths.auth.forgotPassword.getHref()} and tell the editorial office.`,
  );
}

export const VERIFY_MAIL = 'auth.verify_email';
export const SIGNUP_EXISTING_MAIL = 'auth.signup_existing';

/** The link of a verification mail: the public page that uses the token (issue 12). */
export function verifyLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.auth.verifyEmail.getHref(token)}`;
}

/** The mail that asks a new account's owner to confirm the address (issue 12). */
export function verificationMail(input: { publicUrl: string; token: string; user: AccountMailUser }): MailMessage {
  return accountMail(
    input.user,
    VERIFY_MAIL,
    'Confirm your e-mail address for Genesis',
    `A Genesis author account was created with this address. Confirm that the address is yours ` +
      `by opening this link:\n\n${verifyLink(input.publicUrl, input.token)}\n\n` +
      `The link works once and expires in ${VERIFY_LINK_HOURS} hours. If you did not create this account, do not open the ` +
      `link: ignore this mail, and the account stays unconfirmed (it can see nothing sent to this address).`,
  );
}

/**
 * The mail to an address that already has an account when someone signs up with it (issue 12):
 * the signup answers as for a new address, so only the address's owner learns of it.
 */
export function signupExistingMail(input: { publicUrl: string; user: AccountMailUser }): MailMessage {
  return accountMail(
    input.user,
    SIGNUP_EXISTING_MAIL,
    'Someone tried to create a Genesis account with your address',
    `Someone (perhaps you) tried to create a Genesis account with this address, which already ` +
      `has an account. No new account was made.\n\nIf it was you, sign in at ${input.publicUrl}${paths.auth.login.getHref()}, or choose a new ` +
      `password at ${input.publicUrl}${paths.auth.forgotPassword.getHref()} if you have forgotten it. If it was not you, ignore this mail: ` +
      `your account is unchanged.`,
  );
}
