/**
 * Registry entries of the account mails (features/accounts: decisions 0008, 0009, 0010, 0013) and
 * the admin inbox's mails (features/admin, decision 0010). Defaults: the texts those features sent
 * before the templates (decision 0053), word for word.
 */
import { paths } from '../../../../shared/routes';
import { defineTemplate, SIGNATURE } from '../define';
import { SAMPLE } from './samples';

const name = { description: "The account holder's name", sample: SAMPLE.name };
const loginUrl = { description: 'The sign-in page', sample: SAMPLE.url(paths.auth.login.getHref()) };
const forgotPasswordUrl = {
  description: 'The page that mails a new reset link',
  sample: SAMPLE.url(paths.auth.forgotPassword.getHref()),
};

export const ACCOUNT_TEMPLATES = {
  'auth.password_reset': defineTemplate({
    mailKind: 'auth.password_reset',
    group: 'Accounts',
    name: 'Password reset link',
    description: 'To an account holder who asked to reset their password (or whose reset an admin sent).',
    subject: 'Reset your Genesis password',
    body:
      'Dear {{name}},\n\nSomeone (we hope you) asked to reset the password of your Genesis account. ' +
      'Open this link to choose a new password:\n\n{{resetLink}}\n\n' +
      'The link works once and expires in {{linkMinutes}} minutes. If you did not ask for it, ignore this ' +
      'mail: your password stays as it is.' +
      SIGNATURE,
    variables: {
      name,
      resetLink: {
        description: 'The one-time link to choose a new password',
        sample: SAMPLE.tokenLink(paths.auth.resetPassword.path),
        required: true,
      },
      linkMinutes: { description: 'How many minutes the link works', sample: '30' },
    },
    perJournal: false,
  }),
  'auth.password_changed': defineTemplate({
    mailKind: 'auth.password_changed',
    group: 'Accounts',
    name: 'Password changed',
    description: 'To an account holder after their password was changed through a reset link.',
    subject: 'Your Genesis password was changed',
    body:
      'Dear {{name}},\n\nThe password of your Genesis account was just changed, and every signed-in ' +
      'session of the account was ended. If you did not do this, reset your password at ' +
      '{{forgotPasswordUrl}} and tell the editorial office.' +
      SIGNATURE,
    variables: { name, forgotPasswordUrl },
    perJournal: false,
  }),
  'auth.verify_email': defineTemplate({
    mailKind: 'auth.verify_email',
    group: 'Accounts',
    name: 'Address confirmation',
    description: 'To a new author account: the link that confirms its e-mail address.',
    subject: 'Confirm your e-mail address for Genesis',
    body:
      'Dear {{name}},\n\nA Genesis author account was created with this address. Confirm that the address is yours ' +
      'by opening this link:\n\n{{verifyLink}}\n\n' +
      'The link works once and expires in {{linkHours}} hours. If you did not create this account, do not open the ' +
      'link: ignore this mail, and the account stays unconfirmed (it can see nothing sent to this address).' +
      SIGNATURE,
    variables: {
      name,
      verifyLink: {
        description: 'The one-time link that confirms the address',
        sample: SAMPLE.tokenLink(paths.auth.verifyEmail.path),
        required: true,
      },
      linkHours: { description: 'How many hours the link works', sample: '24' },
    },
    perJournal: false,
  }),
  'auth.signup_existing': defineTemplate({
    mailKind: 'auth.signup_existing',
    group: 'Accounts',
    name: 'Sign-up with a known address',
    description: 'To the owner of an address someone tried to sign up with again (no account is made).',
    subject: 'Someone tried to create a Genesis account with your address',
    body:
      'Dear {{name}},\n\nSomeone (perhaps you) tried to create a Genesis account with this address, which already ' +
      'has an account. No new account was made.\n\nIf it was you, sign in at {{loginUrl}}, or choose a new ' +
      'password at {{forgotPasswordUrl}} if you have forgotten it. If it was not you, ignore this mail: ' +
      'your account is unchanged.' +
      SIGNATURE,
    variables: { name, loginUrl, forgotPasswordUrl },
    perJournal: false,
  }),
  'auth.set_password': defineTemplate({
    mailKind: 'auth.set_password',
    group: 'Accounts',
    name: 'Account made by the office',
    description:
      'To someone the office made an account for (a reviewer who accepted, a converted manuscript’s submitter, an approved applicant).',
    subject: 'Your Genesis {{roleName}} account',
    body:
      'Dear {{name}},\n\n{{reason}} We made a Genesis account for this address. Choose its password here ' +
      '(the link works once, for 7 days):\n\n{{setPasswordLink}}\n\n' +
      'Then sign in at {{loginUrl}}.' +
      SIGNATURE,
    variables: {
      name,
      roleName: { description: "The account's role, in lower case (e.g. reviewer)", sample: 'reviewer' },
      reason: {
        description: 'Why the account was made: one sentence written by the workflow',
        sample: 'You accepted an invitation to review for Genesis Journal of Environmental Science.',
      },
      setPasswordLink: {
        description: 'The one-time link to choose the password',
        sample: SAMPLE.tokenLink(paths.auth.resetPassword.path),
        required: true,
      },
      loginUrl,
    },
    perJournal: false,
  }),
  'admin.role_granted': defineTemplate({
    mailKind: 'admin.role_granted',
    group: 'Accounts',
    name: 'Application approved',
    description: 'To an applicant whose join application an admin approved, giving their account a role.',
    subject: 'Your Genesis application was approved',
    body:
      'Dear {{name}},\n\nYour application was approved: your account now has the role {{role}}. Sign in at {{loginUrl}}.' +
      SIGNATURE,
    variables: { name, role: { description: 'The role given (e.g. reviewer)', sample: 'reviewer' }, loginUrl },
    perJournal: false,
  }),
};
