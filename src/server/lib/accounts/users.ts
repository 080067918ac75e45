/**
 * Accounts (issue 6; seed 001 §3 "User: name, email, role"): create, find, list, set a
 * password. Used by sign-in and signup, the `users` command and, later, the admin screens and
 * the reviewer invitations. E-mails arrive lower-cased by the shared email rule and are
 * lower-cased here again, so a caller cannot store a second spelling.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import { users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../errors';
import type { DbOrTx } from '../mailer';

export type UserRow = typeof users.$inferSelect;

/** The message of a second account with one e-mail. */
export const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Creates an account. `passwordHash` comes from `hashPassword` (called before the caller's
 * transaction opens: hashing takes tens of ms); without one the account can sign in only
 * after a set-password link.
 * @throws AppError CONFLICT (409, `errors: [{ path: 'email' }]`) when the e-mail is taken
 */
export async function createUser(
  db: DbOrTx,
  input: { name: string; email: string; role: Role; passwordHash?: string | null },
): Promise<UserRow> {
  const passwordHash = input.passwordHash ?? null;
  try {
    const [row] = await db
      .insert(users)
      .values({
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        role: input.role,
        passwordHash,
        passwordChangedAt: passwordHash ? sql`now()` : null,
      })
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', EMAIL_TAKEN, { errors: [{ path: 'email', message: EMAIL_TAKEN }] });
    }
    throw err;
  }
}

/** The account with this e-mail (any case), or undefined. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** The account with this id, or undefined. */
export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Sets a new password hash (from `hashPassword`) and the time it changed. */
export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** A page of accounts, oldest first, and the total. */
export async function listUsers(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<{ items: UserRow[]; total: number }> {
  const [items, [{ total }]] = await Promise.all([
    db.select().from(users).orderBy(asc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(users),
  ]);
  return { items, total };
}

/** How many active accounts have `role`. */
export async function countActiveWithRole(db: DbOrTx, role: Role): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.role} = ${role} and ${users.deactivatedAt} is null`);
  return n;
}

/** The API shape of an account (shared/api/auth.ts userSummary): never its password hash. */
export function userSummaryOf(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    active: u.deactivatedAt === null,
  };
}
