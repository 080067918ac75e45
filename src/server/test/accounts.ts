/**
 * Accounts for tests: a user of any role with a known password, and a signed-in session
 * through the real `POST /api/login` (access token and refresh cookie).
 *
 * Fixture accounts store a low-cost argon2id hash (FIXTURE_ARGON2_OPTIONS) instead of the
 * production one (features/accounts/passwords.ts, 19 MiB × 2 passes, ~40–170 ms per hash or
 * verification on the CI machine): the hundreds of accounts the suite creates and signs in were
 * minutes of the gate (decision 0050). Sign-in still runs the real verification: argon2 reads
 * the parameters from the stored PHC string. Accounts made through the API (signup, password
 * reset, invitations, the CLI) still get production hashes, and sessions.test.ts checks them.
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { JournalRole } from '../../shared/domain/journal-roles';
import type { Role } from '../../shared/domain/roles';
import { journalEditors } from '../db/schema';
import type { AppInstance } from '../app-types';
import { createUser, type UserRow } from '../features/accounts';

/** The password every factory account has (meets the shared rule). */
export const TEST_PASSWORD = 'Correct-Horse-9';

/** A unique address `{prefix}.{random}@example.org`. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.org`;
}

/** argon2id (`algorithm` 2) at its minimum cost: 8 KiB, 1 pass, 1 lane. For fixture accounts only. */
export const FIXTURE_ARGON2_OPTIONS = { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/** A low-cost argon2id PHC string of `password` (`$argon2id$v=19$m=8,t=1,p=1$…`), for fixture accounts. */
export function fixturePasswordHash(password: string): Promise<string> {
  return hash(password, FIXTURE_ARGON2_OPTIONS);
}

/** Creates an account with TEST_PASSWORD (or `password`), stored with a fixture hash. */
export async function createTestUser(
  app: AppInstance,
  overrides: { role?: Role; email?: string; name?: string; password?: string; emailVerified?: boolean } = {},
): Promise<UserRow> {
  return createUser(app.db, {
    name: overrides.name ?? 'Test Person',
    email: overrides.email ?? uniqueEmail(overrides.role ?? 'author'),
    role: overrides.role ?? 'author',
    passwordHash: await fixturePasswordHash(overrides.password ?? TEST_PASSWORD),
    emailVerified: overrides.emailVerified ?? true,
  });
}

export interface TestSession {
  user: UserRow;
  /** Access token (JWT). */
  token: string;
  /** Refresh cookie value. */
  refresh: string;
  /** `{ authorization: 'Bearer …' }`. */
  auth: { authorization: string };
}

/**
 * The value of the refresh cookie a response sets, or undefined: `__Host-genesis_refresh`
 * (the test apps' PUBLIC_URL is https) or `genesis_refresh` (an http PUBLIC_URL).
 */
export function refreshCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === '__Host-genesis_refresh' || c.name === 'genesis_refresh')?.value;
}

/** Creates a user of `role` and signs it in through POST /api/login. */
export async function signInAs(app: AppInstance, role: Role = 'author'): Promise<TestSession> {
  const user = await createTestUser(app, { role });
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json().token as string;
  return { user, token, refresh: refreshCookieOf(res)!, auth: { authorization: `Bearer ${token}` } };
}

/** Gives account `userId` a role on journal `journalId` (decision 0037's scope), as an admin would. */
export async function giveJournalRole(
  app: AppInstance,
  userId: number,
  journalId: number,
  role: JournalRole = 'editor',
): Promise<void> {
  await app.db
    .insert(journalEditors)
    .values({ userId, journalId, role })
    .onConflictDoUpdate({ target: [journalEditors.journalId, journalEditors.userId], set: { role } });
}
