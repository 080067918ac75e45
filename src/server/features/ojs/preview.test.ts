/**
 * The preview of an OJS import (docs/decisions/0096-ojs-users-and-redeposit.md) on OJS's own 3.4
 * export (../shared/data/ojs, README: 1 issue, 2 articles, 3 publications, 7 authors, 3 galleys,
 * 8 files): the counts a real run would give, "already imported" after a real run, errors with
 * their place, and nothing kept in the database or the storage.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals, ojsImportedRecords, storedFiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { runImportOjsCommand } from '../../cli/import-ojs-command';
import { importOjsNative } from './import-native';
import { previewOjsImport } from './preview';

const OJS = path.resolve(import.meta.dirname, '../../../../../shared/data/ojs');
const V34 = path.join(OJS, 'exports-pkp-datasets/native-export-3_4_0-4-reconstructed.xml');
const V32 = path.join(OJS, 'exports-pkp-ojs/stable-3_2_1/cypress/fixtures/export-issues.xml');

let t: TestApp;
let tmp: string;

async function newJournal(abbreviation: string): Promise<number> {
  const [row] = await t.app.db
    .insert(journals)
    .values({ title: `Preview ${abbreviation}`, abbreviation, slug: abbreviation.toLowerCase() })
    .returning({ id: journals.id });
  return row.id;
}

/** What is kept: the journal's articles and mapped records, every stored file's row and bytes. */
async function kept(journalId: number) {
  const [{ a }] = await t.app.db.select({ a: count() }).from(articles).where(eq(articles.journalId, journalId));
  const [{ m }] = await t.app.db
    .select({ m: count() })
    .from(ojsImportedRecords)
    .where(eq(ojsImportedRecords.journalId, journalId));
  const [{ f }] = await t.app.db.select({ f: count() }).from(storedFiles);
  const dir = path.join(t.dataDir, 'files');
  const stored = fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((name) => fs.statSync(path.join(dir, String(name))).isFile())
        .length
    : 0;
  return { articles: a, mapped: m, fileRows: f, storedFiles: stored };
}

beforeAll(async () => {
  t = await createTestApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ojs-preview-'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('previewing an OJS 3.4 export', () => {
  it('gives the real counts and keeps nothing; after the import, everything is already imported', async () => {
    const journalId = await newJournal('PRVA');
    const before = await kept(journalId);
    const preview = await previewOjsImport(t.app.db, t.app.storage, V34, { journalId, ojsPath: 'prva' });
    expect(preview.ok).toBe(true);
    expect(preview.version).toBe('3.4');
    expect(preview.counts).toMatchObject({
      issues: { inFile: 1, toCreate: 1, alreadyImported: 0 },
      articles: { inFile: 2, toCreate: 2, alreadyImported: 0 },
      publications: { inFile: 3, toCreate: 3, alreadyImported: 0 },
      authors: { inFile: 7, toCreate: 7, alreadyImported: 0 },
      galleys: { inFile: 3, toCreate: 3, alreadyImported: 0 },
      files: { inFile: 8, toCreate: 8, alreadyImported: 0 },
    });
    expect(preview.fileBytes).toBeGreaterThan(0);
    expect(await kept(journalId)).toEqual(before);

    await importOjsNative(t.app.db, t.app.storage, V34, { journalId, ojsPath: 'prva' });
    const after = await kept(journalId);
    const again = await previewOjsImport(t.app.db, t.app.storage, V34, { journalId, ojsPath: 'prva' });
    expect(again.counts).toMatchObject({
      articles: { inFile: 2, toCreate: 0, alreadyImported: 2 },
      files: { inFile: 8, toCreate: 0, alreadyImported: 8 },
    });
    expect(await kept(journalId)).toEqual(after);
  });

  it('says why a file would be refused, with the place: a 3.2 export, a schema error, a record that fails', async () => {
    const journalId = await newJournal('PRVB');
    const old = await previewOjsImport(t.app.db, t.app.storage, V32, { journalId });
    expect(old).toMatchObject({ ok: false, counts: null });
    expect(old.errors[0].message).toMatch(/OJS 3\.2 export/);

    const invalid = path.join(tmp, 'invalid.xml');
    fs.writeFileSync(
      invalid,
      fs.readFileSync(V34, 'utf8').replace('<pages>', '<pagez>').replace('</pages>', '</pagez>'),
    );
    const bad = await previewOjsImport(t.app.db, t.app.storage, invalid, { journalId });
    expect(bad.ok).toBe(false);
    expect(bad.version).toBe('3.4');
    expect(bad.errors[0].line).toBeGreaterThan(0);
    expect(bad.errors[0].message).toMatch(/pagez/);

    // A DOI another journal's article has: the import would fail at that publication.
    const withDoi = path.join(tmp, 'doi.xml');
    fs.writeFileSync(
      withDoi,
      fs
        .readFileSync(V34, 'utf8')
        .replace(
          '<id type="internal" advice="ignore">18</id>',
          '<id type="internal" advice="ignore">18</id><id type="doi" advice="update">10.55555/prv.18</id>',
        ),
    );
    const other = await newJournal('PRVC');
    await importOjsNative(t.app.db, t.app.storage, withDoi, { journalId: other });
    const clash = await previewOjsImport(t.app.db, t.app.storage, withDoi, { journalId });
    expect(clash.ok).toBe(false);
    expect(clash.errors).toHaveLength(1);
    expect(clash.errors[0].message).toMatch(/DOI 10\.55555\/prv\.18 belongs to an article of another journal/);
    expect(clash.errors[0].path).toMatch(/\/article\/publication$/);
    expect(clash.errors[0].line).toBeGreaterThan(0);
    expect((await kept(journalId)).articles).toBe(0);
  });

  it('npm run import:ojs -- --dry-run prints the preview and imports nothing', async () => {
    const journalId = await newJournal('PRVD');
    const out: string[] = [];
    const err: string[] = [];
    const code = await runImportOjsCommand(
      { db: t.app.db, storage: t.app.storage },
      [V34, '--journal', 'PRVD', '--dry-run'],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/OJS 3\.4, preview for PRVD \(nothing imported/);
    expect(out).toContain('  articles: 2 in the file, 2 to create, 0 already imported');
    expect((await kept(journalId)).articles).toBe(0);
  });
});
