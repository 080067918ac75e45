/**
 * Sign-in throttling (issue 6, reworked by issue 12 so that nobody can lock anybody out).
 * Three counters of failed sign-ins, each in a 15-minute window, counted atomically before
 * the password is checked (so parallel guesses are counted too) and refunded by a success:
 *
 * - per (account, client address): 5 failures block that account from that address only, so
 *   a guesser elsewhere cannot block the owner signing in from their own address;
 * - per client address: 30 failures, whatever the accounts, block the address (spraying one
 *   password over many accounts). Successes are not counted, so an editorial office behind
 *   one shared address is never blocked by its colleagues signing in;
 * - per account, from everywhere: after 5 failures each further attempt is slowed down (a
 *   wait growing by 250 ms a failure, at most 3 s), never refused.
 *
 * The counters exist for any e-mail typed, existing or not: throttling reveals nothing about
 * which accounts exist.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInThrottle } from '../../db/schema';
import type { DbOrTx } from '../../lib/mailer';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Failures of one account from one address before that pair is blocked for the window. */
export const SIGN_IN_MAX_ATTEMPTS = 5;
/** Failures from one address (any accounts) before the address is blocked for the window. */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 30;
/** Failures of one account (any addresses) after which its attempts are slowed down. */
export const SIGN_IN_SLOWDOWN_AFTER = 5;
/** The slow-down: this much more waiting per failure beyond the threshold, in ms … */
export const SIGN_IN_SLOWDOWN_STEP_MS = 250;
/** … up to this much, in ms. */
export const SIGN_IN_SLOWDOWN_MAX_MS = 3000;

/** The counters' keys of one attempt. */
export interface ThrottleKeys {
  pair: string;
  address: string;
  account: string;
}

/** The keys of an attempt on `emailKey` (lower-cased e-mail) from client address `ip`. */
export function throttleKeys(emailKey: string, ip: string): ThrottleKeys {
  return { pair: `pair:${emailKey}|${ip}`, address: `ip:${ip}`, account: `account:${emailKey}` };
}

/** What an attempt may do: go on after `delayMs` ms, or wait `retryInMs` ms (blocked). */
export type ThrottleVerdict = { blocked: false; delayMs: number } | { blocked: true; retryInMs: number };

const windowSecs = SIGN_IN_WINDOW_MS / 1000;
const expired = sql`${signInThrottle.windowStart} < now() - make_interval(secs => ${windowSecs}::int)`;

/**
 * Counts an attempt against the three counters of `keys`, in one statement.
 * @returns blocked (with the ms until the blocking window ends) or the slow-down to apply
 */
export async function countSignInAttempt(db: Db, keys: ThrottleKeys): Promise<ThrottleVerdict> {
  const rows = await db
    .insert(signInThrottle)
    .values([keys.pair, keys.address, keys.account].map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${signInThrottle.windowStart} end`,
      },
    })
    .returning({ key: signInThrottle.key, failures: signInThrottle.failures, windowStart: signInThrottle.windowStart });
  const of = (key: string) => rows.find((r) => r.key === key)!;
  const retryIn = (r: { windowStart: Date }) =>
    Math.max(1000, r.windowStart.getTime() + SIGN_IN_WINDOW_MS - Date.now());
  const pair = of(keys.pair);
  if (pair.failures > SIGN_IN_MAX_ATTEMPTS) return { blocked: true, retryInMs: retryIn(pair) };
  const address = of(keys.address);
  if (address.failures > SIGN_IN_MAX_FAILURES_PER_ADDRESS) return { blocked: true, retryInMs: retryIn(address) };
  const beyond = of(keys.account).failures - 1 - SIGN_IN_SLOWDOWN_AFTER;
  return {
    blocked: false,
    delayMs: beyond > 0 ? Math.min(SIGN_IN_SLOWDOWN_MAX_MS, beyond * SIGN_IN_SLOWDOWN_STEP_MS) : 0,
  };
}

/**
 * After a successful sign-in: forgets the pair's and the account's failures, and takes the
 * attempt back off the address's count (a success is not a failure).
 */
export async function refundSignInAttempt(db: DbOrTx, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [keys.pair, keys.account]));
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(sql`${signInThrottle.key} = ${keys.address}`);
}

/** Forgets every failure of `emailKey` from every address (after a password reset). */
export async function clearSignInAttempts(db: DbOrTx, emailKey: string): Promise<void> {
  await db
    .delete(signInThrottle)
    .where(
      sql`${signInThrottle.key} = ${`account:${emailKey}`} or ${signInThrottle.key} like ${`pair:${likeEscape(emailKey)}|%`}`,
    );
}

/** `s` with LIKE's wildcards escaped. */
function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
