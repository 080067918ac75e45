/**
 * Where the client keeps the access token (seed 000 §9: local storage under a
 * product-specific key). Login, refresh and logout (a later issue) write it; the API
 * client reads it.
 */
export const ACCESS_TOKEN_KEY = 'genesis_access_token';

/** Returns the stored access token, or null when none is held or storage is unavailable. */
export function getAccessToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}
