/**
 * Sign-in, signup, refresh and logout (issue 6; seed 001 §2, §4, §7). Routes stay thin;
 * these functions hold the rules. Passwords: argon2id; sessions: rotating refresh-token
 * families (lib/accounts/sessions.ts); access tokens: short JWTs (lib/accounts/access-tokens.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { SELF_SIGNUP_ROLE, type Role } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AccessTokens } from '../../lib/accounts/access-tokens';
import { hashPassword, verifyPassword } from '../../lib/accounts/passwords';
import { revokeSession, rotateRefreshToken, startSession, type StartedSession } from '../../lib/accounts/sessions';
import { createUser, findUserByEmail, type UserRow } from '../../lib/accounts/users';
import { AppError } from '../../lib/errors';
import { clearSignInAttempts, countSignInAttempt } from './throttle';

/** The one answer to a wrong password and an unknown e-mail alike. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact the editorial office.';

export interface AuthDeps {
  db: Db;
  accessTokens: AccessTokens;
}

/** A signed-in user with the tokens to hand to the browser. */
export interface SignedIn {
  user: { id: number; name: string; email: string; role: Role };
  /** Access token (JWT) for the response body. */
  accessToken: string;
  /** Refresh token for the cookie; never in a body or a log. */
  refreshToken: string;
  /** When the session (and so the cookie) ends. */
  expiresAt: Date;
}

/** What sign-in and signup answer: the user, an access token for the new session, its refresh token. */
async function signedIn(deps: AuthDeps, user: UserRow, session: StartedSession): Promise<SignedIn> {
  return {
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    accessToken: await deps.accessTokens.sign({ userId: user.id, sessionId: session.sessionId }),
    refreshToken: session.refreshToken,
    expiresAt: session.expiresAt,
  };
}

/**
 * Checks an e-mail and password and starts a session (seed 001 §7 `POST /api/login`).
 * @throws AppError RATE_LIMITED (429) after 5 attempts on one e-mail within 15 minutes;
 *   UNAUTHORIZED (401) 'Invalid email or password' for a wrong password or unknown e-mail;
 *   FORBIDDEN (403) for a deactivated account (said only once its password was right)
 */
export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; userAgent?: string },
): Promise<SignedIn> {
  const emailKey = input.email.trim().toLowerCase();
  const waitMs = await countSignInAttempt(deps.db, emailKey);
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw new AppError(
      'RATE_LIMITED',
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  const user = await findUserByEmail(deps.db, emailKey);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  if (user.deactivatedAt) throw new AppError('FORBIDDEN', ACCOUNT_DEACTIVATED);

  const session = await deps.db.transaction(async (tx) => {
    await clearSignInAttempts(tx, emailKey);
    await tx.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, user.id));
    return startSession(tx, user.id, input.userAgent);
  });
  return signedIn(deps, user, session);
}

/**
 * Creates an author account and signs it in (seed 001 §2 "Signup", described as for authors
 * only: the role is never taken from the request).
 * @throws AppError CONFLICT (409) when the e-mail has an account
 */
export async function signUp(
  deps: AuthDeps,
  input: { name: string; email: string; password: string; userAgent?: string },
): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  const { user, session } = await deps.db.transaction(async (tx) => {
    const created = await createUser(tx, { name: input.name, email: input.email, role: SELF_SIGNUP_ROLE, passwordHash });
    await tx.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, created.id));
    return { user: created, session: await startSession(tx, created.id, input.userAgent) };
  });
  return signedIn(deps, user, session);
}

/** What a refresh gives: the next tokens, or why there are none. */
export type RefreshOutcome =
  | { kind: 'refreshed'; accessToken: string; refreshToken: string; expiresAt: Date }
  | { kind: 'invalid' }
  | { kind: 'reuse'; userId: number; sessionId: string };

/**
 * Rotates a refresh token (seed 001 §7 `POST /api/refresh`): the presented token is used up,
 * the next one and a new access token are returned. A used token presented again revokes its
 * whole session ('reuse').
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<RefreshOutcome> {
  const rotated = await rotateRefreshToken(deps.db, refreshToken);
  if (rotated.kind !== 'rotated') return rotated;
  return {
    kind: 'refreshed',
    accessToken: await deps.accessTokens.sign({ userId: rotated.userId, sessionId: rotated.sessionId }),
    refreshToken: rotated.refreshToken,
    expiresAt: rotated.expiresAt,
  };
}

/**
 * Ends the session an access token names (seed 001 §7 `POST /api/logout`). The token may have
 * expired (its signature must still be genuine): logging out must work after a pause too.
 * Without a genuine token there is nothing to end, and that is not an error.
 * @returns true when a session was named and is now revoked
 */
export async function signOut(deps: AuthDeps, accessToken: string | null): Promise<boolean> {
  if (!accessToken) return false;
  const check = await deps.accessTokens.verify(accessToken, { ignoreExpiry: true });
  if (!check.ok) return false;
  await revokeSession(deps.db, check.claims.sessionId, 'logout');
  return true;
}
