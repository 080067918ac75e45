/**
 * Sessions and their refresh tokens (decision 0008). A session is one refresh-token family: sign-in
 * starts it with a first token; every refresh marks the presented token used and issues the
 * next; a used token presented again means it was stolen or replayed, and the whole family is
 * revoked — except within a short grace (decision 0013): two tabs or a retried request presenting
 * the same token within {@link REFRESH_GRACE_MS} get the same next token, as long as that one
 * is still the family's current token. Tokens are stored only as sha256 hashes
 * (secret-token.ts); the next token is derived from the presented one with a server key
 * (HMAC-SHA256), which is how the same one can be given again without storing it.
 */
import { createHmac } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { refreshTokens, sessions, users } from '../../db/schema';
import { SESSION_IDLE_MS } from '../../../shared/domain/session';
import { hashSecretToken, newSecretToken } from './secret-token';

/** A session ends this long after sign-in, however often it refreshes (30 days). */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3_600_000;
/** A session not refreshed for this long ends (7 days; shared/domain/session.ts). */
export { SESSION_IDLE_MS };
/** A used refresh token presented again this soon gives the same next token (10 s). */
export const REFRESH_GRACE_MS = 10_000;

/** The token that follows `token` in its family: HMAC-SHA256 under the server's key, base64url. */
export function nextRefreshToken(key: Uint8Array, token: string): { token: string; hash: string } {
  const next = createHmac('sha256', key).update(token, 'utf8').digest('base64url');
  return { token: next, hash: hashSecretToken(next) };
}

/** Why a session was revoked. */
export type RevokeReason = 'logout' | 'reuse' | 'password_reset' | 'deactivated' | 'role_changed' | 'reclaimed';

/** A new session and its first refresh token (give the token to the browser once). */
export interface StartedSession {
  sessionId: string;
  refreshToken: string;
  expiresAt: Date;
}

/**
 * Starts a session for `userId`.
 * @param userAgent the browser's User-Agent, cut to 300 characters (shown to the user later)
 */
export async function startSession(db: DbOrTx, userId: number, userAgent?: string): Promise<StartedSession> {
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) || null })
    .returning({ id: sessions.id });
  const { token, hash } = newSecretToken();
  await db.insert(refreshTokens).values({ tokenHash: hash, sessionId: row.id });
  return { sessionId: row.id, refreshToken: token, expiresAt };
}

/** What a refresh found. */
export type RotateResult =
  | { kind: 'rotated'; userId: number; sessionId: string; refreshToken: string; expiresAt: Date }
  /** Unknown token, or its session revoked, expired, idle too long or its user deactivated. */
  | { kind: 'invalid' }
  /** A token already used: the family is now revoked. */
  | { kind: 'reuse'; userId: number; sessionId: string };

/**
 * Exchanges a refresh token for the next one of its family, in one transaction (the token's
 * row and its session are locked, so concurrent presentations queue). A used token presented
 * again within {@link REFRESH_GRACE_MS} of its use, while its successor is still unused, gets
 * that same successor ('rotated' again); otherwise a used token is a reuse, which revokes the
 * family.
 * @param key the server's key that derives each next token (app secret)
 */
export async function rotateRefreshToken(db: Db, key: Uint8Array, token: string): Promise<RotateResult> {
  const hash = hashSecretToken(token);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        sessionId: refreshTokens.sessionId,
        usedAt: refreshTokens.usedAt,
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastUsedAt: sessions.lastUsedAt,
        deactivatedAt: users.deactivatedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, hash))
      .for('update', { of: [refreshTokens, sessions] });
    if (!row) return { kind: 'invalid' } as const;
    const now = Date.now();
    const live =
      row.revokedAt === null &&
      row.deactivatedAt === null &&
      row.expiresAt.getTime() > now &&
      row.lastUsedAt.getTime() > now - SESSION_IDLE_MS;
    if (!live) return { kind: 'invalid' } as const;
    const next = nextRefreshToken(key, token);
    if (row.usedAt !== null) {
      const [successor] =
        row.usedAt.getTime() > now - REFRESH_GRACE_MS
          ? await tx
              .select({ usedAt: refreshTokens.usedAt })
              .from(refreshTokens)
              .where(
                and(
                  eq(refreshTokens.tokenHash, next.hash),
                  eq(refreshTokens.sessionId, row.sessionId),
                  isNull(refreshTokens.usedAt),
                ),
              )
          : [];
      if (!successor) {
        await revokeSession(tx, row.sessionId, 'reuse');
        return { kind: 'reuse', userId: row.userId, sessionId: row.sessionId } as const;
      }
    } else {
      await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(eq(refreshTokens.tokenHash, hash));
      await tx.insert(refreshTokens).values({ tokenHash: next.hash, sessionId: row.sessionId });
    }
    const [session] = await tx
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId))
      .returning({ expiresAt: sessions.expiresAt });
    return {
      kind: 'rotated',
      userId: row.userId,
      sessionId: row.sessionId,
      refreshToken: next.token,
      expiresAt: session.expiresAt,
    } as const;
  });
}

/** Revokes one session (idempotent: an already revoked one keeps its first reason). */
export async function revokeSession(db: DbOrTx, sessionId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user; returns how many. */
export async function revokeUserSessions(db: DbOrTx, userId: number, reason: RevokeReason): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}
