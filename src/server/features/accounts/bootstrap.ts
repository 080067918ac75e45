/**
 * The first admin (issue 6): on start, when ADMIN_PASSWORD is set and no active admin exists,
 * the account ADMIN_EMAIL is made an admin with that password (created if missing). Nothing
 * happens without ADMIN_PASSWORD, or once an admin exists, so restarting never resets a
 * password the admin has since changed.
 */
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from './passwords';
import { countActiveWithRole, createUser, findUserByEmail } from './users';

/** @returns 'created' | 'promoted' when it made the admin, else 'skipped'. */
export async function ensureAdmin(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<'created' | 'promoted' | 'skipped'> {
  if (!config.adminPassword) return 'skipped';
  if ((await countActiveWithRole(db, 'admin')) > 0) return 'skipped';
  const passwordHash = await hashPassword(config.adminPassword);
  const existing = await findUserByEmail(db, config.adminEmail);
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
    name: 'Administrator',
    email: config.adminEmail,
    role: 'admin',
    passwordHash,
    emailVerified: true,
  });
  return 'created';
}
