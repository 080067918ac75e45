/**
 * Password reset (issue 6; seed 001 §2 "Password reset", §7, §9): request a link, check it,
 * use it. Links are single-use tokens of 256 bits, stored hashed, valid 15 minutes. The request
 * answers the same whether or not the address has an account; at most 3 links per account per
 * 15 minutes are mailed (more requests are answered alike and send nothing). A reset ends
 * every session of the account and mails a notice.
 */
import { hashPassword } from '../../lib/accounts/passwords';
import { consumePasswordToken, countRecentTokens, isPasswordTokenValid, issuePasswordToken } from '../../lib/accounts/password-tokens';
import { revokeUserSessions } from '../../lib/accounts/sessions';
import { findUserByEmail, findUserById, setPasswordHash } from '../../lib/accounts/users';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../plugins/mailer';
import type { Db } from '../../db/client';
import { RESET_LINK_INVALID } from '../../../shared/validation/auth';
import { RESET_LINK_MINUTES } from '../../../shared/domain/session';
import { passwordChangedMail, resetMail } from './mails';
import { clearSignInAttempts } from './throttle';

/** The answer to every reset request, whatever happened (no account enumeration). */
export const RESET_REQUESTED = `If an account exists for that email, a password reset link has been sent. It expires in ${RESET_LINK_MINUTES} minutes.`;
/** The answer to the admin's request (/portal/forgot-password). */
export const ADMIN_RESET_REQUESTED = `A password reset link has been sent to the admin email address. It expires in ${RESET_LINK_MINUTES} minutes.`;
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in with your new password.';
/** Links mailed per account per window before further requests send nothing. */
export const RESET_MAILS_PER_WINDOW = 3;

export interface ResetDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  adminEmail: string;
}

/**
 * Mails a reset link if `email` has an active account (seed 001 §7
 * `POST /api/password-reset/request`). Without `email` the link goes to the configured admin
 * address (`ADMIN_EMAIL`), and only if that account is an admin: the portal's button.
 * @returns the message to answer, the same for every address
 */
export async function requestPasswordReset(deps: ResetDeps, input: { email?: string }): Promise<string> {
  const forAdmin = input.email === undefined;
  const answer = forAdmin ? ADMIN_RESET_REQUESTED : RESET_REQUESTED;
  const user = await findUserByEmail(deps.db, input.email ?? deps.adminEmail);
  if (!user || user.deactivatedAt || (forAdmin && user.role !== 'admin')) return answer;
  const recent = await countRecentTokens(deps.db, user.id, 'reset', RESET_LINK_MINUTES * 60_000);
  if (recent >= RESET_MAILS_PER_WINDOW) return answer;
  await deps.db.transaction(async (tx) => {
    const token = await issuePasswordToken(tx, user.id, 'reset');
    await deps.mailer.enqueue(
      tx,
      resetMail({
        publicUrl: deps.publicUrl,
        page: forAdmin ? '/portal/reset-password' : '/reset-password',
        token,
        user,
      }),
    );
  });
  return answer;
}

/** True when a reset link's token can still be used (seed 001 §7 `GET …/validate/{token}`). */
export async function validateResetToken(deps: Pick<ResetDeps, 'db'>, token: string): Promise<boolean> {
  if (token.length === 0 || token.length > 512) return false;
  return isPasswordTokenValid(deps.db, token);
}

/**
 * Sets a new password through a reset link (seed 001 §7 `POST /api/password-reset/confirm`):
 * uses the token up, stores the argon2id hash, revokes every session of the account, clears
 * its sign-in throttle and mails a notice — all in one transaction.
 * @throws AppError BAD_REQUEST 'This password reset link is invalid or has expired.'
 */
export async function confirmPasswordReset(deps: ResetDeps, input: { token: string; password: string }): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumePasswordToken(tx, input.token);
    if (userId === null) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID);
    await setPasswordHash(tx, userId, passwordHash);
    await revokeUserSessions(tx, userId, 'password_reset');
    const user = await findUserById(tx, userId);
    if (user) {
      await clearSignInAttempts(tx, user.email);
      await deps.mailer.enqueue(tx, passwordChangedMail({ publicUrl: deps.publicUrl, user }));
    }
  });
  return PASSWORD_RESET_DONE;
}
