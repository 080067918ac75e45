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
/**
 * A session not refreshed for this long ends (7 days), in ms: the accounts feature refuses
 * to refresh it, and the server's auth plugin refuses its access tokens.
 */
export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
/** Lifetime of an e-mail verification link, in hours (decision 0013). */
export const VERIFY_LINK_HOURS = 24;
/** The signup answer and the dashboard's notice for an unconfirmed address (decision 0013). */
export const CHECK_EMAIL_TO_CONFIRM = 'Check your e-mail to confirm your address';

/**
 * The error code of a sign-in refused because its account reached the cap on failed attempts
 * (HTTP 429; docs/decisions/0013-address-verification.md, NIST SP 800-63B §5.2.2): the sign-in
 * form then offers the link to /forgot-password.
 */
export const ACCOUNT_LOCKED_CODE = 'ACCOUNT_LOCKED';
/** The message of that refusal. */
export const SIGN_IN_LOCKED =
  'Sign-in to this account is locked after too many failed attempts. Reset your password with the link we e-mail you (Forgot password), or sign in from a browser you have signed in with before.';
