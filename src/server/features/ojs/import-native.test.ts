/**
 * The OJS Native XML import (docs/decisions/0091-ojs-native-import.md) on OJS's own exports in
 * ../shared/data/ojs (README there: the counts of each file are the README's table, not the
 * importer's): every file that validates imports with every issue, article, publication,
 * author, galley and file accounted for; the others are refused with the schema's reason and
 * nothing written; a second run changes nothing; a failure in the middle of a file leaves nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journalIssues, journals, ojsImportedRecords, storedFiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { importOjsNative, OjsImportError, type OjsImportReport } from './import-native';

const OJS = path.resolve(import.meta.dirname, '../../../../../shared/data/ojs');
const V33 = path.join(OJS, 'exports-pkp-ojs/stable-3_3_0/cypress/fixtures/export-issues.xml');
const V34 = path.join(OJS, 'exports-pkp-datasets/native-export-3_4_0-4-reconstructed.xml');
const V32 = path.join(OJS, 'exports-pkp-ojs/stable-3_2_1/cypress/fixtures/export-issues.xml');
const V32_STRUCTURE = path.join(
  OJS,
  'exports-pkp-ojs/stable-3_3_0/plugins/importexport/native/tests/functional/testissue.xml',
);
const V31 = path.join(OJS, 'exports-pkp-ojs/stable-3_1_2/tests/data/60-content/issue.xml');

let t: TestApp;
let tmp: string;

/** A new journal of its own for each case (the records of one never meet another's). */
async function newJournal(abbreviation: string): Promise<number> {
  const [row] = await t.app.db
    .insert(journals)
    .values({ title: `OJS journal ${abbreviation}`, abbreviation, slug: abbreviation.toLowerCase() })
    .returning({ id: journals.id });
  return row.id;
}

/** What the journal holds: articles, issues, mapped records, and the stored files all told. */
async function snapshot(journalId: number) {
  const [{ a }] = await t.app.db.select({ a: count() }).from(articles).where(eq(articles.journalId, journalId));
  const [{ i }] = await t.app.db
    .select({ i: count() })
    .from(journalIssues)
    .where(eq(journalIssues.journalId, journalId));
  const [{ m }] = await t.app.db
    .select({ m: count() })
    .from(ojsImportedRecords)
    .where(eq(ojsImportedRecords.journalId, journalId));
  const [{ f }] = await t.app.db.select({ f: count() }).from(storedFiles);
  const stored = fs.existsSync(path.join(t.dataDir, 'files'))
    ? fs
        .readdirSync(path.join(t.dataDir, 'files'), { recursive: true })
        .filter((n) => /[A-Za-z0-9_-]{22}$/.test(String(n))).length
    : 0;
  return { articles: a, issues: i, mapped: m, fileRows: f, storedFiles: stored };
}

const created = (report: OjsImportReport) =>
  Object.fromEntries(Object.entries(report.counts).map(([k, v]) => [k, v.created]));
const seen = (report: OjsImportReport) =>
  Object.fromEntries(Object.entries(report.counts).map(([k, v]) => [k, v.seen]));

