/**
 * Cross-site request refusal for the cookie-driven calls (decision 0008: refresh and logout
 * refuse cross-site requests). SameSite=Strict already keeps the cookie off cross-site
 * requests; this check is the second lock, and it covers logout, which has no cookie.
 *
 * A browser says where a request comes from in `Sec-Fetch-Site` (every current browser) and
 * `Origin`. Only `same-origin`, or an Origin equal to PUBLIC_URL's, passes. A request with
 * neither header is not from a browser page (curl, a server): nothing ambient can be abused
 * there, so it passes.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed.';

/** @throws AppError FORBIDDEN when the request comes from another site. */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site === 'same-origin') return;
    throw new AppError('FORBIDDEN', CROSS_SITE_REFUSED);
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === new URL(publicUrl).origin) return;
    throw new AppError('FORBIDDEN', CROSS_SITE_REFUSED);
  }
}
