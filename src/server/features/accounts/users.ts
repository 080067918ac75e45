/**
 * Accounts (decision 0008; seed 001 §3 "User: name, email, role"): create, find, list, set a
 * password. Used by sign-in and signup, the `users` command and, later, the admin screens and
 * the reviewer invitations. E-mails arrive lower-cased by the shared email rule and are
 * lower-cased here again, so a caller cannot store a second spelling.
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import { users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { DbOrTx } from '../../db/client';

export type UserRow = typeof users.$inferSelect;

/** The message of a second account with one e-mail. */
export const EMAIL_TAKEN = 'An account with this email already exists';

/** The columns of a new account. */
export interface NewUser {
  name: string;
  email: string;
  role: Role;
  /** From `hashPassword`; without one the account can sign in only after a set-password link. */
  passwordHash?: string | null;
  /**
   * Whether the address is proven (decision 0013): true for accounts the office makes (the users
   * command, an approved application, a converted intake, an accepted invitation: each is
   * reached through a mailed link or by the office itself); false for a self-signup until its
   * verification link is used. An unverified account owns nothing found by address.
   */
  emailVerified: boolean;
}

function newUserValues(input: NewUser) {
  const passwordHash = input.passwordHash ?? null;
  return {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    role: input.role,
    passwordHash,
    passwordChangedAt: passwordHash ? sql`now()` : null,
    emailVerifiedAt: input.emailVerified ? sql`now()` : null,
  };
}

/**
 * Creates an account. `passwordHash` comes from `hashPassword` (called before the caller's
 * transaction opens: hashing takes tens of ms).
 * @throws AppError CONFLICT (409, `errors: [{ path: 'email' }]`) when the e-mail is taken
 */
export async function createUser(db: DbOrTx, input: NewUser): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(newUserValues(input)).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', EMAIL_TAKEN, { errors: [{ path: 'email', message: EMAIL_TAKEN }] });
    }
    throw err;
  }
}

/**
 * Creates an account unless the e-mail is taken, with one statement either way (signup: the
 * two outcomes must cost the same, decision 0013).
 * @returns the new account, or undefined when the e-mail already has one
 */
export async function createUserIfAbsent(db: DbOrTx, input: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(newUserValues(input))
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/** Marks the address of `userId` proven now, if it was not (idempotent). */
export async function markEmailVerified(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(sql`${users.id} = ${userId} and ${users.emailVerifiedAt} is null`);
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

/**
 * A page of accounts, oldest first (`page.limit` rows after `page.offset`, the API's limit/offset
 * of decision 0004), and the total. The rows skipped are counted from the primary key's index
 * alone (a covering read: their ids only), then the page's rows are read by id (decision 0080):
 * a deep page no longer reads every skipped account's row.
 */
export async function listUsers(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<{ items: UserRow[]; total: number }> {
  const pageIds = db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(page.limit).offset(page.offset);
  const [items, [{ total }]] = await Promise.all([
    db.select().from(users).where(inArray(users.id, pageIds)).orderBy(asc(users.id)),
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
    emailVerified: u.emailVerifiedAt !== null,
  };
}

/**
 * Adds reviewing interests to account `userId` (decision 0096): keywords trimmed, spacing
 * collapsed, kept once each whatever their case (the first spelling stays), after the ones it
 * has. Nothing is written when none is new (a second import changes nothing).
 * @returns the interests the account now has
 */
export async function addReviewingInterests(db: DbOrTx, userId: number, interests: string[]): Promise<string[]> {
  const [row] = await db
    .select({ interests: users.reviewingInterests })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return [];
  const merged = [...row.interests];
  const seen = new Set(merged.map((k) => k.toLowerCase()));
  for (const raw of interests) {
    const kw = raw.trim().replace(/\s+/g, ' ');
    if (kw && !seen.has(kw.toLowerCase())) {
      seen.add(kw.toLowerCase());
      merged.push(kw);
    }
  }
  if (merged.length === row.interests.length) return merged;
  await db
    .update(users)
    .set({ reviewingInterests: merged, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return merged;
}
