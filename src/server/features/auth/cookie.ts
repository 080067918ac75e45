/**
 * The refresh-token cookie (issue 6): HttpOnly (no script reads it), Secure, SameSite=Strict
 * (never sent on a cross-site request), scoped to `/api/refresh`, the only path that reads it,
 * and expiring with its session. Browsers treat http://localhost and http://127.0.0.1 as
 * secure contexts, so Secure cookies work on a local server too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'genesis_refresh';
export const REFRESH_COOKIE_PATH = '/api/refresh';

/** Sets the refresh cookie to `token` until `expiresAt`. */
export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    expires: expiresAt,
  });
}

/** Tells the browser to drop the refresh cookie. */
export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict' });
}

/** The refresh token the request carries, or null. */
export function refreshCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}
