/**
 * Password reset (decision 0008; seed 001 §2 "Password reset", §7, §9): request a link, check it,
 * use it. Links are single-use tokens of 256 bits, stored hashed, valid 15 minutes. The request
 * answers the same, after the same work, whether or not the address has an account: it is
 * only recorded, and the mail loop issues the link (decision 0013); at most 3 links per account per
 * 15 minutes are mailed (more requests are answered alike and send nothing). A reset ends
 * every session of the account, proves its address, and mails a notice.
 */
import { asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { passwordResetRequests } from '../../db/schema';
import { assertAcceptablePassword } from './common-passwords';
import { hashPassword } from './passwords';
import { consumePasswordToken, countRecentTokens, issuePasswordToken, passwordTokenPurpose } from './password-tokens';
import { revokeUserSessions } from './sessions';
import { findUserByEmail, findUserById, markEmailVerified, setPasswordHash } from './users';
import { AppError } from '../../lib/errors';
import { RESET_LINK_INVALID } from '../../../shared/validation/auth';
import { RESET_LINK_MINUTES } from '../../../shared/domain/session';
import { paths } from '../../../shared/routes';
import { passwordChangedMail, resetMail } from './mails';
import { clearSignInAttempts } from './throttle';
import type { Deps } from '../../deps';

/** The answer to every reset request, whatever happened (no account enumeration). */
export const RESET_REQUESTED = `If an account exists for that email, a password reset link has been sent. It expires in ${RESET_LINK_MINUTES} minutes.`;
/** The answer to the admin's request (/portal/forgot-password). */
export const ADMIN_RESET_REQUESTED = `A password reset link has been sent to the admin email address. It expires in ${RESET_LINK_MINUTES} minutes.`;
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in with your new password.';
/** Links mailed per account per window before further requests send nothing. */
export const RESET_MAILS_PER_WINDOW = 3;

/** What password reset uses: a part of the one Deps (decision 0068). */
export type ResetDeps = Pick<Deps, 'db' | 'mailer' | 'publicUrl' | 'adminEmail'>;

/**
 * Records a reset request (seed 001 §7 `POST /api/password-reset/request`): the typed address
 * (or, without one, the configured admin address: the portal's button) goes into
 * `password_reset_requests`, and nothing else happens in the request, so it costs the same
 * whether or not the address has an account (decision 0013). The mail loop then handles it
 * ({@link handlePasswordResetRequests}).
 * @returns the message to answer, the same for every address
 */
export async function requestPasswordReset(
  deps: Pick<ResetDeps, 'db' | 'adminEmail'>,
  input: { email?: string },
): Promise<string> {
  const forAdmin = input.email === undefined;
  await deps.db.insert(passwordResetRequests).values({
    email: (input.email ?? deps.adminEmail).trim().toLowerCase(),
    adminOnly: forAdmin,
    page: forAdmin ? paths.portalResetPassword.path : paths.auth.resetPassword.path,
  });
  return forAdmin ? ADMIN_RESET_REQUESTED : RESET_REQUESTED;
}

/** Requests handled per pass of the mail loop. */
const REQUESTS_PER_PASS = 50;

/**
 * Handles waiting reset requests, oldest first, each in its own transaction (several servers
 * may run this at once: rows are claimed with SKIP LOCKED). For an active account (an admin,
 * for the portal's button) under the cap of {@link RESET_MAILS_PER_WINDOW} links per 15
 * minutes, a link is issued and its mail enqueued in the same transaction; otherwise nothing
 * is sent. Handled requests are kept a day, then deleted.
 * @returns how many requests were handled
 */
export async function handlePasswordResetRequests(deps: ResetDeps): Promise<number> {
  let handled = 0;
  for (; handled < REQUESTS_PER_PASS; handled++) {
    const done = await deps.db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(passwordResetRequests)
        .where(isNull(passwordResetRequests.handledAt))
        .orderBy(asc(passwordResetRequests.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!request) return false;
      await tx
        .update(passwordResetRequests)
        .set({ handledAt: sql`now()` })
        .where(eq(passwordResetRequests.id, request.id));
      const user = await findUserByEmail(tx, request.email);
      if (!user || user.deactivatedAt || (request.adminOnly && user.role !== 'admin')) return true;
      const recent = await countRecentTokens(tx, user.id, 'reset', RESET_LINK_MINUTES * 60_000);
      if (recent >= RESET_MAILS_PER_WINDOW) return true;
      const token = await issuePasswordToken(tx, user.id, 'reset');
      await deps.mailer.enqueue(tx, resetMail({ publicUrl: deps.publicUrl, page: request.page, token, user }));
      return true;
    });
    if (!done) break;
  }
  // The clean-up rides on passes that handled something, not on every idle pass of every server.
  if (handled > 0) {
    await deps.db
      .delete(passwordResetRequests)
      .where(lt(passwordResetRequests.handledAt, new Date(Date.now() - 24 * 3_600_000)));
  }
  return handled;
}

/**
 * Whether a reset link's token can still be used (seed 001 §7 `GET …/validate/{token}` `{valid}`),
 * and `purpose: 'set'` when it is a new account's set-password link, so that the page is titled
 * for setting a password (decision 0069); a reset link answers the seed's `{valid}` alone.
 */
export async function validateResetToken(
  deps: Pick<ResetDeps, 'db'>,
  token: string,
): Promise<{ valid: boolean; purpose?: 'set' }> {
  if (token.length === 0 || token.length > 512) return { valid: false };
  const purpose = await passwordTokenPurpose(deps.db, token);
  return purpose === 'set' ? { valid: true, purpose } : { valid: purpose !== null };
}

/**
 * Sets a new password through a reset link (seed 001 §7 `POST /api/password-reset/confirm`):
 * uses the token up, stores the argon2id hash, revokes every session of the account, clears
 * its sign-in throttle and mails a notice — all in one transaction.
 * @throws AppError BAD_REQUEST 'This password reset link is invalid or has expired.'
 */
export async function confirmPasswordReset(
  deps: ResetDeps,
  input: { token: string; password: string },
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumePasswordToken(tx, input.token);
    if (userId === null) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID);
    // A refused password rolls the transaction back: the link stays usable.
    const account = await findUserById(tx, userId);
    if (account) assertAcceptablePassword(input.password, account);
    await setPasswordHash(tx, userId, passwordHash);
    // The link came by mail: whoever used it reads the address (decision 0013).
    await markEmailVerified(tx, userId);
    await revokeUserSessions(tx, userId, 'password_reset');
    const user = await findUserById(tx, userId);
    if (user) {
      await clearSignInAttempts(tx, user.email);
      await deps.mailer.enqueue(tx, passwordChangedMail({ publicUrl: deps.publicUrl, user }));
    }
  });
  return PASSWORD_RESET_DONE;
}
