/**
 * Common passwords (issue 12): a password found in the common-password list of zxcvbn-ts
 * (`@zxcvbn-ts/language-common`, ~49,000 passwords from breach corpora, maintained with the
 * zxcvbn-ts project) is refused when a password is chosen. Server only: the list is large.
 * Compared lower-cased, as the list is.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblemWithEmail } from '../../../shared/validation/fields';
import { AppError } from '../../lib/errors';

export const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

let common: Set<string> | undefined;

/** True when `password` (in any case) is in the common-password list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/**
 * The server's checks of a password being chosen for the account of `email`, beyond the
 * shared rule: not a common password, not containing the e-mail's local part.
 * @returns the problem's message, or null
 */
export function passwordProblem(password: string, email: string): string | null {
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return passwordProblemWithEmail(password, email);
}

/**
 * Refuses a password being chosen (signup, reset, set-password links) that
 * {@link passwordProblem} finds fault with.
 * @throws AppError VALIDATION_FAILED (400, `errors: [{ path: 'password', message }]`)
 */
export function assertAcceptablePassword(password: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { errors: [{ path: 'password', message: problem }] });
}
