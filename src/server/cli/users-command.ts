/**
 * The `users` command (decision 0008), separate from its entry point so tests can run it:
 *
 *   npm run users -- create --email E --name N --role R [--password P]
 *   npm run users -- list
 *   npm run users -- set-password --email E [--password P]
 *   npm run users -- verify --email E
 *
 * Without `--password`, create and set-password generate a strong password and print it once
 * (it is stored only as its argon2id hash). Roles: author, reviewer, associate_editor (or
 * "associate editor"), editor, editor_in_chief, admin. set-password ends the account's sessions.
 * verify marks an account's address confirmed, as its verification link would (decision 0013): the
 * operator vouches for it (e.g. a local server without SMTP, where links are not logged).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ROLES, parseRole } from '../../shared/domain/roles';
import { accountName } from '../../shared/validation/auth';
import { email as emailRule, password as passwordRule } from '../../shared/validation/fields';
import type { Db } from '../db/client';
import {
  createUser,
  findUserByEmail,
  hashPassword,
  listUsers,
  markEmailVerified,
  passwordProblem,
  revokeUserSessions,
  setPasswordHash,
} from '../features/accounts';
import { AppError } from '../lib/errors';

export const USERS_USAGE = `Usage:
  npm run users -- create --email E --name N --role R [--password P]
  npm run users -- list
  npm run users -- set-password --email E [--password P]
  npm run users -- verify --email E
Roles: ${ROLES.join(', ')}. Without --password a password is generated and printed once.`;

/** Where the command writes: lines for the operator, and errors. */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/** A random password that meets the shared rule: 144 random bits, then one of each class. */
export function generatePassword(): string {
  return `${randomBytes(18).toString('base64url')}#7aZ`;
}

function checked<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
  what: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`${what}: ${result.error.issues[0].message}`);
  return result.data;
}

/** A password given with --password: the shared rule, then the server's checks (decision 0013). */
function chosenPassword(value: string, account: { email: string; name: string }): string {
  const password = checked(passwordRule, value, '--password');
  const problem = passwordProblem(password, account);
  if (problem) throw new UsageError(`--password: ${problem}`);
  return password;
}

class UsageError extends Error {}

/**
 * Runs the command with `argv` (the words after `npm run users --`).
 * @returns the exit code: 0 done, 1 refused (e.g. the e-mail has an account), 2 bad usage
 */
export async function runUsersCommand(db: Db, argv: string[], io: CommandOutput): Promise<number> {
  const [command, ...rest] = argv.filter((a) => a !== '--');
  try {
    const { values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
      },
      strict: true,
    });
    if (command === 'list') {
      const { items } = await listUsers(db, { limit: 10_000, offset: 0 });
      io.out(['id', 'email', 'role', 'name', 'active'].join('\t'));
      for (const u of items) io.out([u.id, u.email, u.role, u.name, u.deactivatedAt ? 'no' : 'yes'].join('\t'));
      return 0;
    }
    if (command === 'create') {
      const email = checked(emailRule, values.email, '--email');
      const name = checked(accountName, values.name, '--name');
      const role = parseRole(values.role);
      if (!role) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
      const password =
        values.password === undefined ? generatePassword() : chosenPassword(values.password, { email, name });
      const user = await createUser(db, {
        name,
        email,
        role,
        passwordHash: await hashPassword(password),
        emailVerified: true,
      });
      io.out(`Created user #${user.id} ${user.email} (${user.role}).`);
      if (values.password === undefined) io.out(`Password (shown once): ${password}`);
      return 0;
    }
    if (command === 'set-password') {
      const email = checked(emailRule, values.email, '--email');
      const user = await findUserByEmail(db, email);
      if (!user) {
        io.err(`No account has the e-mail ${email}.`);
        return 1;
      }
      const password = values.password === undefined ? generatePassword() : chosenPassword(values.password, user);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, passwordHash);
        await revokeUserSessions(tx, user.id, 'password_reset');
      });
      io.out(`Password of ${user.email} set; its sessions were ended.`);
      if (values.password === undefined) io.out(`Password (shown once): ${password}`);
      return 0;
    }
    if (command === 'verify') {
      const email = checked(emailRule, values.email, '--email');
      const user = await findUserByEmail(db, email);
      if (!user) {
        io.err(`No account has the e-mail ${email}.`);
        return 1;
      }
      await markEmailVerified(db, user.id);
      io.out(`The address ${user.email} is confirmed.`);
      return 0;
    }
    io.err(USERS_USAGE);
    return 2;
  } catch (err) {
    if (
      err instanceof UsageError ||
      (err instanceof TypeError && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
    ) {
      io.err(`${err.message}\n${USERS_USAGE}`);
      return 2;
    }
    if (err instanceof AppError && err.status < 500) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}
