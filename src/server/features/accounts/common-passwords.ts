/**
 * Acceptable new passwords (docs/decisions/0013-address-verification.md). A password found in
 * the common-password list of zxcvbn-ts (`@zxcvbn-ts/language-common`, ~49,000 passwords from
 * breach corpora) is refused, compared lower-cased as the list is; so is one containing the
 * e-mail's local part, or one whose zxcvbn-ts estimate is too low (password-strength.ts).
 * Server only: the lists are large.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblemWithEmail } from '../../../shared/validation/fields';
import { AppError } from '../../lib/errors';
import { passwordStrengthProblem } from './password-strength';

export const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

let common: Set<string> | undefined;

/** True when `password` (in any case) is in the common-password list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** The account a password is being chosen for: its address and, when known, its name. */
export interface PasswordOwner {
  email: string;
  name?: string | null;
}

/**
 * The server's checks of a password being chosen for `account`, beyond the shared rule
 * (docs/decisions/0013-address-verification.md; NIST SP 800-63B §5.1.1.2): not a common
 * password, not containing the e-mail's local part, and a zxcvbn-ts score of 3 or more with
 * the account's name and address as known words (password-strength.ts).
 * @returns the problem's message, or null
 */
export function passwordProblem(password: string, account: PasswordOwner): string | null {
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return passwordProblemWithEmail(password, account.email) ?? passwordStrengthProblem(password, account);
}

/**
 * Refuses a password being chosen that {@link passwordProblem} finds fault with: the one check
 * of every place a password is set (signup, reset and set-password links, the first admin's
 * ADMIN_PASSWORD, the `users` command).
 * @throws AppError VALIDATION_FAILED (400, `errors: [{ path: 'password', message }]`)
 */
export function assertAcceptablePassword(password: string, account: PasswordOwner): void {
  const problem = passwordProblem(password, account);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { errors: [{ path: 'password', message: problem }] });
}
