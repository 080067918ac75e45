/**
 * The round trip of the OJS move (decisions 0091, 0092 and 0096): the JOSE journal,
 * imported from ../shared/data/articles/jose as the demo does, exported to OJS Native XML 3.4,
 * validated against OJS 3.4's native.xsd, and imported into an empty install keeps every
 * article, author (in order), ORCID iD, affiliation, DOI and PDF byte for byte.
 *
 * A subset: the first ROUND_TRIP_PAPERS papers of the corpus (in name order), so that the test
 * stays near a minute on PGlite; the export of all 90 is checked against the schema in
 * export.test.ts.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationLine } from '../../../shared/api/contributors';
import { articles, journals, storedFiles } from '../../db/schema';
import { createTestApp, SHARED_ARTICLES, type TestApp } from '../../test/app';
import { seedHouseJournals } from '../journals';
import { importArticles } from '../scholarly';
import { exportOjsNative } from './export';
import { importOjsNative, type OjsImportReport } from './import-native';

const ROUND_TRIP_PAPERS = 24;
const JOSE = path.join(SHARED_ARTICLES, 'jose');
const SCHEMA_34 = path.resolve(SHARED_ARTICLES, '../ojs/schemas/3_4_0/native.xsd');

let source: TestApp;
let target: TestApp;
let tmp: string;
let file: string;
let report: OjsImportReport;

async function joseId(t: TestApp): Promise<number> {
  const [j] = await t.app.db.select({ id: journals.id }).from(journals).where(eq(journals.abbreviation, 'JOSE'));
  return j.id;
}

async function sha256Of(t: TestApp, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await t.app.storage.read(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The article as the round trip must keep it: identification, contributors and the PDF's digest. */
async function kept(t: TestApp, row: typeof articles.$inferSelect) {
  return {
    doi: row.doi,
    title: row.title,
    pages: row.pages,
    keywords: row.keywords,
    authors: row.contributors.map((c) => ({
      name: c.givenNames ? `${c.givenNames} ${c.surname ?? ''}`.trim() : c.name,
      orcid: c.orcid ?? null,
      affiliations: c.affiliations.map(affiliationLine),
      corresponding: Boolean(c.corresponding),
    })),
    pdf: row.pdfFileKey ? await sha256Of(t, row.pdfFileKey) : null,
  };
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ojs-roundtrip-'));
  source = await createTestApp();
  await seedHouseJournals(source.app.db);
  const papers = fs
    .readdirSync(JOSE)
    .filter((d) => d.startsWith('jose.'))
    .sort()
    .slice(0, ROUND_TRIP_PAPERS)
    .map((d) => path.join(JOSE, d));
  const imported = await importArticles({ db: source.app.db, files: source.app.files }, papers);
  expect(imported.skipped).toEqual([]);
  file = path.join(tmp, 'jose-3.4.xml');
  const out = fs.createWriteStream(file);
  await exportOjsNative(source.app.db, source.app.storage, { journalId: await joseId(source), format: '3.4' }, out);
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));

  // The empty install: its house journals, and the JOSE journal made by hand as an editor would
  // (the same title, abbreviation and ISSNs; no article, no issue).
  target = await createTestApp();
  await seedHouseJournals(target.app.db);
  const [jose] = await source.app.db.select().from(journals).where(eq(journals.abbreviation, 'JOSE'));
  await target.app.db.insert(journals).values({
    title: jose.title,
    abbreviation: jose.abbreviation,
    slug: jose.slug,
    issn: jose.issn,
    printIssn: jose.printIssn,
    publisher: jose.publisher,
  });
  report = await importOjsNative(target.app.db, target.app.storage, file, { journalId: await joseId(target) });
}, 120_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe(`the JOSE journal (${ROUND_TRIP_PAPERS} papers) exported to OJS 3.4 and imported into an empty install`, () => {
  it("the export is valid against OJS 3.4's native.xsd", () => {
    const lint = spawnSync('xmllint', ['--noout', '--nonet', '--huge', '--schema', SCHEMA_34, file], {
      encoding: 'utf8',
    });
    expect(lint.status, lint.stderr.slice(0, 2000)).toBe(0);
    expect(report.version).toBe('3.4');
  });

  it('keeps every article, author, ORCID iD, affiliation, DOI and PDF byte for byte', async () => {
    const before = await source.app.db
      .select()
      .from(articles)
      .where(eq(articles.journalId, await joseId(source)));
    const after = await target.app.db
      .select()
      .from(articles)
      .where(eq(articles.journalId, await joseId(target)));
    expect(before.length).toBe(ROUND_TRIP_PAPERS);
    expect(after.length).toBe(before.length);
    expect(report.counts.articles).toEqual({ seen: before.length, created: before.length, existing: 0 });
    let pdfs = 0;
    let orcids = 0;
    for (const row of before) {
      const back = after.find((a) => a.doi === row.doi);
      expect(back, `article ${row.doi}`).toBeDefined();
      expect(await kept(target, back!)).toEqual(await kept(source, row));
      if (row.pdfFileKey) {
        pdfs++;
        const [a] = await source.app.db.select().from(storedFiles).where(eq(storedFiles.key, row.pdfFileKey));
        const [b] = await target.app.db.select().from(storedFiles).where(eq(storedFiles.key, back!.pdfFileKey!));
        expect(b.byteSize).toBe(a.byteSize);
      }
      orcids += row.contributors.filter((c) => c.orcid).length;
    }
    // The subset holds PDFs and ORCID iDs (else the comparison above would prove little).
    expect(pdfs).toBeGreaterThan(ROUND_TRIP_PAPERS / 2);
    expect(orcids).toBeGreaterThan(0);
  });
});
