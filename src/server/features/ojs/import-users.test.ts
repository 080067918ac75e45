/**
 * The OJS users import (docs/decisions/0096-ojs-users-and-redeposit.md) on OJS's own users
 * samples of 3.3, 3.4 and 3.5 (../shared/data/ojs, README there). Expectations come from the
 * samples and OJS's role ids (pkp-lib `Role::ROLE_ID_*`: 16 manager, 17 sub-editor, 4096
 * reviewer, 65536 author), not from the importer: accounts with their roles, no OJS password
 * reused, a set-password mail only with `notify`, verified addresses matched and unverified ones
 * left alone, reviewing interests as the reviewer record's expertise, and a second run changing
 * nothing. The 3.3 and 3.4 samples as shipped do not validate against their own version's
 * schema (OJS left them behind it); they are refused with the schema's reason, and the same
 * samples brought to their schema (the three elements it does not have) import.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  journalEditors,
  journals,
  ojsImportedRecords,
  outbox,
  passwordTokens,
  reviewerRecords,
  users,
} from '../../db/schema';
import { createTestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { parseImportOjsArgs } from '../../cli/import-ojs-command';
import { OjsImportError } from './import-native';
import { importOjsUsers, type OjsUsersReport } from './import-users';

const OJS = path.resolve(import.meta.dirname, '../../../../../shared/data/ojs');
const sample = (v: string) => path.join(OJS, `exports-pkp-ojs/stable-${v}_0/plugins/importexport/users/sample.xml`);
const NATIVE_34 = path.join(OJS, 'exports-pkp-datasets/native-export-3_4_0-4-reconstructed.xml');

let t: TestApp;
let tmp: string;
let n = 0;

async function newJournal(): Promise<number> {
  n += 1;
  const abbreviation = `OJU${n}`;
  const [row] = await t.app.db
    .insert(journals)
    .values({ title: `OJS users journal ${n}`, abbreviation, slug: abbreviation.toLowerCase() })
    .returning({ id: journals.id });
  return row.id;
}

/**
 * A copy of `file` edited by `edit`, with every address moved to a domain of its own (each case its
 * own accounts): `john@author.com` becomes `author@caseN.example.org`.
 */
function copyOf(file: string, edit: (xml: string) => string = (x) => x): { file: string; domain: string } {
  n += 1;
  const domain = `case${n}.example.org`;
  const xml = edit(fs.readFileSync(file, 'utf8')).replace(
    /<email>[^@<]+@([^.<]+)[^<]*<\/email>/g,
    `<email>$1@${domain}</email>`,
  );
  const out = path.join(tmp, `users-${n}.xml`);
  fs.writeFileSync(out, xml);
  return { file: out, domain };
}

/** The 3.3/3.4 sample brought to its version's schema: the three elements that schema does not have. */
const toSchema = (xml: string) =>
  xml
    .replace(
      /(<permit_self_registration>[^<]*<\/permit_self_registration>)(\s*)(<name)/g,
      '$1$2<permit_metadata_edit>false</permit_metadata_edit>$2$3',
    )
    .replace(/\s*<(salutation|initials|auth_id)>[^<]*<\/\1>/g, '');

const run = (file: string, journalId: number, notify = false) =>
  importOjsUsers(t.app.db, file, {
    journalId,
    notify,
    publicUrl: t.config.publicUrl,
    enqueue: (tx, m) => t.app.mailer.enqueue(tx, m),
  });

