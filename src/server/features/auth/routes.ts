/**
 * Session and password-reset routes (issue 6; seed 001 §7 "Session", "Password reset"):
 * - POST /api/login {email, password} → 200 {token, name, role, email} + refresh cookie
 * - POST /api/signup {name, email, password} → 201 {token, name, role} + refresh cookie
 * - POST /api/refresh (cookie, no body) → 200 {token} + the next refresh cookie
 * - POST /api/logout (bearer token, no body) → 200 {message}; the cookie is cleared
 * - GET /api/me (bearer token) → 200 {id, name, email, role}
 * - POST /api/password-reset/request {email?} → 200 {message} (the same for every address)
 * - GET /api/password-reset/validate/{token} → 200 {valid}
 * - POST /api/password-reset/confirm {token, password} → 200 {message}
 * Errors answer `{ code, message, errors? }`; every public one is rate limited per address.
 */
import { z } from 'zod';
import { currentUser, loginResponse, messageResponse, refreshResponse, resetTokenValidity, signupResponse } from '../../../shared/api/auth';
import { errorBody } from '../../../shared/api/catalogue';
import { loginRequest, passwordResetConfirm, passwordResetRequest, signupRequest } from '../../../shared/validation/auth';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import { bearerToken, SESSION_EXPIRED } from '../../plugins/auth';
import { clearRefreshCookie, refreshCookieOf, REFRESH_COOKIE, REFRESH_COOKIE_PATH, setRefreshCookie } from './cookie';
import { confirmPasswordReset, requestPasswordReset, validateResetToken } from './password-reset';
import { assertSameOrigin } from './same-origin';
import { refreshSession, signIn, signOut, signUp, type AuthDeps } from './service';

/** Requests per client address: [max, minutes]. */
export const AUTH_RATE_LIMITS = {
  login: [20, 15],
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

const cookieNote = `Sets the refresh cookie \`${REFRESH_COOKIE}\` (HttpOnly, Secure, SameSite=Strict, Path=${REFRESH_COOKIE_PATH}).`;

export default async function authRoutes(app: AppInstance) {
  const deps: AuthDeps = { db: app.db, accessTokens: app.accessTokens };
  const resetDeps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, adminEmail: app.config.adminEmail };
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
        description: `Checks the e-mail and password and starts a session. ${cookieNote} A wrong password and an unknown e-mail both answer 401 'Invalid email or password'. 429 after 5 attempts on one e-mail within 15 minutes, or ${AUTH_RATE_LIMITS.login[0]} per ${AUTH_RATE_LIMITS.login[1]} minutes from one address.`,
        body: loginRequest,
        response: { 200: loginResponse, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const signedIn = await signIn(deps, { ...request.body, userAgent: userAgentOf(request.headers) });
      setRefreshCookie(reply, signedIn.refreshToken, signedIn.expiresAt);
      const { name, role, email } = signedIn.user;
      return { token: signedIn.accessToken, name, role, email };
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
        description: `Creates an account with the role author (signup is for authors only) and signs it in. ${cookieNote} 409 when the e-mail has an account.`,
        body: signupRequest,
        response: { 201: signupResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const signedIn = await signUp(deps, { ...request.body, userAgent: userAgentOf(request.headers) });
      setRefreshCookie(reply, signedIn.refreshToken, signedIn.expiresAt);
      const { name, role } = signedIn.user;
      return reply.status(201).send({ token: signedIn.accessToken, name, role });
    },
  );

  /** seed 001 §7 POST /api/refresh. */
  app.post(
    '/api/refresh',
    {
      config: { rateLimit: limit('refresh') },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token',
        description: `Reads the refresh cookie, uses it up and sets the next one (rotation). A refresh token used twice revokes its whole session. Cross-site requests are refused (403). 401 when the cookie is missing, unknown, used, revoked or expired.`,
        response: { 200: refreshResponse, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, app.config.publicUrl);
      const token = refreshCookieOf(request);
      const outcome = token ? await refreshSession(deps, token) : ({ kind: 'invalid' } as const);
      if (outcome.kind === 'refreshed') {
        setRefreshCookie(reply, outcome.refreshToken, outcome.expiresAt);
        return { token: outcome.accessToken };
      }
      if (outcome.kind === 'reuse') {
        request.log.warn({ userId: outcome.userId, sessionId: outcome.sessionId }, 'refresh token reused: session revoked');
      }
      clearRefreshCookie(reply);
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
      clearRefreshCookie(reply);
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
      const { id, name, email, role } = request.user!;
      return { id, name, email, role };
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
      const message = await requestPasswordReset(resetDeps, { email: request.body?.email });
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
        params: z.object({ token: z.string() }),
        response: { 200: resetTokenValidity, 429: errorBody },
      },
    },
    async (request) => ({ valid: await validateResetToken(resetDeps, request.params.token) }),
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
    async (request) => ({ message: await confirmPasswordReset(resetDeps, request.body) }),
  );
}
