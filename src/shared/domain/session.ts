/**
 * Session constants both sides use (seed 001 §9), in a module without zod so the client
 * can import them into any chunk.
 */

/** Lifetime of a password-reset link, in minutes (seed 001 §9). */
export const RESET_LINK_MINUTES = 15;
/** Where the client keeps the access token (seed 001 §9) and the signed-in user. */
export const ACCESS_TOKEN_STORAGE_KEY = 'genesis_access_token';
export const USER_STORAGE_KEY = 'genesis_user';
/** Delay before the reset pages redirect (seed 001 §9), in ms. */
export const RESET_REDIRECT_MS = 3000;