async function accountsAt(domain: string) {
  const rows = await t.app.db.select().from(users);
  return rows.filter((u) => u.email.endsWith(`@${domain}`)).sort((a, b) => a.email.localeCompare(b.email));
}
async function mailsTo(emails: string[]) {
  return emails.length ? t.app.db.select().from(outbox).where(inArray(outbox.to, emails)) : [];
}
async function journalRoles(journalId: number) {
  const rows = await t.app.db
    .select({ email: users.email, role: journalEditors.role })
    .from(journalEditors)
    .innerJoin(users, eq(users.id, journalEditors.userId))
    .where(eq(journalEditors.journalId, journalId));
  return Object.fromEntries(rows.map((r) => [r.email.split('@')[0], r.role]));
}
/** Everything an import writes, counted: a second run must leave it as it was. */
async function footprint(journalId: number, domain: string) {
  const accounts = await accountsAt(domain);
  const ids = accounts.map((a) => a.id);
  const [{ m }] = await t.app.db
    .select({ m: count() })
    .from(ojsImportedRecords)
    .where(eq(ojsImportedRecords.journalId, journalId));
  const tokens = ids.length
    ? await t.app.db.select().from(passwordTokens).where(inArray(passwordTokens.userId, ids))
    : [];
  return {
    accounts: accounts.map((a) => [a.email, a.role, a.updatedAt.toISOString(), a.reviewingInterests]),
    roles: await journalRoles(journalId),
    mapped: m,
    tokens: tokens.length,
    mails: (await mailsTo(accounts.map((a) => a.email))).length,
  };
}
const outcomes = (r: OjsUsersReport) => Object.fromEntries(r.users.map((u) => [u.username, u.outcome]));

