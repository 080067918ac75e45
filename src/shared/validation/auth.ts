/**
 * Rules of the sign-in, signup and password-reset forms and calls (seed 001 §2, §5, §7, §8),
 * for the forms (react-hook-form, on blur) and the server alike.
 */
import { z } from 'zod';
import { INTAKE_LIMITS as L } from '../domain/intake';
import { email, password, passwordProblemWithEmail } from './fields';
import { boundedLine, requiredText, text } from './text';

/** /portal's message for a malformed email (seed 001 §2 "Sign-in"). */
export const PORTAL_EMAIL_MESSAGE = 'Please enter a valid email address';
/** Confirmation left empty (seed 001 §5 "Reset"). */
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
/** Confirmation differs from the new password (seed 001 §5 "Reset"). */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
/** The seed's text for a reset link that is unknown, used or expired (seed 001 §8). */
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
/** The verification page's text for a link that is unknown, used or expired (decision 0013). */
export const VERIFY_LINK_INVALID_MESSAGE = 'This confirmation link is invalid or has expired.';
/** Longest token accepted in a reset or invitation call (ours: ours are 43 characters). */
export const SECRET_TOKEN_MAX = 512;

/**
 * A password typed to sign in: required, at most 128 characters. The server never checks the
 * strength rule here (an account's password met it when it was set); the forms do, as the
 * seed asks (seed 001 §5 "Login: shared email and password rules").
 */
export const signInPassword = text('Password is required')
  .min(1, { error: 'Password is required', abort: true })
  .max(L.passwordMax, { error: 'Max 128 characters' });

/** Body of `POST /api/login` (seed 001 §7). */
export const loginRequest = z.object({ email, password: signInPassword });
export type LoginRequest = z.output<typeof loginRequest>;

/** A person's full name on an account: required, one line, at most 100 characters. */
export const accountName = boundedLine('Name is required', L.nameMax, `Name must be ${L.nameMax} characters or less`);

/**
 * Body of `POST /api/signup` (seed 001 §5 "Signup: name, email, password all required").
 * Unknown fields are refused, never silently dropped: a `role` sent by a client
 * is an error, not ignored.
 */
export const signupRequest = z.strictObject({ name: accountName, email, password }).superRefine((v, ctx) => {
  const problem = passwordProblemWithEmail(v.password, v.email);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});
export type SignupRequest = z.output<typeof signupRequest>;

/**
 * Body of `POST /api/password-reset/request` (seed 001 §7 `{email}`). Without `email` the
 * link goes to the fixed admin address (the /portal/forgot-password button, seed 001 §2).
 */
export const passwordResetRequest = z.object({ email: email.optional() });
export type PasswordResetRequest = z.output<typeof passwordResetRequest>;

/** A single-use token from a mailed link: required, at most 512 characters. */
export const secretToken = requiredText(RESET_LINK_INVALID).max(SECRET_TOKEN_MAX, {
  error: RESET_LINK_INVALID,
  abort: true,
});

/** Body of `POST /api/password-reset/confirm` (seed 001 §7): the token and the new password. */
export const passwordResetConfirm = z.strictObject({ token: secretToken, password });

/** Body of `POST /api/verify-email` (decision 0013): the token of the mailed link. */
export const verifyEmailRequest = z.strictObject({
  token: requiredText(VERIFY_LINK_INVALID_MESSAGE).max(SECRET_TOKEN_MAX, {
    error: VERIFY_LINK_INVALID_MESSAGE,
    abort: true,
  }),
});
export type VerifyEmailRequest = z.output<typeof verifyEmailRequest>;
export type PasswordResetConfirm = z.output<typeof passwordResetConfirm>;

/**
 * The reset form (seed 001 §2, §5): the new password (shared rule) and its confirmation
 * ('Please confirm your password', "Passwords don't match" on the confirmation).
 */
export const resetPasswordForm = z
  .object({
    password,
    confirmPassword: text(CONFIRM_PASSWORD_REQUIRED).min(1, { error: CONFIRM_PASSWORD_REQUIRED }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: PASSWORDS_DONT_MATCH });
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;
