/**
 * Sign-in throttling (decision 0008, reworked by decision 0013 so that nobody can lock anybody out).
 * Three counters of failed sign-ins, each in a 15-minute window, counted atomically before
 * the password is checked (so parallel guesses are counted too) and refunded by a success:
 *
 * - per (account, client address): 5 failures block that account from that address only, so
 *   a guesser elsewhere cannot block the owner signing in from their own address;
 * - per client address: 30 failures, whatever the accounts, block the address (spraying one
 *   password over many accounts). Successes are not counted, so an editorial office behind
 *   one shared address is never blocked by its colleagues signing in;
 * - per account, from everywhere: after 5 failures each further attempt is slowed down (a
 *   wait growing by 250 ms a failure, at most 3 s);
 * - per account, from everywhere, with no window (NIST SP 800-63B §5.2.2: at most 100
 *   consecutive failures): after {@link SIGN_IN_MAX_ACCOUNT_FAILURES} failures since the last
 *   success or password reset, attempts are refused before the password is checked, until
 *   the owner uses a mailed reset link or signs in from a known browser;
 * - per device cookie (device-cookie.ts), with no window: a browser that has signed in to the
 *   account before is counted here instead of against the account's cap, so a stranger who
 *   exhausts the cap cannot lock the owner out; each cookie allows
 *   {@link SIGN_IN_MAX_DEVICE_ATTEMPTS} attempts, and is spent (replaced by a new one) when its
 *   browser signs in, so a stolen cookie yields a bounded number of guesses. A cookie past its
 *   allowance is ignored: the attempt counts against the account's cap like any other.
 *
 * Each count is one INSERT … ON CONFLICT DO UPDATE … RETURNING: PostgreSQL locks the rows, so
 * concurrent attempts get distinct counts and at most the allowed number go on to the password
 * check. The counters exist for any e-mail typed, existing or not: throttling reveals nothing
 * about which accounts exist (docs/decisions/0013-address-verification.md).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { signInThrottle } from '../../db/schema';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Failures of one account from one address before that pair is blocked for the window. */
export const SIGN_IN_MAX_ATTEMPTS = 5;
/** Failures from one address (any accounts) before the address is blocked for the window. */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 30;
/** Failures of one account (any addresses) after which its attempts are slowed down. */
export const SIGN_IN_SLOWDOWN_AFTER = 5;
/** Failures of one account (any addresses, no window) after which only known browsers may try. */
export const SIGN_IN_MAX_ACCOUNT_FAILURES = 100;
/** Attempts one device cookie allows (no window; a success spends the cookie). */
export const SIGN_IN_MAX_DEVICE_ATTEMPTS = 10;
/** The slow-down: this much more waiting per failure beyond the threshold, in ms … */
export const SIGN_IN_SLOWDOWN_STEP_MS = 250;
/** … up to this much, in ms. */
export const SIGN_IN_SLOWDOWN_MAX_MS = 3000;

/** The counters' keys of one attempt. */
export interface ThrottleKeys {
  emailKey: string;
  pair: string;
  address: string;
  /** The windowed count behind the slow-down. */
  account: string;
  /** The cap on failures without a known browser (no window). */
  cap: string;
  /** The counter of the device cookie presented, when it is genuine and this account's. */
  device: string | null;
}

/**
 * The keys of an attempt on `emailKey` (lower-cased e-mail) from client address `ip`, with the
 * nonce of a genuine device cookie of that account (device-cookie.ts `verifyDeviceCookie`), or null.
 */
export function throttleKeys(emailKey: string, ip: string, deviceNonce: string | null = null): ThrottleKeys {
  return {
    emailKey,
    pair: `pair:${emailKey}|${ip}`,
    address: `ip:${ip}`,
    account: `account:${emailKey}`,
    cap: `cap:${emailKey}`,
    device: deviceNonce === null ? null : `device:${emailKey}|${deviceNonce}`,
  };
}

/**
 * What an attempt may do: go on after `delayMs` ms (`trusted` when a device cookie's allowance
 * covers it); or not: `window` blocks end after `retryInMs` ms; `locked` lasts until a success
 * from a known browser or a password reset.
 */