beforeAll(async () => {
  t = await createTestApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ojs-users-'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('OJS 3.5 users sample', () => {
  it('makes the accounts with their mapped roles, no password and no mail; a second run changes nothing', async () => {
    const journalId = await newJournal();
    const { file, domain } = copyOf(sample('3_5'));
    const report = await run(file, journalId);
    expect(report.version).toBe('3.5');
    expect(report.counts).toMatchObject({ seen: 3, created: 3, linked: 0, already: 0, not_linked: 0, notified: 0 });
    const made = await accountsAt(domain);
    expect(made.map((u) => [u.email.split('@')[0], u.name, u.role])).toEqual([
      ['author', 'John Author', 'author'],
      ['editor', 'John Editor', 'editor'],
      ['reviewer', 'John Reviewer', 'reviewer'],
    ]);
    // "Journal editor" is role 16 (manager): editor-in-chief of the journal; the others hold none.
    const byName = Object.fromEntries(made.map((u) => [u.name, u]));
    const roles = await t.app.db.select().from(journalEditors).where(eq(journalEditors.journalId, journalId));
    expect(roles.map((r) => [r.userId, r.role])).toEqual([[byName['John Editor'].id, 'editor_in_chief']]);
    // OJS's bcrypt hashes are not reused; the address counts as proven (an account the office made).
    for (const u of made) {
      expect(u.passwordHash).toBeNull();
      expect(u.emailVerifiedAt).not.toBeNull();
    }
    expect(await mailsTo(made.map((u) => u.email))).toEqual([]);
    const before = await footprint(journalId, domain);
    const again = await run(file, journalId);
    expect(again.counts).toMatchObject({ seen: 3, created: 0, already: 3 });
    expect(await footprint(journalId, domain)).toEqual(before);
  });

  it('with notify mails each new account a single-use set-password link from PUBLIC_URL, stored only hashed', async () => {
    const journalId = await newJournal();
    const { file, domain } = copyOf(sample('3_5'));
    const report = await run(file, journalId, true);
    expect(report.counts).toMatchObject({ created: 3, notified: 3 });
    const made = await accountsAt(domain);
    const mails = await mailsTo(made.map((u) => u.email));
    expect(mails.map((m) => m.kind)).toEqual(['auth.set_password', 'auth.set_password', 'auth.set_password']);
    const editor = made.find((u) => u.name === 'John Editor')!;
    const mail = mails.find((m) => m.to === editor.email)!;
    const link = /https?:\/\/\S+token=([A-Za-z0-9_-]+)/.exec(mail.text)!;
    expect(link[0]).toBe(`https://journals.example.org/reset-password?token=${link[1]}`);
    const token = link[1];
    const [stored] = await t.app.db.select().from(passwordTokens).where(eq(passwordTokens.userId, editor.id));
    expect(stored.purpose).toBe('set');
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(7 * 24 * 3_600_000);
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload: { token, password: 'Moved-From-Ojs-7' },
      });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBeGreaterThanOrEqual(400); // single use
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: editor.email, password: 'Moved-From-Ojs-7' },
    });
    expect(login.statusCode).toBe(200);
    // A second run with notify mails nobody again.
    const again = await run(file, journalId, true);
    expect(again.counts).toMatchObject({ created: 0, already: 3, notified: 0 });
    const setMails = (await mailsTo(made.map((u) => u.email))).filter((m) => m.kind === 'auth.set_password');
    expect(setMails.length).toBe(3);
  });

  it('without notify the account waits for a reset its owner asks for', async () => {
    const journalId = await newJournal();
    const { file, domain } = copyOf(sample('3_5'));
    await run(file, journalId);
    const [author] = (await accountsAt(domain)).filter((u) => u.name === 'John Author');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: author.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.runOnce();
    const mails = await mailsTo([author.email]);
    expect(mails.map((m) => m.kind)).toEqual(['auth.password_reset']);
  });

  it('links a verified account of the same address (role raised, never lowered) and leaves an unverified one alone', async () => {
    const journalId = await newJournal();
    const { file, domain } = copyOf(sample('3_5'));
    const reviewer = await createTestUser(t.app, { email: `reviewer@${domain}`, role: 'author', name: 'J. Reviewer' });
    const editor = await createTestUser(t.app, { email: `editor@${domain}`, role: 'admin', name: 'Site Admin' });
    const squatter = await createTestUser(t.app, { email: `author@${domain}`, emailVerified: false, name: 'Squatter' });
    const report = await run(file, journalId, true);
    expect(outcomes(report)).toEqual({ author: 'not_linked', editor: 'linked', reviewer: 'linked' });
    const byUser = Object.fromEntries(report.users.map((u) => [u.username, u]));
    expect(byUser.author.notes.join(' ')).toMatch(/not verified/);
    expect(byUser.author.line).toBeGreaterThan(0);
    const after = Object.fromEntries((await accountsAt(domain)).map((u) => [u.email.split('@')[0], u]));
    expect(Object.keys(after).sort()).toEqual(['author', 'editor', 'reviewer']); // no account made
    expect(after.reviewer).toMatchObject({ id: reviewer.id, role: 'reviewer', name: 'J. Reviewer' });
    expect(after.editor).toMatchObject({ id: editor.id, role: 'admin' }); // never lowered
    expect(byUser.editor.notes.join(' ')).toMatch(/holds no journal role/);
    expect(after.author).toMatchObject({ id: squatter.id, name: 'Squatter', emailVerifiedAt: null });
    expect(after.author.passwordHash).toBe(squatter.passwordHash);
    expect(await mailsTo([reviewer.email, editor.email, squatter.email])).toEqual([]);
    const mapped = await t.app.db
      .select({ ojsId: ojsImportedRecords.ojsId })
      .from(ojsImportedRecords)
      .where(and(eq(ojsImportedRecords.journalId, journalId), eq(ojsImportedRecords.kind, 'user')));
    expect(mapped.map((r) => r.ojsId).sort()).toEqual(['editor', 'reviewer']);
  });

  it("gives a reviewer's interests to the reviewer record as expertise keywords", async () => {
    const journalId = await newJournal();
    const { file, domain } = copyOf(sample('3_5'), (xml) =>
      xml.replace(
        /(<username>reviewer<\/username>[\s\S]*?)(\s*<\/user>)/,
        '$1\n\t\t\t<review_interests>Bayesian statistics, ecology; bayesian STATISTICS</review_interests>$2',
      ),
    );
    await run(file, journalId);
    const [record] = await t.app.db
      .select()
      .from(reviewerRecords)
      .where(eq(reviewerRecords.email, `reviewer@${domain}`));
    expect(record.expertise).toEqual(['Bayesian statistics', 'ecology']);
    expect(record.searchText).toContain('ecology');
  });
});

