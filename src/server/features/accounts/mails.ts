/**
 * The mails of accounts (decision 0008): the password-reset link and the notice that a password
 * changed; the address confirmation (decision 0013) and the notice of a sign-up with a known address.
 * Their texts are the editable templates of features/mail-templates (decision 0053):
 * the registry holds the defaults, an admin may store others. The link is PUBLIC_URL and the
 * route map's href (shared/routes.ts), never a request header. Its token is in the outbox only
 * until delivery (then redacted, lib/mailer/outbox.ts).
 */
import { RESET_LINK_MINUTES, VERIFY_LINK_HOURS } from '../../../shared/domain/session';
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';

export const RESET_MAIL = 'auth.password_reset';
export const PASSWORD_CHANGED_MAIL = 'auth.password_changed';

/** Whom an account mail goes to. */
export type AccountMailUser = { id: number; name: string; email: string };

/** The envelope of a mail about `user`'s account (`ref` user:{id}). */
export function accountEnvelope(user: AccountMailUser): { to: string; ref: string } {
  return { to: user.email, ref: `user:${user.id}` };
}

/** Where a reset link leads: the portal's page (admin button) or the public one. */
export type ResetLinkPage = typeof paths.portalResetPassword.path | typeof paths.auth.resetPassword.path;

/** The reset-link mail for `user` (template 'auth.password_reset'); `token` is put in the link only. */
export function resetMail(input: {
  publicUrl: string;
  page: ResetLinkPage;
  token: string;
  user: AccountMailUser;
}): MailMessage {
  const route = input.page === paths.portalResetPassword.path ? paths.portalResetPassword : paths.auth.resetPassword;
  return templatedMail(
    'auth.password_reset',
    {
      name: input.user.name,
      resetLink: `${input.publicUrl}${route.getHref(input.token)}`,
      linkMinutes: String(RESET_LINK_MINUTES),
    },
    accountEnvelope(input.user),
  );
}

/** The notice sent after a password changed through a reset link (template 'auth.password_changed'). */
export function passwordChangedMail(input: { publicUrl: string; user: AccountMailUser }): MailMessage {
  return templatedMail(
    'auth.password_changed',
    { name: input.user.name, forgotPasswordUrl: `${input.publicUrl}${paths.auth.forgotPassword.getHref()}` },
    accountEnvelope(input.user),
  );
}

export const VERIFY_MAIL = 'auth.verify_email';
export const SIGNUP_EXISTING_MAIL = 'auth.signup_existing';

/** The link of a verification mail: the public page that uses the token (decision 0013). */
export function verifyLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.auth.verifyEmail.getHref(token)}`;
}

/** The mail that asks a new account's owner to confirm the address (decision 0013; template 'auth.verify_email'). */
export function verificationMail(input: { publicUrl: string; token: string; user: AccountMailUser }): MailMessage {
  return templatedMail(
    'auth.verify_email',
    {
      name: input.user.name,
      verifyLink: verifyLink(input.publicUrl, input.token),
      linkHours: String(VERIFY_LINK_HOURS),
    },
    accountEnvelope(input.user),
  );
}

/**
 * The mail to an address that already has an account when someone signs up with it (decision 0013;
 * template 'auth.signup_existing'): the signup answers as for a new address, so only the
 * address's owner learns of it.
 */
export function signupExistingMail(input: { publicUrl: string; user: AccountMailUser }): MailMessage {
  return templatedMail(
    'auth.signup_existing',
    {
      name: input.user.name,
      loginUrl: `${input.publicUrl}${paths.auth.login.getHref()}`,
      forgotPasswordUrl: `${input.publicUrl}${paths.auth.forgotPassword.getHref()}`,
    },
    accountEnvelope(input.user),
  );
}
