/**
 * Sign-in, signup, refresh and logout (decision 0008; seed 001 §2, §4, §7). Routes stay thin;
 * these functions hold the rules. Passwords: argon2id; sessions: rotating refresh-token
 * families (sessions.ts); access tokens: short JWTs (access-tokens.ts).
 */
import { setTimeout } from 'node:timers/promises';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { SELF_SIGNUP_ROLE, type Role } from '../../../shared/domain/roles';
import { outbox, users } from '../../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { revokeSession, rotateRefreshToken, startSession, type StartedSession } from './sessions';
import { assertAcceptablePassword } from './common-passwords';
import { issueVerificationToken } from './email-verification';
import { createUserIfAbsent, findUserByEmail, type UserRow } from './users';
import { AppError } from '../../lib/errors';
import { CHECK_EMAIL_TO_CONFIRM, VERIFY_LINK_HOURS } from '../../../shared/domain/session';
import { SIGNUP_EXISTING_MAIL, signupExistingMail, verificationMail } from './mails';
import { countSignInAttempt, refundSignInAttempt, throttleKeys } from './throttle';
import { newDeviceCookie, verifyDeviceCookie } from './device-cookie';
import { SIGN_IN_LOCKED } from '../../../shared/domain/session';
import type { Deps } from '../../deps';

/** The one answer to a wrong password and an unknown e-mail alike. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact the editorial office.';

/** What sign-in, refresh and sign-out use: a part of the one Deps (decision 0068). */
export type AuthDeps = Pick<Deps, 'db' | 'accessTokens' | 'refreshKey' | 'deviceKey'>;

/** The app secret's name of the refresh tokens' derivation key. */
export const REFRESH_KEY_NAME = 'refresh_token_hmac';

/** What signup needs: the database, the mailer and PUBLIC_URL for the links. */
export type SignupDeps = Pick<Deps, 'db' | 'mailer' | 'publicUrl'>;

/** The answer to every signup (decision 0013), whether the address was new or not. */
export const SIGNUP_CHECK_EMAIL = `${CHECK_EMAIL_TO_CONFIRM}: we sent a link to the address you entered. It expires in ${VERIFY_LINK_HOURS} hours. Then sign in with your e-mail and password.`;

/** A signed-in user with the tokens to hand to the browser. */
export interface SignedIn {
  user: { id: number; name: string; email: string; role: Role; emailVerified: boolean };
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
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerifiedAt !== null,
    },
    accessToken: await deps.accessTokens.sign({ userId: user.id, sessionId: session.sessionId }),
    refreshToken: session.refreshToken,
    expiresAt: session.expiresAt,
  };
}

/**
 * Checks an e-mail and password and starts a session (seed 001 §7 `POST /api/login`).
 * Throttled per (account, client address), per client address, per account and per device
 * cookie (throttle.ts, docs/decisions/0013-address-verification.md): a blocked attempt is
 * refused before the password is checked. After 100 failures (SIGN_IN_MAX_ACCOUNT_FAILURES)
 * (NIST SP 800-63B §5.2.2) the account takes attempts only from browsers that carry one of its
 * device cookies; others are told to use the mailed reset link.
 * @param input.ip the client address (`request.ip`)
 * @param input.deviceCookie the value of the account's device cookie the browser sent, if any
 * @returns the signed-in user and tokens, and the device cookie to set (a new one each time)
 * @throws AppError RATE_LIMITED (429) when the pair or the address is blocked;
 *   ACCOUNT_LOCKED (429, {@link SIGN_IN_LOCKED}) when the account's cap is reached and the
 *   browser has no usable device cookie;
 *   UNAUTHORIZED (401) 'Invalid email or password' for a wrong password or unknown e-mail;
 *   FORBIDDEN (403) for a deactivated account (said only once its password was right)
 */