beforeAll(async () => {
  t = await createTestApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ojs-import-'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('OJS 3.4 export (PKP datasets, 3.4.0-4)', () => {
  let journalId: number;
  let first: OjsImportReport;
  beforeAll(async () => {
    journalId = await newJournal('OJSA');
    first = await importOjsNative(t.app.db, t.app.storage, V34, { journalId });
  });

  it('accounts for 1 issue, 2 articles, 3 publications, 7 authors, 3 galleys and 8 files (README)', () => {
    expect(first.version).toBe('3.4');
    expect(seen(first)).toMatchObject({ issues: 1, articles: 2, publications: 3, authors: 7, galleys: 3, files: 8 });
    expect(created(first)).toMatchObject({
      issues: 1,
      sections: 1,
      articles: 2,
      publications: 3,
      authors: 7,
      galleys: 3,
      files: 8,
    });
  });

  it('files the articles in volume 1, issue 2 (2014), current, with their metadata and PDF', async () => {
    const [issue] = await t.app.db.select().from(journalIssues).where(eq(journalIssues.journalId, journalId));
    expect(issue).toMatchObject({
      volume: '1',
      number: '2',
      year: 2014,
      publishedDate: '2023-11-18',
      status: 'current',
    });
    const rows = await t.app.db.select().from(articles).where(eq(articles.journalId, journalId)).orderBy(articles.id);
    const signalling = rows.find((r) => r.title.includes('Signalling'))!;
    // The current publication is version 1 (current_publication_id="1"), prefix + title: subtitle.
    expect(signalling.title).toBe('The Signalling Theory Dividends: A Review Of The Literature And Empirical Evidence');
    expect(signalling.pages).toBe('71-98');
    expect(signalling.keywords).toEqual(['Professional Development', 'Social Transformation']);
    expect(signalling.copyright).toBe('© 2023 Journal of Public Knowledge');
    expect(signalling.abstract).toMatch(/^The signaling theory suggests/);
    expect(
      signalling.contributors.map((c) => [c.givenNames, c.surname, c.affiliations.map((a) => a.name), c.corresponding]),
    ).toEqual([
      ['Alan', 'Mwandenga', ['University of Cape Town'], true],
      ['Amina', 'Mansour', [], false],
      ['Nicolas', 'Riouf', [], false],
    ]);
    expect(signalling.issueId).toBe(issue.id);
    const [pdf] = await t.app.db.select().from(storedFiles).where(eq(storedFiles.key, signalling.pdfFileKey!));
    expect(pdf).toMatchObject({ originalFilename: 'article.pdf', contentType: 'application/pdf', byteSize: 14572 });
    const bytes = await t.app.storage.readWhole(signalling.pdfFileKey!);
    expect(bytes!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('keeps every publication version and every locale in the mapping', async () => {
    const pubs = await t.app.db
      .select()
      .from(ojsImportedRecords)
      .where(sql`${ojsImportedRecords.journalId} = ${journalId} and ${ojsImportedRecords.kind} = 'publication'`);
    const v2 = pubs.find((p) => p.ojsId === '2')!;
    expect(v2.data).toMatchObject({
      version: '2',
      title: { en: 'The The Signalling Theory Dividends Version 2' },
      copyrightHolder: { en: 'Journal of Public Knowledge', fr_CA: 'Journal de la connaissance du public' },
    });
  });

  it('changes nothing when run a second time', async () => {
    const before = await snapshot(journalId);
    const again = await importOjsNative(t.app.db, t.app.storage, V34, { journalId });
    expect(created(again)).toEqual(Object.fromEntries(Object.keys(again.counts).map((k) => [k, 0])));
    expect(again.counts.articles.existing).toBe(2);
    expect(again.storedBytes).toBe(0);
    expect(await snapshot(journalId)).toEqual(before);
  });
});

describe('OJS 3.3 export (cypress fixture)', () => {
  it('accounts for 2 issues, 1 article, 1 author, 1 galley, 3 covers and 3 files (README)', async () => {
    const journalId = await newJournal('OJSB');
    const report = await importOjsNative(t.app.db, t.app.storage, V33, { journalId });
    expect(report.version).toBe('3.3');
    expect(created(report)).toMatchObject({
      issues: 2,
      articles: 1,
      publications: 1,
      authors: 1,
      galleys: 1,
      covers: 3,
      files: 3,
    });
    const [article] = await t.app.db.select().from(articles).where(eq(articles.journalId, journalId));
    expect(article.contributors).toHaveLength(1);
    const [cover] = await t.app.db
      .select()
      .from(ojsImportedRecords)
      .where(sql`${ojsImportedRecords.journalId} = ${journalId} and ${ojsImportedRecords.kind} = 'cover'`)
      .limit(1);
    const bytes = await t.app.storage.readWhole(cover.genesisId);
    expect(bytes!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff])); // a JPEG
  });
});

describe('refusals', () => {
  it.each([
    ['3.2', V32],
    ['3.2', V32_STRUCTURE],
    ['3.1', V31],
  ])('refuses an OJS %s export with the reason, writing nothing', async (version, file) => {
    const journalId = await newJournal(`R${version.replace('.', '')}${path.basename(file).length}`);
    const before = await snapshot(journalId);
    await expect(importOjsNative(t.app.db, t.app.storage, file, { journalId })).rejects.toThrow(
      `This is an OJS ${version} export`,
    );
    expect(await snapshot(journalId)).toEqual(before);
  });

  it('refuses a file that does not validate with the schema’s line and reason', async () => {
    const journalId = await newJournal('OJSC');
    const bad = path.join(tmp, 'bad.xml');
    // 3.4 export with an element native.xsd does not allow in an issue.
    fs.writeFileSync(
      bad,
      fs
        .readFileSync(V34, 'utf8')
        .replace(
          '<date_published>2023-11-18</date_published>',
          '<date_published>2023-11-18</date_published><colour>red</colour>',
        ),
    );
    const err = await importOjsNative(t.app.db, t.app.storage, bad, { journalId }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OjsImportError);
    expect((err as OjsImportError).message).toMatch(
      /does not validate against OJS 3\.4's native\.xsd: line 9: Element '\{http:\/\/pkp\.sfu\.ca\}colour': This element is not expected/,
    );
    expect(await snapshot(journalId)).toMatchObject({ articles: 0, issues: 0, mapped: 0 });
  });

  it('leaves nothing when a record fails in the middle of the file (element path and line)', async () => {
    const journalId = await newJournal('OJSD');
    const other = await newJournal('OJSE');
    // The second article's DOI belongs to another journal's article: the first article was
    // written already when it fails.
    await t.app.db.insert(articles).values({
      journalId: other,
      doi: '10.9999/ojs.clash',
      title: 'Other',
      articleType: 'Article',
      sourceFormat: 'jats',
    });
    const file = path.join(tmp, 'clash.xml');
    const xml = fs.readFileSync(V34, 'utf8');
    const at = xml.lastIndexOf('<id type="internal" advice="ignore">1</id>\n        <title locale="en">The Signalling');
    fs.writeFileSync(
      file,
      xml.slice(0, at) +
        '<id type="internal" advice="ignore">1</id>\n        <id type="doi" advice="update">10.9999/ojs.clash</id>\n        ' +
        xml.slice(at + '<id type="internal" advice="ignore">1</id>\n        '.length),
    );
    const before = await snapshot(journalId);
    const err = await importOjsNative(t.app.db, t.app.storage, file, { journalId }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OjsImportError);
    expect((err as OjsImportError).message).toMatch(
      /DOI 10\.9999\/ojs\.clash belongs to an article of another journal .*at \/issue\/articles\/article\/publication, line \d+/,
    );
    expect(await snapshot(journalId)).toEqual(before);
  });
});
