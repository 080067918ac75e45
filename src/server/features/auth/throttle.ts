/**
 * Sign-in throttling per account name (issue 6), beside the per-address rate limit of the
 * route: at most 5 sign-in attempts per typed e-mail in a 15-minute window; a success clears
 * the count. The count is kept for any e-mail, existing or not, so the 429 reveals nothing
 * about which accounts exist. The attempt is counted (atomically) before the password is
 * checked, so parallel guesses cannot slip past the limit.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';
import type { DbOrTx } from '../../lib/mailer';

export const SIGN_IN_MAX_ATTEMPTS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Counts an attempt for `emailKey` (lower-cased e-mail).
 * @returns 0 when the attempt may go on, else the ms until the window ends
 */
export async function countSignInAttempt(db: Db, emailKey: string): Promise<number> {
  const windowSecs = SIGN_IN_WINDOW_MS / 1000;
  const [row] = await db
    .insert(signInFailures)
    .values({ emailKey, failures: 1 })
    .onConflictDoUpdate({
      target: signInFailures.emailKey,
      set: {
        failures: sql`case when ${signInFailures.windowStart} < now() - make_interval(secs => ${windowSecs}::int) then 1 else ${signInFailures.failures} + 1 end`,
        windowStart: sql`case when ${signInFailures.windowStart} < now() - make_interval(secs => ${windowSecs}::int) then now() else ${signInFailures.windowStart} end`,
      },
    })
    .returning({ failures: signInFailures.failures, windowStart: signInFailures.windowStart });
  if (row.failures <= SIGN_IN_MAX_ATTEMPTS) return 0;
  return Math.max(1000, row.windowStart.getTime() + SIGN_IN_WINDOW_MS - Date.now());
}

/** Forgets the attempts of `emailKey` (after a successful sign-in or a password reset). */
export async function clearSignInAttempts(db: DbOrTx, emailKey: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.emailKey, emailKey));
}
