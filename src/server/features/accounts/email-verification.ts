/**
 * E-mail verification links (decision 0013): 256-bit single-use tokens, stored only as sha256,
 * valid 24 hours, each bound to the address it was mailed to. Using one marks the account's
 * address proven, unless the account's address has changed since. An ORCID-made account's link
 * to a new address (decision 0093) gives the account that address when it is used.
 */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { VERIFY_LINK_HOURS } from '../../../shared/domain/session';
import { emailVerifications, users } from '../../db/schema';
import { hashSecretToken, newSecretToken } from './secret-token';
import type { DbOrTx } from '../../db/client';

export const VERIFY_TOKEN_TTL_MS = VERIFY_LINK_HOURS * 3_600_000;

/**
 * Issues a verification token for `user`'s current address, voiding its older unused ones.
 * @returns the token, for the mailed link only (never stored or logged)
 */
export async function issueVerificationToken(db: DbOrTx, user: { id: number; email: string }): Promise<string> {
  await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
  const { token, hash } = newSecretToken();
  const now = new Date();
  await db.insert(emailVerifications).values({
    tokenHash: hash,
    userId: user.id,
    email: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
  });
  return token;
}

/** How many verification tokens `userId` was issued in the last `ms` milliseconds. */
export async function countRecentVerificationTokens(db: DbOrTx, userId: number, ms: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, new Date(Date.now() - ms))));
  return n;
}

/**
 * Uses up `token` (a conditional update: only one caller can) and marks its account's address
 * verified, if the account still has the address the link was mailed to and is active.
 * @returns the account's id, or null for an unknown, used or expired token, a changed address
 *   or a deactivated account
 */
export async function consumeVerificationToken(db: DbOrTx, token: string): Promise<number | null> {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashSecretToken(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, new Date()),
        // The account still has the address, or (decision 0093) it is an ORCID-made account
        // whose placeholder address is replaced by the one just proven, if no account has it.
        sql`exists (select 1 from ${users} where ${users.id} = ${emailVerifications.userId} and ${users.deactivatedAt} is null and (${users.email} = ${emailVerifications.email} or (${users.email} like '%@orcid.invalid' and not exists (select 1 from ${users} u2 where u2.email = ${emailVerifications.email}))))`,
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  if (!row) return null;
  await db
    .update(users)
    .set({ email: row.email, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, row.userId));
  return row.userId;
}
