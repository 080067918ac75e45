/**
 * The access-token refresh (seed 001 §4 "On a 401 or 403 a request tries a token refresh
 * once"): `POST /api/refresh` with the HttpOnly refresh cookie, no body → `{ token }`.
 *
 * The server treats a refresh cookie sent twice as stolen and revokes the whole session, so
 * refreshes never overlap:
 * - in a tab, concurrent callers share one promise (single flight);
 * - across tabs, the refresh runs under the Web Lock `genesis-refresh` when the browser has
 *   `navigator.locks`; once a tab holds the lock it first looks whether the stored token still
 *   is the one that failed: if not, another tab has refreshed already and its token is used.
 */
import { getAccessToken, setAccessToken } from '../access-token';

/** Name of the Web Lock that serialises refreshes across the tabs of the site. */
export const REFRESH_LOCK_NAME = 'genesis-refresh';
/** The refresh endpoint (seed 001 §7). */
export const REFRESH_PATH = '/api/refresh';

let inFlight: Promise<string | null> | null = null;

/**
 * The token of a refresh answer (`refreshResponse`, `{ token }`, shared/api/auth.ts), or null
 * when the body is not one. Checked by hand, not by the endpoint entry: this module is in the
 * entry chunk, which stays free of zod (decisions 0017 and 0064), and `{ token: non-empty
 * string }` is all the schema asks that the client relies on.
 */
export function tokenOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('token' in body)) return null;
  const { token } = body;
  return typeof token === 'string' && token !== '' ? token : null;
}

async function refreshUnlessDone(failedToken: string | null): Promise<string | null> {
  const current = getAccessToken();
  if (current !== null && current !== failedToken) return current;
  try {
    const response = await fetch(REFRESH_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const token = tokenOf(await response.json());
    if (token === null) return null;
    setAccessToken(token);
    return token;
  } catch {
    return null;
  }
}

async function withCrossTabLock(failedToken: string | null): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    // The lock is held until the callback's promise settles; request() resolves with its value.
    return await locks.request(REFRESH_LOCK_NAME, () => refreshUnlessDone(failedToken));
  }
  return refreshUnlessDone(failedToken);
}

/**
 * Gets a fresh access token after `failedToken` (the token a request was sent with, or null)
 * was refused, and stores it.
 * @returns the new token, or null when the refresh failed (no or revoked cookie, network)
 */
export function refreshAccessToken(failedToken: string | null): Promise<string | null> {
  inFlight ??= withCrossTabLock(failedToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
