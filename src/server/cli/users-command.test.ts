import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { verifyPassword } from '../features/accounts';
import { signInAs, uniqueEmail } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { generatePassword, runUsersCommand } from './users-command';
import { password as passwordRule } from '../../shared/validation/fields';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runUsersCommand(t.app.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run users', () => {
  it('creates a user with a given password and a role in any spelling', async () => {
    const email = uniqueEmail('eic');
    const r = await run(
      'create',
      '--email',
      email.toUpperCase(),
      '--name',
      'Irene Chief',
      '--role',
      'Editor in chief',
      '--password',
      'Given-Pass-1',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Created user #\d+ .* \(editor_in_chief\)\.$/);
    expect(r.out).not.toContain('Given-Pass-1');
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ name: 'Irene Chief', role: 'editor_in_chief' });
    expect(await verifyPassword(row.passwordHash, 'Given-Pass-1')).toBe(true);
  });

  it('generates a password meeting the rule when none is given and prints it once', async () => {
    const email = uniqueEmail('rev');
    const r = await run('create', '--email', email, '--name', 'Rae Viewer', '--role', 'reviewer');
    expect(r.code).toBe(0);
    const printed = /Password \(shown once\): (\S+)/.exec(r.out)![1];
    expect(passwordRule.safeParse(printed).success).toBe(true);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(await verifyPassword(row.passwordHash, printed)).toBe(true);
    expect(generatePassword()).not.toBe(generatePassword());
  });

  it('refuses a taken email (1), an unknown role, a weak password and unknown flags (2)', async () => {
    const email = uniqueEmail('dup');
    expect((await run('create', '--email', email, '--name', 'A', '--role', 'author')).code).toBe(0);
    const dup = await run('create', '--email', email, '--name', 'B', '--role', 'author');
    expect(dup).toMatchObject({ code: 1, err: 'An account with this email already exists' });
    expect((await run('create', '--email', uniqueEmail(), '--name', 'C', '--role', 'king')).err).toMatch(
      /--role must be one of/,
    );
    expect(
      (await run('create', '--email', uniqueEmail(), '--name', 'C', '--role', 'author', '--password', 'weak')).code,
    ).toBe(2);
    expect((await run('create', '--bogus')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
  });

  it('lists accounts as tab-separated lines', async () => {
    const r = await run('list');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('id\temail\trole\tname\tactive');
    expect(lines.length).toBeGreaterThan(1);
  });

  it('sets a password and ends the sessions of the account', async () => {
    const s = await signInAs(t.app, 'editor');
    const r = await run('set-password', '--email', s.user.email, '--password', 'Reset-By-Cli-2');
    expect(r.code).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: s.auth })).statusCode).toBe(401);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(await verifyPassword(row.passwordHash, 'Reset-By-Cli-2')).toBe(true);
    expect((await run('set-password', '--email', uniqueEmail('none'))).code).toBe(1);
  });

  it('marks accounts it creates as confirmed, confirms an address on request, and refuses common passwords (decision 0013)', async () => {
    const email = uniqueEmail('made');
    expect(
      (
        await run(
          'create',
          '--email',
          email,
          '--name',
          'Made Byoffice',
          '--role',
          'editor',
          '--password',
          'Given-Pass-1',
        )
      ).code,
    ).toBe(0);
    const [made] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(made.emailVerifiedAt).not.toBeNull();

    const s = await signInAs(t.app, 'author');
    await t.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, s.user.id));
    const r = await run('verify', '--email', s.user.email);
    expect(r).toMatchObject({ code: 0, out: `The address ${s.user.email} is confirmed.` });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row.emailVerifiedAt).not.toBeNull();
    expect((await run('verify', '--email', uniqueEmail('none'))).code).toBe(1);

    const common = await run(
      'create',
      '--email',
      uniqueEmail('weak'),
      '--name',
      'Weak Pass',
      '--role',
      'author',
      '--password',
      'P@ssw0rd',
    );
    expect(common.code).toBe(2);
    expect(common.err).toContain('This password is too common');
  });

  it('refuses a guessable password (the strength estimate, decision 0013) on create and set-password', async () => {
    const weak = await run(
      'create',
      '--email',
      uniqueEmail('weak'),
      '--name',
      'Weak Pass',
      '--role',
      'author',
      '--password',
      'Welcome1!',
    );
    expect(weak.code).toBe(2);
    expect(weak.err).toMatch(/^--password: This password is too easy to guess\. \S/);
    const s = await signInAs(t.app, 'editor');
    const again = await run('set-password', '--email', s.user.email, '--password', 'Qwerty123!');
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/^--password: This password is too easy to guess\./);
  });
});
