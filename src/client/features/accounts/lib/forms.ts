/**
 * Form schemas of the sign-in and reset-request pages (seed 001 §2, §5), built on the shared
 * rules so client and server agree.
 * - /login: the shared email and password rules, on blur (seed 001 §5 "Login").
 * - /portal: the same, except that a malformed email reads 'Please enter a valid email
 *   address' (seed 001 §2 "Sign-in").
 * - /forgot-password: the shared email rule.
 */
import { z } from 'zod';
import { PORTAL_EMAIL_MESSAGE } from '../../../../shared/validation/auth';
import { email, password } from '../../../../shared/validation/fields';

/** /login's form. */
export const loginForm = z.object({ email, password });
export type LoginForm = z.input<typeof loginForm>;

/** True when `value` passes the shared email rule (the portal's submit button uses it). */
export function isValidEmail(value: string | undefined): boolean {
  return email.safeParse(value ?? '').success;
}

/** /portal's email: required, then the shared rule with the portal's one message. */
export const portalEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .refine(isValidEmail, { error: PORTAL_EMAIL_MESSAGE })
  .transform((value) => value.toLowerCase());

/** /portal's form. */
export const portalSignInForm = z.object({ email: portalEmail, password });

/** /forgot-password's form: the account's email. */
export const forgotPasswordForm = z.object({ email });
export type ForgotPasswordForm = z.input<typeof forgotPasswordForm>;
