/**
 * Session and password-reset routes (decision 0008; seed 001 §7 "Session", "Password reset"):
 * - POST /api/login {email, password} → 200 {token, name, role, email} + refresh cookie and
 *   device cookie (docs/decisions/0013)
 * - POST /api/signup {name, email, password} → 201 {message, name, role} (decision 0013: no session;
 *   the same answer whether or not the address has an account)
 * - POST /api/verify-email {token} → 200 {message} (decision 0013)
 * - POST /api/verify-email/resend (bearer token) → 200 {message} (decision 0013)
 * - POST /api/refresh (cookie, no body) → 200 {token} + the next refresh cookie
 * - POST /api/logout (bearer token, no body) → 200 {message}; the cookie is cleared
 * - GET /api/me (bearer token) → 200 {id, name, email, role, emailVerified}
 * - POST /api/password-reset/request {email?} → 200 {message} (the same for every address)
 * - GET /api/password-reset/validate/{token} → 200 {valid}
 * - POST /api/password-reset/confirm {token, password} → 200 {message}
 * Errors answer `{ code, message, errors? }`; every public one is rate limited per address.
 */
import { z } from 'zod';
import {
  currentUser,
  loginResponse,
  messageResponse,
  refreshResponse,
  resetTokenValidity,
  signupResponse,
} from '../../../shared/api/auth';
import { errorBody } from '../../../shared/api/common';
import { text } from '../../../shared/validation/text';
import {
  loginRequest,
  passwordResetConfirm,
  passwordResetRequest,
  signupRequest,
  verifyEmailRequest,
} from '../../../shared/validation/auth';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import { bearerToken, SESSION_EXPIRED } from '../../plugins/auth';
import { clearRefreshCookie, refreshCookieFor, refreshCookieOf, setRefreshCookie } from './cookie';
import {
  confirmPasswordReset,
  handlePasswordResetRequests,
  requestPasswordReset,
  validateResetToken,
} from './password-reset';
import { assertSameOrigin } from './same-origin';
import { DEVICE_COOKIE_DAYS, deviceCookieFor, deviceCookieOf, setDeviceCookie } from './device-cookie';
import { SIGN_IN_MAX_ACCOUNT_FAILURES, SIGN_IN_MAX_DEVICE_ATTEMPTS } from './throttle';
import { SIGN_IN_LOCKED } from '../../../shared/domain/session';
import { refreshSession, signIn, signOut, signUp } from './service';
import { resendVerification, verifyEmail } from './verification';

/**
 * Requests per client address: [max, minutes]. Sign-in's is only a flood guard: failures are
 * what is counted per address (throttle.ts), so colleagues behind one address all get in.
 */
export const AUTH_RATE_LIMITS = {
  login: [300, 15],
  verify: [30, 15],
  verifyResend: [10, 60],
  signup: [10, 60],
  refresh: [120, 15],
  resetRequest: [5, 15],
  resetValidate: [30, 15],
  resetConfirm: [10, 15],
} as const satisfies Record<string, readonly [number, number]>;

const limit = (name: keyof typeof AUTH_RATE_LIMITS) => {
  const [max, minutes] = AUTH_RATE_LIMITS[name];
  return rateLimit(max, minutes);
};