describe('OJS 3.3 and 3.4 users samples', () => {
  for (const [v, version] of [
    ['3_3', '3.3'],
    ['3_4', '3.4'],
  ] as const) {
    it(`${version}: the sample as shipped is refused with its schema's reason and nothing is written`, async () => {
      const journalId = await newJournal();
      const { file, domain } = copyOf(sample(v));
      const err = await run(file, journalId).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OjsImportError);
      expect((err as OjsImportError).message).toMatch(/does not validate against OJS .*pkp-users\.xsd: line \d+: /);
      expect((err as OjsImportError).schemaErrors.length).toBeGreaterThan(0);
      expect(await accountsAt(domain)).toEqual([]);
    });

    it(`${version}: brought to its schema, it imports with its groups mapped by OJS role id`, async () => {
      const journalId = await newJournal();
      const { file, domain } = copyOf(sample(v), toSchema);
      const report = await run(file, journalId);
      expect(report.version).toBe(version);
      expect(report.counts).toMatchObject({ seen: 4, created: 4 });
      const made = Object.fromEntries((await accountsAt(domain)).map((u) => [u.name, u]));
      // "Author" (65536) → author; "Internal Reviewer" + "External Reviewer" (4096) → reviewer.
      expect(made['John Author'].role).toBe('author');
      expect(made['John Reviewer'].role).toBe('reviewer');
      // The sample's users name "Press editor" and "Press manager", groups it calls "Press editorxx"
      // and "Press managerxx": not found, so not mapped, and said so.
      expect(made['John Editor'].role).toBe('author');
      const admin = report.users.find((u) => u.username === 'admin')!;
      expect(admin.notes.join(' ')).toMatch(/"Press manager" is not among the export's user groups/);
      expect(made['admin Smith'].reviewingInterests).toEqual(['Math', 'Chemistry', 'life science']);
      expect(await journalRoles(journalId)).toEqual({});
      const again = await run(file, journalId);
      expect(again.counts).toMatchObject({ created: 0, already: 4 });
    });
  }

  it('maps a section editor (17) to editor of the journal, one also a manager (16) to its editor-in-chief', async () => {
    const journalId = await newJournal();
    const { file, domain } = copyOf(sample('3_5'), (xml) =>
      xml
        .replace('<user_group_ref>Journal editor</user_group_ref>', '<user_group_ref>Section editor</user_group_ref>')
        .replace(
          /(<user_group_ref>Author<\/user_group_ref>[\s\S]*?<\/user_user_group>)/,
          '$1<user_user_group><user_group_ref>Section editor</user_group_ref><masthead>false</masthead></user_user_group>' +
            '<user_user_group><user_group_ref>Journal manager</user_group_ref><masthead>false</masthead></user_user_group>',
        ),
    );
    const report = await run(file, journalId);
    expect(report.version).toBe('3.5');
    const made = Object.fromEntries((await accountsAt(domain)).map((u) => [u.name, u.role]));
    expect(made).toEqual({ 'John Author': 'editor', 'John Editor': 'editor', 'John Reviewer': 'reviewer' });
    expect(await journalRoles(journalId)).toEqual({ author: 'editor_in_chief', editor: 'editor' });
  });

  it("reports a group whose OJS role has no Genesis counterpart (OMP's series editor, 513)", async () => {
    const journalId = await newJournal();
    const { file, domain } = copyOf(sample('3_3'), (xml) =>
      toSchema(xml).replace(
        '<user_group_ref>Press editor</user_group_ref>',
        '<user_group_ref>Series editorxx</user_group_ref>',
      ),
    );
    const report = await run(file, journalId);
    const editor = report.users.find((u) => u.username === 'editor')!;
    expect(editor.notes).toEqual(['group "Series editorxx" (OJS role 513) has no Genesis counterpart: not mapped']);
    expect((await accountsAt(domain)).find((u) => u.name === 'John Editor')!.role).toBe('author');
  });
});

describe('refusals', () => {
  it('refuses a Native XML export of issues given as users, and a file that is not XML, writing nothing', async () => {
    const journalId = await newJournal();
    await expect(run(NATIVE_34, journalId)).rejects.toThrow(/issues and articles/);
    const junk = path.join(tmp, 'junk.xml');
    fs.writeFileSync(junk, 'not xml at all');
    await expect(run(junk, journalId)).rejects.toBeInstanceOf(OjsImportError);
    const [{ m }] = await t.app.db
      .select({ m: count() })
      .from(ojsImportedRecords)
      .where(eq(ojsImportedRecords.journalId, journalId));
    expect(m).toBe(0);
  });

  it('the command takes --users FILE with --notify, and refuses --notify alone', () => {
    expect(parseImportOjsArgs(['--users', 'u.xml', '--journal', 'JOSE', '--notify'])).toMatchObject({
      ok: true,
      usersFile: 'u.xml',
      notify: true,
      files: [],
    });
    expect(parseImportOjsArgs(['x.xml', '--journal', 'JOSE', '--notify'])).toEqual({
      ok: false,
      reason: '--notify goes with --users',
    });
  });
});
