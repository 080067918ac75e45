/**
 * The refresh-token cookie (decision 0008; decision 0013 for the name): HttpOnly (no script reads it),
 * Secure, SameSite=Strict (never sent on a cross-site request), expiring with its session.
 *
 * - Over https (PUBLIC_URL https://…) it is `__Host-genesis_refresh`: the `__Host-` prefix
 *   makes browsers refuse it unless it is Secure, host-only (no Domain) and on Path=/, so a
 *   sibling subdomain or a plain-http page cannot plant or shadow it. The prefix demands
 *   Path=/, so the cookie then travels with every same-site request (the request log redacts
 *   Cookie headers).
 * - Over http (a local server) it is `genesis_refresh` on Path=/api/refresh, the only path
 *   that reads it. Browsers treat http://localhost and http://127.0.0.1 as secure contexts,
 *   so Secure cookies work there too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie's name and path for a site served from `publicUrl`. */
export interface RefreshCookie {
  name: string;
  path: string;
}

export const REFRESH_COOKIE = 'genesis_refresh';
export const REFRESH_COOKIE_PATH = '/api/refresh';

/** `__Host-genesis_refresh` on `/` over https, `genesis_refresh` on `/api/refresh` otherwise. */
export function refreshCookieFor(publicUrl: string): RefreshCookie {
  return publicUrl.startsWith('https:')
    ? { name: `__Host-${REFRESH_COOKIE}`, path: '/' }
    : { name: REFRESH_COOKIE, path: REFRESH_COOKIE_PATH };
}

const attributes = (cookie: RefreshCookie) => ({
  path: cookie.path,
  httpOnly: true,
  secure: true,
  sameSite: 'strict' as const,
});

/** Sets the refresh cookie to `token` until `expiresAt`. */
export function setRefreshCookie(reply: FastifyReply, cookie: RefreshCookie, token: string, expiresAt: Date): void {
  reply.setCookie(cookie.name, token, { ...attributes(cookie), expires: expiresAt });
}

/** Tells the browser to drop the refresh cookie. */
export function clearRefreshCookie(reply: FastifyReply, cookie: RefreshCookie): void {
  reply.clearCookie(cookie.name, attributes(cookie));
}

/** The refresh token the request carries, or null. */
export function refreshCookieOf(request: FastifyRequest, cookie: RefreshCookie): string | null {
  const value = request.cookies[cookie.name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}
