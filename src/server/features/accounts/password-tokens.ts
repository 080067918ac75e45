/**
 * Password links (decision 0008; seed 001 §2 "Password reset", §9): single-use tokens of 256 random
 * bits, stored hashed, that let their holder choose the password of one account. `reset`
 * links last 15 minutes; `set` links (a new account's first password, made by an admin or an
 * invitation) last longer. Issuing a new link of a purpose voids the account's older ones.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '../../../shared/domain/session';
import { passwordTokens, users, type PasswordTokenPurpose } from '../../db/schema';
import { hashSecretToken, newSecretToken } from './secret-token';
import type { DbOrTx } from '../../db/client';

/** Lifetime of a link by purpose, in ms. */
export const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenPurpose, number> = {
  reset: RESET_LINK_MINUTES * 60_000,
  set: 7 * 24 * 3_600_000,
};

/**
 * Issues a link token for `userId`, voiding the account's unused tokens of that purpose.
 * @returns the token (to put in the mailed link; never stored or logged)
 */
export async function issuePasswordToken(db: DbOrTx, userId: number, purpose: PasswordTokenPurpose): Promise<string> {
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt)));
  const { token, hash } = newSecretToken();
  const now = new Date();
  await db.insert(passwordTokens).values({
    tokenHash: hash,
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Tokens of `userId` and `purpose` issued in the last `ms` milliseconds. */
export async function countRecentTokens(
  db: DbOrTx,
  userId: number,
  purpose: PasswordTokenPurpose,
  ms: number,
): Promise<number> {
  const rows = await db
    .select({ hash: passwordTokens.tokenHash })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        gt(passwordTokens.createdAt, new Date(Date.now() - ms)),
      ),
    );
  return rows.length;
}

/**
 * The purpose of `token` ('reset' | 'set') when it is unused, unexpired and its account active,
 * else null (nothing is changed).
 */
export async function passwordTokenPurpose(db: DbOrTx, token: string): Promise<PasswordTokenPurpose | null> {
  const [row] = await db
    .select({ purpose: passwordTokens.purpose })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(
        eq(passwordTokens.tokenHash, hashSecretToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  return row?.purpose ?? null;
}

/**
 * Uses up `token` (only one caller can: the update is conditional) and voids the account's
 * other unused links.
 * @returns the account's id, or null when the token is unknown, used, expired or its account
 *   deactivated
 */
export async function consumePasswordToken(db: DbOrTx, token: string): Promise<number | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.tokenHash, hashSecretToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
        sql`exists (select 1 from ${users} where ${users.id} = ${passwordTokens.userId} and ${users.deactivatedAt} is null)`,
      ),
    )
    .returning({ userId: passwordTokens.userId });
  if (!row) return null;
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, row.userId), isNull(passwordTokens.usedAt)));
  return row.userId;
}
