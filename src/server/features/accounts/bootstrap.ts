/**
 * The first admin (decision 0008): on start, when ADMIN_PASSWORD is set and no active admin exists,
 * the account ADMIN_EMAIL is made an admin with that password (created if missing). Nothing
 * happens without ADMIN_PASSWORD, or once an admin exists, so restarting never resets a
 * password the admin has since changed. A weak ADMIN_PASSWORD stops the start with a clear
 * message (docs/decisions/0013-address-verification.md).
 */
import { ConfigError, type Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from './passwords';
import { passwordProblem } from './common-passwords';
import { countActiveWithRole, createUser, findUserByEmail } from './users';

/** The name of an admin account made from ADMIN_EMAIL. */
const ADMIN_NAME = 'Administrator';

/**
 * Makes the first admin from ADMIN_EMAIL and ADMIN_PASSWORD. The password must pass the checks
 * of every new password (common-passwords.ts `passwordProblem`, decision 0013), for the
 * account's address and name.
 * @returns 'created' | 'promoted' when it made the admin, else 'skipped'
 * @throws ConfigError 'ADMIN_PASSWORD is refused: …' when the password is refused (the server
 *   does not start, and says why)
 */
export async function ensureAdmin(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<'created' | 'promoted' | 'skipped'> {
  if (!config.adminPassword) return 'skipped';
  if ((await countActiveWithRole(db, 'admin')) > 0) return 'skipped';
  const existing = await findUserByEmail(db, config.adminEmail);
  const problem = passwordProblem(config.adminPassword, {
    email: config.adminEmail,
    name: existing?.name ?? ADMIN_NAME,
  });
  if (problem) throw new ConfigError(`ADMIN_PASSWORD is refused: ${problem}`);
  const passwordHash = await hashPassword(config.adminPassword);
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'admin',
        passwordHash,
        passwordChangedAt: sql`now()`,
        deactivatedAt: null,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id));
    return 'promoted';
  }
  await createUser(db, {
    name: ADMIN_NAME,
    email: config.adminEmail,
    role: 'admin',
    passwordHash,
    emailVerified: true,
  });
  return 'created';
}
