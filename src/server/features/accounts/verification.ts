/**
 * Address verification (decision 0013): the link mailed at signup proves the address; until it
 * is used, the account signs in but owns nothing found by address (invitations, converted
 * submissions). The signed-in owner can ask for a new link, a few times an hour.
 */
import { VERIFY_LINK_HOURS } from '../../../shared/domain/session';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { consumeVerificationToken, countRecentVerificationTokens, issueVerificationToken } from './email-verification';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { signupExistingMail, verificationMail } from './mails';
import type { Deps } from '../../deps';

export const EMAIL_CONFIRMED = 'Your e-mail address is confirmed.';
export const EMAIL_ALREADY_CONFIRMED = 'Your e-mail address is already confirmed.';
export const VERIFY_LINK_INVALID = 'This confirmation link is invalid or has expired.';
/** Verification mails per account per hour, the signup's included. */
export const VERIFY_MAILS_PER_HOUR = 3;

/** What verification uses: a part of the one Deps (decision 0068). */
export type VerificationDeps = Pick<Deps, 'db' | 'mailer' | 'publicUrl'>;

/**
 * Uses a verification link's token (`POST /api/verify-email`): the account's address is
 * proven from now on.
 * @returns the message to show
 * @throws AppError BAD_REQUEST {@link VERIFY_LINK_INVALID} for an unknown, used or expired
 *   token, or one mailed to an address the account no longer has
 */
export async function verifyEmail(deps: Pick<VerificationDeps, 'db'>, token: string): Promise<string> {
  const userId = await deps.db.transaction((tx) => consumeVerificationToken(tx, token));
  if (userId === null) throw new AppError('BAD_REQUEST', VERIFY_LINK_INVALID);
  return EMAIL_CONFIRMED;
}

/**
 * Mails the signed-in user a new verification link (`POST /api/verify-email/resend`),
 * voiding the older ones.
 * @returns the message to show ({@link EMAIL_ALREADY_CONFIRMED} when there is nothing to do)
 * @throws AppError RATE_LIMITED (429) after {@link VERIFY_MAILS_PER_HOUR} links in an hour
 */
export async function resendVerification(deps: VerificationDeps, user: AuthUser): Promise<string> {
  if (user.emailVerified) return EMAIL_ALREADY_CONFIRMED;
  return deps.db.transaction(async (tx) => {
    // The row lock serialises concurrent resends, so the hourly cap holds.
    const [account] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!account || account.emailVerifiedAt) return EMAIL_ALREADY_CONFIRMED;
    if ((await countRecentVerificationTokens(tx, account.id, 3_600_000)) >= VERIFY_MAILS_PER_HOUR) {
      throw new AppError('RATE_LIMITED', 'Too many confirmation e-mails. Please try again in an hour.');
    }
    const token = await issueVerificationToken(tx, account);
    await deps.mailer.enqueue(tx, verificationMail({ publicUrl: deps.publicUrl, token, user: account }));
    return `We sent a new confirmation link to ${account.email}. It expires in ${VERIFY_LINK_HOURS} hours.`;
  });
}

/** The placeholder domain of an account made by ORCID sign-in (decision 0087; RFC 2606). */
export const ORCID_PLACEHOLDER_DOMAIN = '@orcid.invalid';
export const NOT_AN_ORCID_ACCOUNT = 'Only an account made by signing in with ORCID sets its address here.';

/**
 * An account made by ORCID sign-in (address `<iD>@orcid.invalid`) asks to use a real address
 * (`POST /api/me/email`; decision 0093): a confirmation link goes to the new address, and the
 * account takes that address only when the link is used (consumeVerificationToken): until then
 * it keeps its placeholder and owns nothing found by address (decision 0013). When another
 * account has the address, that address's owner gets the "sign-up with a known address" notice
 * instead and the answer is the same (no one learns which addresses have accounts).
 * @returns the message to show
 * @throws AppError CONFLICT (409) {@link NOT_AN_ORCID_ACCOUNT}; RATE_LIMITED (429) after
 *   {@link VERIFY_MAILS_PER_HOUR} links in an hour
 */
export async function requestOwnEmail(deps: VerificationDeps, user: AuthUser, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!account || !account.email.endsWith(ORCID_PLACEHOLDER_DOMAIN))
      throw new AppError('CONFLICT', NOT_AN_ORCID_ACCOUNT);
    if ((await countRecentVerificationTokens(tx, account.id, 3_600_000)) >= VERIFY_MAILS_PER_HOUR) {
      throw new AppError('RATE_LIMITED', 'Too many confirmation e-mails. Please try again in an hour.');
    }
    const [owner] = await tx.select().from(users).where(eq(users.email, address));
    if (owner) {
      // Counted like a link, so that the notice cannot be sent in bulk either.
      await issueVerificationToken(tx, { id: account.id, email: address });
      await deps.mailer.enqueue(tx, signupExistingMail({ publicUrl: deps.publicUrl, user: owner }));
    } else {
      const token = await issueVerificationToken(tx, { id: account.id, email: address });
      await deps.mailer.enqueue(
        tx,
        verificationMail({
          publicUrl: deps.publicUrl,
          token,
          user: { id: account.id, name: account.name, email: address },
        }),
      );
    }
    return `We sent a confirmation link to ${address}. Your account uses this address once you open the link; it expires in ${VERIFY_LINK_HOURS} hours.`;
  });
}
