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
 * The paths and schemas are the endpoint table's (shared/api/endpoints/accounts.ts, decision 0064).
 */
import * as endpoints from '../../../shared/api/endpoints/accounts';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
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
import { requestOwnEmail, resendVerification, verifyEmail } from './verification';
import { setOwnEmail } from '../../../shared/api/endpoints/orcid-invitations';

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
  endpointRoute(
    app,
    endpoints.login,
    {
      config: { rateLimit: limit('login') },
      description: `Checks the e-mail and password and starts a session. ${cookieNote} Also sets the account's device cookie (HttpOnly, signed, ${DEVICE_COOKIE_DAYS} days, replaced at each sign-in). A wrong password and an unknown e-mail both answer 401 'Invalid email or password'. 429 RATE_LIMITED after 5 failures on one e-mail from one address within 15 minutes, after 30 failures from one address, or ${AUTH_RATE_LIMITS.login[0]} requests per ${AUTH_RATE_LIMITS.login[1]} minutes from one address; failures on one e-mail from everywhere slow its sign-ins down (up to 3 s). After ${SIGN_IN_MAX_ACCOUNT_FAILURES} failures on one e-mail since its last success or password reset, 429 ACCOUNT_LOCKED '${SIGN_IN_LOCKED}', without checking the password, unless the browser sends that account's device cookie (${SIGN_IN_MAX_DEVICE_ATTEMPTS} attempts per cookie).`,
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
  endpointRoute(app, endpoints.signup, { config: { rateLimit: limit('signup') } }, async (request, reply) =>
    reply.status(201).send(await signUp(deps, request.body)),
  );

  /** Decision 0013: the verification link's page posts its token here. */
  endpointRoute(app, endpoints.verifyEmail, { config: { rateLimit: limit('verify') } }, async (request) => ({
    message: await verifyEmail(deps, request.body.token),
  }));

  /** Decision 0013: the dashboard's "send the link again". */
  endpointRoute(
    app,
    endpoints.resendVerification,
    { onRequest: app.requireUser, config: { rateLimit: limit('verifyResend') } },
    async (request) => ({ message: await resendVerification(deps, request.user!) }),
  );

  /** Decision 0093: an ORCID-made account gives its real address (confirmed before it is used). */
  endpointRoute(
    app,
    setOwnEmail,
    { onRequest: app.requireUser, config: { rateLimit: limit('verifyResend') } },
    async (request) => ({ message: await requestOwnEmail(deps, request.user!, request.body.email) }),
  );

  /** seed 001 §7 POST /api/refresh. */
  endpointRoute(app, endpoints.refresh, { config: { rateLimit: limit('refresh') } }, async (request, reply) => {
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
  });

  /** seed 001 §7 POST /api/logout. */
  endpointRoute(app, endpoints.logout, {}, async (request, reply) => {
    assertSameOrigin(request, app.config.publicUrl);
    await signOut(deps, bearerToken(request));
    clearRefreshCookie(reply, cookie);
    return { message: 'Signed out' };
  });

  /** seed 001 §7 GET /api/me. */
  endpointRoute(app, endpoints.me, { onRequest: app.requireUser }, async (request) => {
    const { id, name, email, role, emailVerified } = request.user!;
    return { id, name, email, role, emailVerified };
  });

  /** seed 001 §7 POST /api/password-reset/request. */
  endpointRoute(
    app,
    endpoints.requestPasswordReset,
    { config: { rateLimit: limit('resetRequest') } },
    async (request) => ({ message: await requestPasswordReset(deps, { email: request.body?.email }) }),
  );

  /** seed 001 §7 GET /api/password-reset/validate/{token}. */
  endpointRoute(app, endpoints.validateResetToken, { config: { rateLimit: limit('resetValidate') } }, async (request) =>
    validateResetToken(deps, request.params.token),
  );

  /** seed 001 §7 POST /api/password-reset/confirm. */
  endpointRoute(
    app,
    endpoints.confirmPasswordReset,
    { config: { rateLimit: limit('resetConfirm') } },
    async (request) => ({ message: await confirmPasswordReset(deps, request.body) }),
  );
}
