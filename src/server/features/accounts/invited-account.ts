/**
 * Accounts the office makes for someone (decision 0009: a reviewer accepting an invitation;
 * decision 0010: a converted manuscript's submitter, an approved applicant): the account of an
 * e-mail, made without a password when there is none, and a mail with a 7-day set-password link
 * (`password_tokens` purpose `set`, used through /reset-password). Links: PUBLIC_URL + the route
 * map.
 */
import { eq, sql } from 'drizzle-orm';
import { roleLabel, type Role } from '../../../shared/domain/roles';
import { paths } from '../../../shared/routes';
import { users } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';
import { accountEnvelope } from './mails';
import { issuePasswordToken } from './password-tokens';
import { revokeUserSessions } from './sessions';
import { createUser, findUserByEmail, type UserRow } from './users';
import type { DbOrTx } from '../../db/client';

/** The mail of a made account (template 'auth.set_password'): why it exists, and the link to choose its password. */
export function accountMadeMail(input: {
  publicUrl: string;
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>;
  token: string;
  why: string;
}): MailMessage {
  return templatedMail(
    'auth.set_password',
    {
      name: input.user.name,
      roleName: roleLabel(input.user.role).toLowerCase(),
      reason: input.why,
      setPasswordLink: `${input.publicUrl}${paths.auth.resetPassword.getHref(input.token)}`,
      loginUrl: `${input.publicUrl}${paths.auth.login.getHref()}`,
    },
    accountEnvelope(input.user),
  );
}

/**
 * The account of `email` to link a record to (decision 0013: never an unverified one by address):
 * - a verified account with that address is returned as it is;
 * - none: a new account with `role`, no password and a proven address is made, and its
 *   set-password mail is enqueued in `tx` by `enqueue` (the app's mailer);
 * - an unverified self-signup holds the address (possibly someone else's squatting it): it is
 *   reclaimed for the address's owner: its password is removed, its sessions end, its name
 *   becomes `name` (the one the office has for the address's owner: whoever signed up may
 *   have chosen any name, and editors would see it as the reviewer's or author's), and the
 *   set-password mail goes to the address, so only whoever reads that mail gets in. Its
 *   address counts as proven from then on, since the only way in is the mailed link
 *   (docs/decisions/0013-address-verification.md).
 * @returns the account, and whether it was made now (a reclaimed account keeps its role and
 *   counts as existing: `created` false)
 */
export async function ensureAccount(
  tx: DbOrTx,
  input: {
    email: string;
    name: string;
    role: Role;
    /** The mail's first sentence: why the account exists. */
    why: string;
    publicUrl: string;
    enqueue: (tx: DbOrTx, message: MailMessage) => Promise<unknown>;
  },
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(tx, input.email);
  if (existing?.emailVerifiedAt) return { user: existing, created: false };
  let user: UserRow;
  if (existing) {
    await revokeUserSessions(tx, existing.id, 'reclaimed');
    [user] = await tx
      .update(users)
      .set({
        name: input.name.trim(),
        passwordHash: null,
        passwordChangedAt: sql`now()`,
        emailVerifiedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id))
      .returning();
  } else {
    user = await createUser(tx, { name: input.name, email: input.email, role: input.role, emailVerified: true });
  }
  await mailSetPasswordLink(tx, { user, why: input.why, publicUrl: input.publicUrl, enqueue: input.enqueue });
  return { user, created: existing === undefined };
}

/**
 * Issues account `user` a set-password link (`password_tokens` purpose `set`: 256 random bits,
 * stored as SHA-256, single use, 7 days; older unused `set` links voided) and enqueues its mail
 * (template 'auth.set_password', the link from `publicUrl`) in `tx`. Used for accounts the office
 * makes ({@link ensureAccount}) and for accounts an OJS users import brings in (decision 0096).
 */
export async function mailSetPasswordLink(
  tx: DbOrTx,
  input: {
    user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>;
    /** The mail's first sentence: why the account exists. */
    why: string;
    publicUrl: string;
    enqueue: (tx: DbOrTx, message: MailMessage) => Promise<unknown>;
  },
): Promise<void> {
  const token = await issuePasswordToken(tx, input.user.id, 'set');
  await input.enqueue(tx, accountMadeMail({ publicUrl: input.publicUrl, user: input.user, token, why: input.why }));
}