export default async function authRoutes(app: AppInstance) {
  // The one Deps (decision 0068): each use case below takes the part of it it names.
  const { deps } = app;
  const cookie = refreshCookieFor(app.config.publicUrl);
  const cookieNote = `Sets the refresh cookie \`${cookie.name}\` (HttpOnly, Secure, SameSite=Strict, Path=${cookie.path}).`;
  // Reset requests are handled by the mail loop, not by the request (decision 0013).
  app.mailer.beforeDelivery(async () => {
    await handlePasswordResetRequests(deps);
  });
  const userAgentOf = (headers: Record<string, unknown>) =>
    typeof headers['user-agent'] === 'string' ? headers['user-agent'] : undefined;

  /** seed 001 §7 POST /api/login. */
  app.post(
    '/api/login',
    {
      config: { rateLimit: limit('login') },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        description: `Checks the e-mail and password and starts a session. ${cookieNote} Also sets the account's device cookie (HttpOnly, signed, ${DEVICE_COOKIE_DAYS} days, replaced at each sign-in). A wrong password and an unknown e-mail both answer 401 'Invalid email or password'. 429 RATE_LIMITED after 5 failures on one e-mail from one address within 15 minutes, after 30 failures from one address, or ${AUTH_RATE_LIMITS.login[0]} requests per ${AUTH_RATE_LIMITS.login[1]} minutes from one address; failures on one e-mail from everywhere slow its sign-ins down (up to 3 s). After ${SIGN_IN_MAX_ACCOUNT_FAILURES} failures on one e-mail since its last success or password reset, 429 ACCOUNT_LOCKED '${SIGN_IN_LOCKED}', without checking the password, unless the browser sends that account's device cookie (${SIGN_IN_MAX_DEVICE_ATTEMPTS} attempts per cookie).`,
        body: loginRequest,
        response: { 200: loginResponse, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const device = deviceCookieFor(app.config.publicUrl, request.body.email);
      const signedIn = await signIn(deps, {
        ...request.body,
        ip: request.ip,
        userAgent: userAgentOf(request.headers),
        deviceCookie: deviceCookieOf(request, device),
      });
      setRefreshCookie(reply, cookie, signedIn.refreshToken, signedIn.expiresAt);
      setDeviceCookie(reply, device, signedIn.device.value, signedIn.device.expiresAt);
      const { name, role, email, emailVerified } = signedIn.user;
      return { token: signedIn.accessToken, name, role, email, emailVerified };
    },
  );

  /** seed 001 §7 POST /api/signup (authors only). */
  app.post(
    '/api/signup',
    {
      config: { rateLimit: limit('signup') },
      schema: {
        tags: ['auth'],
        summary: 'Create an author account',
        description: `Creates an author account (signup is for authors only) whose address is unverified, and mails a confirmation link (24 hours, once). When the address already has an account, nothing is made and its owner is mailed instead; the answer is the same either way, so signup does not tell who has an account. No session is started: sign in with the e-mail and password. 400 for unknown fields, a common password or one containing the e-mail's name.`,
        body: signupRequest,
        response: { 201: signupResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await signUp(deps, request.body)),
  );

  /** Decision 0013: the verification link's page posts its token here. */
  app.post(
    '/api/verify-email',
    {
      config: { rateLimit: limit('verify') },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address',
        description: `Uses the token of a mailed confirmation link (once, within 24 hours): the account's address counts as proven from then on. 400 'This confirmation link is invalid or has expired.' for an unknown, used or expired token.`,
        body: verifyEmailRequest,
        response: { 200: messageResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => ({ message: await verifyEmail(deps, request.body.token) }),
  );

  /** Decision 0013: the dashboard's "send the link again". */
  app.post(
    '/api/verify-email/resend',
    {
      onRequest: app.requireUser,
      config: { rateLimit: limit('verifyResend') },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new confirmation link',
        security: [{ bearerAuth: [] }],
        description:
          'Mails the signed-in user a new confirmation link, voiding the older ones. At most 3 links an hour per account (429 beyond).',
        response: { 200: messageResponse, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => ({ message: await resendVerification(deps, request.user!) }),
  );

  /** seed 001 §7 POST /api/refresh. */
  app.post(
    '/api/refresh',
    {
      config: { rateLimit: limit('refresh') },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token',
        description: `Reads the refresh cookie, uses it up and sets the next one (rotation). A refresh token used again within 10 seconds, while its successor is unused, gets that same successor (two tabs at once); any other reuse revokes the whole session. Cross-site requests are refused (403). 401 when the cookie is missing, unknown, used, revoked or expired.`,
        response: { 200: refreshResponse, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, app.config.publicUrl);
      const token = refreshCookieOf(request, cookie);
      const outcome = token ? await refreshSession(deps, token) : ({ kind: 'invalid' } as const);
      if (outcome.kind === 'refreshed') {
        setRefreshCookie(reply, cookie, outcome.refreshToken, outcome.expiresAt);
        return { token: outcome.accessToken };
      }
      if (outcome.kind === 'reuse') {
        request.log.warn(
          { userId: outcome.userId, sessionId: outcome.sessionId },
          'refresh token reused: session revoked',
        );
      }
      clearRefreshCookie(reply, cookie);
      throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
    },
  );

  /** seed 001 §7 POST /api/logout. */
  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out',
        description: `Revokes the session the bearer token names (an expired but genuine token is enough) and clears the refresh cookie. Answers 200 even when there was no session. Cross-site requests are refused (403).`,
        response: { 200: messageResponse, 403: errorBody },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, app.config.publicUrl);
      await signOut(deps, bearerToken(request));
      clearRefreshCookie(reply, cookie);
      return { message: 'Signed out' };
    },
  );

  /** seed 001 §7 GET /api/me. */
  app.get(
    '/api/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUser, 401: errorBody },
      },
    },
    async (request) => {
      const { id, name, email, role, emailVerified } = request.user!;
      return { id, name, email, role, emailVerified };
    },
  );

  /** seed 001 §7 POST /api/password-reset/request. */
  app.post(
    '/api/password-reset/request',
    {
      config: { rateLimit: limit('resetRequest') },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
        description: `With \`email\`: mails a reset link to that account if it exists (the answer is the same either way). Without it: mails the link to the configured admin address (the portal's button). Links work once and expire in 15 minutes.`,
        body: passwordResetRequest.nullish(),
        response: { 200: messageResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const message = await requestPasswordReset(deps, { email: request.body?.email });
      return { message };
    },
  );

  /** seed 001 §7 GET /api/password-reset/validate/{token}. */
  app.get(
    '/api/password-reset/validate/:token',
    {
      config: { rateLimit: limit('resetValidate') },
      schema: {
        tags: ['auth'],
        summary: 'Check a password reset link',
        params: z.object({ token: text() }),
        response: { 200: resetTokenValidity, 429: errorBody },
      },
    },
    async (request) => ({ valid: await validateResetToken(deps, request.params.token) }),
  );

  /** seed 001 §7 POST /api/password-reset/confirm. */
  app.post(
    '/api/password-reset/confirm',
    {
      config: { rateLimit: limit('resetConfirm') },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        description: `Uses the link's token up, sets the password (the shared password rule) and ends every session of the account. 400 'This password reset link is invalid or has expired.' for an unknown, used or expired token.`,
        body: passwordResetConfirm,
        response: { 200: messageResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => ({ message: await confirmPasswordReset(deps, request.body) }),
  );
}
