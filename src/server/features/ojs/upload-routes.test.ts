/**
 * The admin's OJS import screen's routes (docs/decisions/0101-ojs-import-screen.md) on OJS's own
 * 3.4 export (../shared/data/ojs README: 1 issue, 2 articles, 3 publications, 7 authors, 3 galleys,
 * 8 files): admins only (an editor 404 as for a journal that does not exist, decision 0059; no
 * session 401; an unknown journal or another journal's upload 404); a file that is not XML 400 at
 * once; a file its schema refuses previewed with the schema's reason and line, and its import 400
 * with that reason; the preview's counts are what the import then creates; the upload's file is
 * removed after the import and on discard; a second import of the same export creates nothing; a
 * users export previewed (nothing kept) then imported with the set-password mails; the old OJS
 * article URL answers 301; the preview job runs on a lane of its own, not behind the figures'
 * conversion (the slow lane).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OJS_UPLOAD_NOT_XML, ojsUpload, type OjsUpload } from '../../../shared/api/ojs-import';
import { articles, outbox, storageLeases, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type TestSession } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { enqueueJob } from '../../lib/jobs';
import { IMPORT_JOB, PREVIEW_JOB } from './uploads';

/** Resolves with true when `promise` settles within `ms`, false otherwise. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

const OJS = path.resolve(import.meta.dirname, '../../../../../shared/data/ojs');
const V34 = fs.readFileSync(path.join(OJS, 'exports-pkp-datasets/native-export-3_4_0-4-reconstructed.xml'));
const USERS35 = fs.readFileSync(path.join(OJS, 'exports-pkp-ojs/stable-3_5_0/plugins/importexport/users/sample.xml'));

let t: TestApp;
let tmp: string;
let journal: { id: number; abbreviation: string };
let other: { id: number; abbreviation: string };
let admin: TestSession;
let editor: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ojs-upload-'));
  journal = await createJournal(t.app.db);
  other = await createJournal(t.app.db);
  admin = await signInAs(t.app, 'admin');
  editor = await signInAs(t.app, 'editor');
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const base = (abbr = journal.abbreviation) => `/api/admin/journals/${encodeURIComponent(abbr)}/ojs-imports`;

async function upload(data: Buffer, fields: Record<string, string> = { kind: 'native' }, who = admin, abbr?: string) {
  const form = multipart(fields, [{ field: 'file', name: 'export.xml', type: 'application/xml', data }]);
  return t.app.inject({
    method: 'POST',
    url: base(abbr),
    payload: form.payload,
    headers: { ...form.headers, ...who.auth },
  });
}
async function read(id: number, abbr?: string): Promise<OjsUpload> {
  const res = await t.app.inject({ method: 'GET', url: `${base(abbr)}/${id}`, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return ojsUpload.parse(res.json());
}
const storedExists = (key: string) => fs.existsSync(path.join(t.dataDir, 'files', key.slice(0, 2), key));
async function storageKeyOf(id: number): Promise<string | null> {
  const { ojsImportUploads } = await import('../../db/schema');
  const [row] = await t.app.db.select().from(ojsImportUploads).where(eq(ojsImportUploads.id, id));
  return row?.storageKey ?? null;
}
const articleCount = async () =>
  (await t.app.db.select({ n: count() }).from(articles).where(eq(articles.journalId, journal.id)))[0].n;
const countOf = (u: OjsUpload, kind: string, from: 'preview' | 'report') =>
  (from === 'preview' ? u.preview : u.report)?.counts.find((c) => c.kind === kind);

describe('the OJS import screen routes', () => {
  it('are for admins only: no session 401, an editor 404 as for a missing journal (decision 0059), an unknown journal 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: base() })).statusCode).toBe(401);
    const asEditor = await t.app.inject({ method: 'GET', url: base(), headers: editor.auth });
    expect(asEditor.statusCode).toBe(404);
    expect((await upload(V34, { kind: 'native' }, editor)).statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: base('NO-SUCH-JOURNAL'), headers: admin.auth });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a file that is not XML at once (400), and a kind it does not know', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.7\n%%EOF\n'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(OJS_UPLOAD_NOT_XML);
    const kind = await upload(V34, { kind: 'journals' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors[0].path).toBe('kind');
  });

  it("previews a file its schema refuses with the schema's reason and line; its import is 400; discard removes it", async () => {
    const invalid = Buffer.from(V34.toString('utf8').replace('<pages>', '<pagez>').replace('</pages>', '</pagez>'));
    const res = await upload(invalid);
    expect(res.statusCode).toBe(201);
    const { id } = ojsUpload.parse(res.json());
    const key = (await storageKeyOf(id))!;
    expect(storedExists(key)).toBe(true);
    await t.app.jobs.runOnce([PREVIEW_JOB]);
    const previewed = await read(id);
    expect(previewed.state).toBe('previewed');
    expect(previewed.preview!.ok).toBe(false);
    const reason = previewed.preview!.notices[0];
    expect(reason.message).toMatch(/pagez/);
    expect(reason.line).toBeGreaterThan(0);

    const start = await t.app.inject({ method: 'POST', url: `${base()}/${id}/import`, headers: admin.auth });
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toContain('pagez');
    expect(start.json().message).toContain(`line ${reason.line}`);

    // Another journal's address does not reach it.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base(other.abbreviation)}/${id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
    const gone = await t.app.inject({ method: 'DELETE', url: `${base()}/${id}`, headers: admin.auth });
    expect(gone.statusCode).toBe(204);
    expect(storedExists(key)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `${base()}/${id}`, headers: admin.auth })).statusCode).toBe(404);
  });

  it('imports what the preview announced; the upload is removed; a second import creates nothing', async () => {
    const res = await upload(V34, { kind: 'native', ojsPath: 'oldjournal' });
    expect(res.statusCode).toBe(201);
    const first = ojsUpload.parse(res.json());
    expect(first).toMatchObject({ state: 'previewing', kind: 'native', ojsPath: 'oldjournal', byteSize: V34.length });
    // The upload is leased from the storage sweep.
    const key = (await storageKeyOf(first.id))!;
    expect((await t.app.db.select().from(storageLeases).where(eq(storageLeases.key, key))).length).toBe(1);

    await t.app.jobs.runOnce([PREVIEW_JOB]);
    const previewed = await read(first.id);
    expect(previewed.state).toBe('previewed');
    expect(previewed.preview).toMatchObject({ ok: true, version: '3.4' });
    // The README's counts of OJS's own 3.4 export.
    const expected = { Issues: 1, Articles: 2, Publications: 3, Authors: 7, Galleys: 3, Files: 8 };
    for (const [kind, n] of Object.entries(expected))
      expect(countOf(previewed, kind, 'preview'), kind).toEqual({ kind, inFile: n, created: n, alreadyImported: 0 });
    expect(await articleCount()).toBe(0);

    // Listed for a reload of the page.
    const list = await t.app.inject({ method: 'GET', url: base(), headers: admin.auth });
    expect(list.json().uploads.map((u: { id: number }) => u.id)).toContain(first.id);

    const start = await t.app.inject({ method: 'POST', url: `${base()}/${first.id}/import`, headers: admin.auth });
    expect(start.statusCode).toBe(202);
    expect(start.json().state).toBe('importing');
    const twice = await t.app.inject({ method: 'POST', url: `${base()}/${first.id}/import`, headers: admin.auth });
    expect(twice.statusCode).toBe(409);
    await t.app.jobs.runOnce([IMPORT_JOB]);
    const imported = await read(first.id);
    expect(imported.state).toBe('imported');
    for (const [kind, n] of Object.entries(expected))
      expect(countOf(imported, kind, 'report'), kind).toEqual({ kind, inFile: n, created: n, alreadyImported: 0 });
    expect(await articleCount()).toBe(expected.Articles);
    expect(imported.report!.issues).toHaveLength(1);
    expect(imported.report!.issues[0].href).toMatch(
      new RegExp(`^/journals/${journal.abbreviation.toLowerCase()}/issues/`),
    );
    expect(imported.report!.articles).toHaveLength(2);
    // The upload's file and its lease are gone; no time lease is left behind.
    expect(storedExists(key)).toBe(false);
    expect(await t.app.db.select().from(storageLeases)).toEqual([]);

    // The old OJS link of an imported article answers 301 to its page.
    const articleId = /^\/articles\/(\d+)$/.exec(imported.report!.articles[0].href)![1];
    const { ojsImportedRecords } = await import('../../db/schema');
    const [mapped] = await t.app.db
      .select({ ojsId: ojsImportedRecords.ojsId })
      .from(ojsImportedRecords)
      .where(and(eq(ojsImportedRecords.kind, 'article'), eq(ojsImportedRecords.genesisId, articleId)));
    const old = await t.app.inject({ method: 'GET', url: `/index.php/oldjournal/article/view/${mapped.ojsId}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/articles/${articleId}`);

    // The same export again: the preview says everything is there, the import creates nothing.
    const again = ojsUpload.parse((await upload(V34, { kind: 'native', ojsPath: 'oldjournal' })).json());
    await t.app.jobs.runOnce([PREVIEW_JOB]);
    const secondPreview = await read(again.id);
    for (const [kind, n] of Object.entries(expected))
      expect(countOf(secondPreview, kind, 'preview'), kind).toEqual({
        kind,
        inFile: n,
        created: 0,
        alreadyImported: n,
      });
    await t.app.inject({ method: 'POST', url: `${base()}/${again.id}/import`, headers: admin.auth });
    await t.app.jobs.runOnce([IMPORT_JOB]);
    const secondImport = await read(again.id);
    expect(secondImport.state).toBe('imported');
    expect(secondImport.report!.counts.every((c) => c.created === 0)).toBe(true);
    expect(await articleCount()).toBe(expected.Articles);
  });

  it('previews and imports an OJS users export with the set-password mail: nothing before the import', async () => {
    const addresses = ['john@author.com', 'john@editor.com', 'john@reviewer.com'];
    const accountsMade = async () =>
      (await t.app.db.select({ email: users.email }).from(users).where(inArray(users.email, addresses))).length;
    const mailsQueued = async () =>
      (
        await t.app.db
          .select({ kind: outbox.kind })
          .from(outbox)
          .where(and(inArray(outbox.to, addresses), eq(outbox.kind, 'auth.set_password')))
      ).length;
    const res = await upload(USERS35, { kind: 'users', notify: 'true', ojsPath: 'ignored' });
    expect(res.statusCode).toBe(201);
    const up = ojsUpload.parse(res.json());
    expect(up).toMatchObject({ kind: 'users', notify: true, ojsPath: null });
    await t.app.jobs.runOnce([PREVIEW_JOB]);
    const previewed = await read(up.id);
    expect(previewed.preview).toMatchObject({ ok: true, version: '3.5' });
    expect(countOf(previewed, 'Users', 'preview')).toEqual({
      kind: 'Users',
      inFile: 3,
      created: 3,
      alreadyImported: 0,
    });
    expect(countOf(previewed, 'Set-password mails', 'preview')?.created).toBe(3);
    // The preview kept nothing: no account, no mail.
    expect(await accountsMade()).toBe(0);
    expect(await mailsQueued()).toBe(0);

    await t.app.inject({ method: 'POST', url: `${base()}/${up.id}/import`, headers: admin.auth });
    await t.app.jobs.runOnce([IMPORT_JOB]);
    const imported = await read(up.id);
    expect(imported.state).toBe('imported');
    expect(countOf(imported, 'Users', 'report')).toEqual({ kind: 'Users', inFile: 3, created: 3, alreadyImported: 0 });
    expect(await accountsMade()).toBe(3);
    expect(await mailsQueued()).toBe(3);
  });

  it("runs the OJS import screen's preview while a job of the slow lane is still running", async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let slowStarted!: () => void;
    const started = new Promise<void>((r) => (slowStarted = r));
    t.app.jobs.register(
      'test.lanes.figures',
      async () => {
        slowStarted();
        await released;
      },
      { lane: 'slow' },
    );
    await enqueueJob(t.app.db, 'test.lanes.figures', {});
    // The real kind, as registered by the ojs feature (an upload that is gone: done at once).
    await enqueueJob(t.app.db, PREVIEW_JOB, { uploadId: 999_999 });

    const slowPass = t.app.jobs.runOnce(['test.lanes.figures']);
    await started;
    const previewPass = t.app.jobs.runOnce([PREVIEW_JOB]);
    // The pass resolves once every lane's has (the slow one's too); the preview's outcome before.
    const previewDone = (async () => {
      while (!t.app.jobs.outcomes().get(PREVIEW_JOB)?.done) await new Promise((r) => setTimeout(r, 20));
    })();
    try {
      expect(await within(previewDone, 5_000)).toBe(true);
    } finally {
      release();
    }
    expect(await slowPass).toBe(1);
    await previewPass;
  });
});
