/**
 * Endpoint table: sessions, sign-up, address confirmation and password reset (seed 001 §7
 * "Session", "Password reset"; decisions 0008 and 0013; docs/decisions/0064-endpoint-table.md).
 * Rate limits, the refresh and device cookies and the same-origin check are the server's
 * (features/accounts/routes.ts); errors answer `errorBody`.
 */
import { z } from 'zod';
import {
  currentUser,
  loginResponse,
  messageResponse,
  refreshResponse,
  resetTokenValidity,
  signupResponse,
} from '../auth';
import { errorBody } from '../common';
import { text } from '../../validation/text';
import {
  loginRequest,
  passwordResetConfirm,
  passwordResetRequest,
  signupRequest,
  verifyEmailRequest,
} from '../../validation/auth';
import { defineEndpoint } from './define';

const auth = { tags: ['auth'] } as const;

/** `POST /api/login` {email, password} → 200 {token, name, role, email, emailVerified} and the cookies. */
export const login = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/api/login',
  summary: 'Sign in',
  description:
    "Checks the e-mail and password and starts a session; sets the refresh cookie and the account's device cookie. A wrong password and an unknown e-mail both answer 401 'Invalid email or password'; 429 when rate limited or the account is locked.",
  body: loginRequest,
  responses: { 200: loginResponse, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
});

/** `POST /api/signup` {name, email, password} → 201 {message, name, role}; no session (decision 0013). */
export const signup = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/api/signup',
  summary: 'Create an author account',
  description: `Creates an author account (signup is for authors only) whose address is unverified, and mails a confirmation link (24 hours, once). When the address already has an account, nothing is made and its owner is mailed instead; the answer is the same either way, so signup does not tell who has an account. No session is started: sign in with the e-mail and password. 400 for unknown fields, a common password or one containing the e-mail's name.`,
  body: signupRequest,
  responses: { 201: signupResponse, 400: errorBody, 429: errorBody },
});

/** `POST /api/verify-email` {token} → 200 {message} (decision 0013). */
export const verifyEmail = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/api/verify-email',
  summary: 'Confirm an e-mail address',
  description: `Uses the token of a mailed confirmation link (once, within 24 hours): the account's address counts as proven from then on. 400 'This confirmation link is invalid or has expired.' for an unknown, used or expired token.`,
  body: verifyEmailRequest,
  responses: { 200: messageResponse, 400: errorBody, 429: errorBody },
});

/** `POST /api/verify-email/resend` (signed in) → 200 {message} (decision 0013). */
export const resendVerification = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/api/verify-email/resend',
  summary: 'Mail a new confirmation link',
  signedIn: true,
  description:
    'Mails the signed-in user a new confirmation link, voiding the older ones. At most 3 links an hour per account (429 beyond).',
  responses: { 200: messageResponse, 401: errorBody, 429: errorBody },
});

/** `POST /api/refresh` (the refresh cookie, no body) → 200 {token} and the next cookie. */
export const refresh = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/api/refresh',
  summary: 'Exchange the refresh cookie for a new access token',
  description: `Reads the refresh cookie, uses it up and sets the next one (rotation). A refresh token used again within 10 seconds, while its successor is unused, gets that same successor (two tabs at once); any other reuse revokes the whole session. Cross-site requests are refused (403). 401 when the cookie is missing, unknown, used, revoked or expired.`,
  responses: { 200: refreshResponse, 401: errorBody, 403: errorBody, 429: errorBody },
});

/** `POST /api/logout` (bearer token, no body) → 200 {message}; the cookie is cleared. */
export const logout = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/api/logout',
  summary: 'Sign out',
  description: `Revokes the session the bearer token names (an expired but genuine token is enough) and clears the refresh cookie. Answers 200 even when there was no session. Cross-site requests are refused (403).`,
  responses: { 200: messageResponse, 403: errorBody },
});

/** `GET /api/me` (signed in) → 200 {id, name, email, role, emailVerified}. */
export const me = defineEndpoint({
  ...auth,
  method: 'GET',
  path: '/api/me',
  summary: 'The signed-in user',
  signedIn: true,
  responses: { 200: currentUser, 401: errorBody },
});

/** `POST /api/password-reset/request` {email?} → 200 {message} (the same for every address). */
export const requestPasswordReset = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/api/password-reset/request',
  summary: 'Mail a password reset link',
  description: `With \`email\`: mails a reset link to that account if it exists (the answer is the same either way). Without it: mails the link to the configured admin address (the portal's button). Links work once and expire in 15 minutes.`,
  body: passwordResetRequest.nullish(),
  responses: { 200: messageResponse, 400: errorBody, 429: errorBody },
});

/** `GET /api/password-reset/validate/{token}` → 200 {valid}. */
export const validateResetToken = defineEndpoint({
  ...auth,
  method: 'GET',
  path: '/api/password-reset/validate/:token',
  summary: 'Check a password reset link',
  params: z.object({ token: text() }),
  responses: { 200: resetTokenValidity, 429: errorBody },
});

/** `POST /api/password-reset/confirm` {token, password} → 200 {message}. */
export const confirmPasswordReset = defineEndpoint({
  ...auth,
  method: 'POST',
  path: '/api/password-reset/confirm',
  summary: 'Set a new password with a reset link',
  description: `Uses the link's token up, sets the password (the shared password rule) and ends every session of the account. 400 'This password reset link is invalid or has expired.' for an unknown, used or expired token.`,
  body: passwordResetConfirm,
  responses: { 200: messageResponse, 400: errorBody, 429: errorBody },
});