export type ThrottleVerdict =
  | { blocked: false; delayMs: number; trusted: boolean }
  | { blocked: 'window'; retryInMs: number }
  | { blocked: 'locked' };

const windowSecs = SIGN_IN_WINDOW_MS / 1000;
/** Counters without a window: the account's cap and the device cookies'. */
const unwindowed = sql`split_part(${signInThrottle.key}, ':', 1) in ('cap', 'device')`;
const expired = sql`(not ${unwindowed} and ${signInThrottle.windowStart} < now() - make_interval(secs => ${windowSecs}::int))`;

/** Adds one to each counter of `keys` (one statement, rows locked in the order given). */
async function increment(db: Db, keys: string[]) {
  return db
    .insert(signInThrottle)
    .values(keys.map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${signInThrottle.windowStart} end`,
      },
    })
    .returning({ key: signInThrottle.key, failures: signInThrottle.failures, windowStart: signInThrottle.windowStart });
}

/**
 * Counts an attempt, before its password is checked: the pair, the address, the account's
 * slow-down and either the device cookie's allowance or (without a usable cookie) the
 * account's cap, in one statement; a cookie past its allowance adds a second one for the cap.
 * @returns blocked (`window`, with the ms until the blocking window ends, or `locked`), or the
 *   slow-down to apply (none for a known browser)
 */
export async function countSignInAttempt(db: Db, keys: ThrottleKeys): Promise<ThrottleVerdict> {
  const rows = await increment(db, [keys.pair, keys.address, keys.account, keys.device ?? keys.cap]);
  const of = (key: string) => rows.find((r) => r.key === key)!;
  const retryIn = (r: { windowStart: Date }) =>
    Math.max(1000, r.windowStart.getTime() + SIGN_IN_WINDOW_MS - Date.now());
  const pair = of(keys.pair);
  if (pair.failures > SIGN_IN_MAX_ATTEMPTS) return { blocked: 'window', retryInMs: retryIn(pair) };
  const address = of(keys.address);
  if (address.failures > SIGN_IN_MAX_FAILURES_PER_ADDRESS) return { blocked: 'window', retryInMs: retryIn(address) };
  if (keys.device !== null && of(keys.device).failures <= SIGN_IN_MAX_DEVICE_ATTEMPTS) {
    return { blocked: false, delayMs: 0, trusted: true };
  }
  const cap = keys.device === null ? of(keys.cap) : (await increment(db, [keys.cap]))[0];
  if (cap.failures > SIGN_IN_MAX_ACCOUNT_FAILURES) return { blocked: 'locked' };
  const beyond = of(keys.account).failures - 1 - SIGN_IN_SLOWDOWN_AFTER;
  return {
    blocked: false,
    delayMs: beyond > 0 ? Math.min(SIGN_IN_SLOWDOWN_MAX_MS, beyond * SIGN_IN_SLOWDOWN_STEP_MS) : 0,
    trusted: false,
  };
}

/**
 * After a successful sign-in: forgets the pair's and the account's failures (the slow-down
 * and the cap), takes the attempt back off the address's count (a success is not a failure),
 * and spends the device cookie presented (its browser gets a new one). Rows are taken in the order
 * {@link countSignInAttempt} takes them (pair, address, account), so the two cannot deadlock.
 */
export async function refundSignInAttempt(db: DbOrTx, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, keys.pair));
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(eq(signInThrottle.key, keys.address));
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [keys.account, keys.cap]));
  if (keys.device !== null) {
    await db
      .update(signInThrottle)
      .set({ failures: SIGN_IN_MAX_DEVICE_ATTEMPTS + 1 })
      .where(eq(signInThrottle.key, keys.device));
  }
}

/**
 * Forgets every failure of `emailKey` from every address, and its cap (after a password
 * reset: the mailed link proved the owner). Device cookies keep their counts.
 */
export async function clearSignInAttempts(db: DbOrTx, emailKey: string): Promise<void> {
  await db
    .delete(signInThrottle)
    .where(
      sql`${signInThrottle.key} in (${`account:${emailKey}`}, ${`cap:${emailKey}`}) or ${signInThrottle.key} like ${`pair:${likeEscape(emailKey)}|%`}`,
    );
}

/** `s` with LIKE's wildcards escaped. */
function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