export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string; userAgent?: string; deviceCookie?: string | null },
): Promise<SignedIn & { device: { value: string; expiresAt: Date } }> {
  const emailKey = input.email.trim().toLowerCase();
  const user = await findUserByEmail(deps.db, emailKey);
  const deviceKey = await deps.deviceKey();
  const nonce = user ? verifyDeviceCookie(deviceKey, user.id, input.deviceCookie) : null;
  const keys = throttleKeys(emailKey, input.ip, nonce);
  const verdict = await countSignInAttempt(deps.db, keys);
  if (verdict.blocked === 'locked') throw new AppError('ACCOUNT_LOCKED', SIGN_IN_LOCKED);
  if (verdict.blocked === 'window') {
    const minutes = Math.ceil(verdict.retryInMs / 60_000);
    throw new AppError(
      'RATE_LIMITED',
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  if (verdict.delayMs > 0) await setTimeout(verdict.delayMs);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  if (user.deactivatedAt) throw new AppError('FORBIDDEN', ACCOUNT_DEACTIVATED);

  const session = await deps.db.transaction(async (tx) => {
    await refundSignInAttempt(tx, keys);
    await tx
      .update(users)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(users.id, user.id));
    return startSession(tx, user.id, input.userAgent);
  });
  const device = newDeviceCookie(deviceKey, user.id);
  return { ...(await signedIn(deps, user, session)), device: { value: device.value, expiresAt: device.expiresAt } };
}

/**
 * Starts a session for an account whose owner another party has just proved (an ORCID or
 * institutional OpenID Connect sign-in, decision 0087): no password, no throttle (the provider
 * did the checking), the same session and tokens as a password sign-in.
 * @throws AppError FORBIDDEN for a deactivated account
 */
export async function startExternalSession(deps: AuthDeps, user: UserRow, userAgent?: string): Promise<SignedIn> {
  if (user.deactivatedAt) throw new AppError('FORBIDDEN', ACCOUNT_DEACTIVATED);
  const session = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(users.id, user.id));
    return startSession(tx, user.id, userAgent);
  });
  return signedIn(deps, user, session);
}

/** Notices to an existing address about signups with it, at most this many per hour. */
export const SIGNUP_NOTICES_PER_HOUR = 3;

/**
 * Signup (seed 001 §2 "Signup", for authors only: the role is never taken from the request;
 * decision 0013 for the rest). A new address gets an unverified author account and a verification
 * mail; an address that has an account gets nothing new, and its owner a mail saying someone
 * tried (at most {@link SIGNUP_NOTICES_PER_HOUR} an hour). Both answer alike, after the same
 * work (a password hash and one insert that may do nothing), so signup does not tell who has
 * an account. No session is started: the new account signs in with its password.
 * @returns the answer `{ message, name, role }`, the same either way
 */
export async function signUp(
  deps: SignupDeps,
  input: { name: string; email: string; password: string },
): Promise<{ message: string; name: string; role: Role }> {
  assertAcceptablePassword(input.password, { email: input.email, name: input.name });
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const created = await createUserIfAbsent(tx, {
      name: input.name,
      email: input.email,
      role: SELF_SIGNUP_ROLE,
      passwordHash,
      emailVerified: false,
    });
    if (created) {
      const token = await issueVerificationToken(tx, created);
      await deps.mailer.enqueue(tx, verificationMail({ publicUrl: deps.publicUrl, token, user: created }));
      return;
    }
    const owner = await findUserByEmail(tx, input.email);
    if (!owner || owner.deactivatedAt) return;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, SIGNUP_EXISTING_MAIL),
          eq(outbox.ref, `user:${owner.id}`),
          gt(outbox.createdAt, new Date(Date.now() - 3_600_000)),
        ),
      );
    if (n < SIGNUP_NOTICES_PER_HOUR)
      await deps.mailer.enqueue(tx, signupExistingMail({ publicUrl: deps.publicUrl, user: owner }));
  });
  return { message: SIGNUP_CHECK_EMAIL, name: input.name.trim(), role: SELF_SIGNUP_ROLE };
}

/** What a refresh gives: the next tokens, or why there are none. */
export type RefreshOutcome =
  | { kind: 'refreshed'; accessToken: string; refreshToken: string; expiresAt: Date }
  | { kind: 'invalid' }
  | { kind: 'reuse'; userId: number; sessionId: string };

/**
 * Rotates a refresh token (seed 001 §7 `POST /api/refresh`): the presented token is used up,
 * the next one and a new access token are returned. A used token presented again revokes its
 * whole session ('reuse'), unless it comes within the 10-second grace while its successor is
 * unused: then it gets that same successor (decision 0013: two tabs refreshing at once).
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<RefreshOutcome> {
  const rotated = await rotateRefreshToken(deps.db, await deps.refreshKey(), refreshToken);
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
