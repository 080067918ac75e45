/**
 * Device cookies (docs/decisions/0013-address-verification.md; OWASP "Slow Down Online
 * Guessing Attacks with Device Cookies"): a browser that has signed in to an account carries
 * a cookie, signed by the server and bound to that account, that marks it as the owner's
 * known browser. Its sign-in attempts are counted against the cookie's own allowance
 * (throttle.ts) instead of the account's cap on failures, so a stranger who exhausts the cap
 * cannot lock the owner out of their own browser.
 *
 * - One cookie per account, named after a hash of the lower-cased e-mail, so several people
 *   sharing a browser each keep theirs: `__Host-genesis_device_<16 characters>` on `Path=/`
 *   over https (the prefix forbids a Domain and demands Secure), `genesis_device_<…>` on
 *   `Path=/api/login` (the only route that reads it) over http. HttpOnly, Secure,
 *   SameSite=Strict, kept {@link DEVICE_COOKIE_DAYS} days.
 * - Value `<issued, unix seconds>.<nonce, 128 random bits, base64url>.<HMAC-SHA256>` where the
 *   HMAC (key: an app secret shared by every server, app-secret.ts) covers the account's id,
 *   the issue time and the nonce. Nothing is stored on the server but the nonce's counter.
 * - Every successful sign-in replaces the cookie by a new one (a new nonce), and the presented
 *   one is spent (throttle.ts): a stolen cookie works for a bounded number of guesses, and not
 *   at all once its owner has signed in again.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a device cookie is kept by the browser and accepted by the server, in days. */
export const DEVICE_COOKIE_DAYS = 180;
/** The app secret's name of the device cookies' signing key. */
export const DEVICE_KEY_NAME = 'device_cookie_hmac';

const PREFIX = 'genesis_device_';
const LIFETIME_MS = DEVICE_COOKIE_DAYS * 24 * 3_600_000;

/** The cookie's name and path for one account on a site served from `publicUrl`. */
export interface DeviceCookieSpec {
  name: string;
  path: string;
}

/**
 * The device cookie of the account whose (lower-cased) e-mail is `emailKey`: its name carries
 * the first 16 base64url characters of the e-mail's SHA-256 (no address in clear in the cookie).
 */
export function deviceCookieFor(publicUrl: string, emailKey: string): DeviceCookieSpec {
  const id = createHash('sha256').update(emailKey).digest('base64url').slice(0, 16);
  return publicUrl.startsWith('https:')
    ? { name: `__Host-${PREFIX}${id}`, path: '/' }
    : { name: `${PREFIX}${id}`, path: '/api/login' };
}

function mac(key: Uint8Array, userId: number, issued: string, nonce: string): Buffer {
  return createHmac('sha256', key).update(`${userId}.${issued}.${nonce}`).digest();
}

/** A new device cookie for account `userId`: its value, its nonce (the counter's key) and its end. */
export function newDeviceCookie(key: Uint8Array, userId: number): { value: string; nonce: string; expiresAt: Date } {
  const now = Date.now();
  const issued = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('base64url');
  return {
    value: `${issued}.${nonce}.${mac(key, userId, issued, nonce).toString('base64url')}`,
    nonce,
    expiresAt: new Date(now + LIFETIME_MS),
  };
}

/**
 * Checks a presented device cookie against account `userId`.
 * @returns the cookie's nonce when its signature is the server's for this account and it is
 *   younger than {@link DEVICE_COOKIE_DAYS} days; else null (malformed, forged, another
 *   account's, expired)
 */
export function verifyDeviceCookie(key: Uint8Array, userId: number, value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [issued, nonce, signature] = parts;
  if (!/^\d{1,12}$/.test(issued) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, userId, issued, nonce);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = Date.now() - Number(issued) * 1000;
  return age >= -60_000 && age < LIFETIME_MS ? nonce : null;
}

const attributes = (spec: DeviceCookieSpec) => ({
  path: spec.path,
  httpOnly: true,
  secure: true,
  sameSite: 'strict' as const,
});

/** The device cookie the request carries for `spec`, or null. */
export function deviceCookieOf(request: FastifyRequest, spec: DeviceCookieSpec): string | null {
  const value = request.cookies[spec.name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Sets the device cookie `spec` to `value` until `expiresAt`. */
export function setDeviceCookie(reply: FastifyReply, spec: DeviceCookieSpec, value: string, expiresAt: Date): void {
  reply.setCookie(spec.name, value, { ...attributes(spec), expires: expiresAt });
}
