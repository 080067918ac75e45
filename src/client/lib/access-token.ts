/**
 * Where the client keeps the access token (seed 001 §9: local storage under
 * `genesis_access_token`). Login, signup and the token refresh write it; logout and a failed
 * refresh clear it; the API client reads it. Storage errors (private mode, blocked storage)
 * are swallowed: the app then simply holds no token.
 */
import { ACCESS_TOKEN_STORAGE_KEY } from '../../shared/domain/session';

/** The local-storage key of the access token. */
export const ACCESS_TOKEN_KEY = ACCESS_TOKEN_STORAGE_KEY;

/** Returns the stored access token, or null when none is held or storage is unavailable. */
export function getAccessToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Stores `token` (a JWT to send as `Authorization: Bearer …`). */
export function setAccessToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Storage unavailable: the token lives only as long as the call that got it.
  }
}

/** Forgets the access token. */
export function clearAccessToken(): void {
  try {
    globalThis.localStorage?.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
