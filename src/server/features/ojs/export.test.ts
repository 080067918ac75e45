/**
 * The OJS Native XML export (docs/decisions/0092-ojs-export.md) of real journals: the 90 JOSE
 * papers with their PDFs (../shared/data/articles/jose) and the demo data (demo/: eLife with a
 * figure, the Research Square preprint outside any issue with its figures and data files).
 * Each export is checked against OJS's own schemas (../shared/data/ojs/schemas, xmllint), then
 * read back with a small parser of this test and compared with the database and the storage:
 * every article, author, ORCID iD, affiliation, DOI, and every file byte for byte (sha256).
 */
import { affiliationLine } from '../../../shared/api/contributors';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAssets, articles, journalIssues, journals, storedFiles } from '../../db/schema';
import { createTestApp, SHARED_ARTICLES, type TestApp } from '../../test/app';
import { seedHouseJournals } from '../journals';
import { importArticles } from '../scholarly';
import { exportOjsNative, type OjsExportOptions } from './export';

const DEMO = path.resolve(import.meta.dirname, '../../../../demo');
const SCHEMAS = path.resolve(SHARED_ARTICLES, '../ojs/schemas');
const SCHEMA = { '3.4': path.join(SCHEMAS, '3_4_0/native.xsd'), '3.5': path.join(SCHEMAS, '3_5_0/native.xsd') };

let t: TestApp;
let tmp: string;
const journalId: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ojs-export-'));
  await seedHouseJournals(t.app.db);
  const demo = await importArticles({ db: t.app.db, files: t.app.files }, [DEMO]);
  expect(demo.imported).toBeGreaterThan(40);
  const jose = await importArticles({ db: t.app.db, files: t.app.files }, [path.join(SHARED_ARTICLES, 'jose')]);
  expect(jose.skipped).toEqual([]);
  for (const j of await t.app.db.select().from(journals)) journalId[j.abbreviation] = j.id;
}, 300_000);
afterAll(async () => {
  await t?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** The export of `options` written to a file; returns its path. */
async function exportToFile(options: OjsExportOptions, name: string): Promise<string> {
  const file = path.join(tmp, name);
  const out = fs.createWriteStream(file);
  await exportOjsNative(t.app.db, t.app.storage, options, out);
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return file;
}

/** xmllint's verdict on `file` against OJS's native.xsd of `format`: '' when valid. */
function schemaErrors(file: string, format: '3.4' | '3.5'): string {
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--huge', '--schema', SCHEMA[format], file], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return result.status === 0 ? '' : result.stderr.slice(0, 4000);
}

// ---- A small reader of Native XML, for this test only ---------------------------------------

type Node = Record<string, unknown>;
const REPEATED = new Set([
  'issue',
  'article',
  'submission_file',
  'publication',
  'author',
  'article_galley',
  'id',
  'affiliation',
  'keyword',
  'subject',
  'section',
  'name',
  'file',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : value ? [value as Node] : []);
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? String((value as Node)['#'] ?? '') : '';

interface ReadArticle {
  doi: string | null;
  title: string;
  pages: string | null;
  authors: { given: string; family: string | null; affiliations: string[]; orcid: string | null; email: string }[];
  primaryContact: number | null;
  authorIds: number[];
  keywords: string[];
  /** sha256 of each embedded file by its name, and which galley shows it. */
  files: { name: string; sha256: string; size: number; filesize: number; genre: string; stage: string }[];
  galleys: { name: string; fileRef: number }[];
  fileIds: number[];
}

function readArticles(articlesNode: unknown, format: '3.4' | '3.5'): ReadArticle[] {
  return list((articlesNode as Node | undefined)?.article).map((a) => {
    const files = list(a.submission_file).map((sf) => {
      const file = list(sf.file)[0];
      const base64 = textOf((file.embed as Node)['#']).replace(/\s+/g, '');
      // Strict RFC 4648 base64: padding only at the very end (Node's decoder would forgive more).
      expect(base64).toMatch(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
      const bytes = Buffer.from(base64, 'base64');
      return {
        id: Number(sf['@id']),
        name: textOf(list(sf.name)[0]),
        sha256: createHash('sha256').update(bytes).digest('hex'),
        size: bytes.length,
        filesize: Number(file['@filesize']),
        genre: String(sf['@genre']),
        stage: String(sf['@stage']),
      };
    });
    const publication = list(a.publication)[0];
    const ids = list(publication.id);
    const authors = list((publication.authors as Node | undefined)?.author);
    return {
      doi: ids.find((id) => id['@type'] === 'doi')?.['#']?.toString() ?? null,
      title: textOf(publication.title),
      pages: publication.pages === undefined ? null : textOf(publication.pages),
      primaryContact: publication['@primary_contact_id'] ? Number(publication['@primary_contact_id']) : null,
      authorIds: authors.map((au) => Number(au['@id'])),
      authors: authors.map((au) => ({
        given: textOf(au.givenname),
        family: au.familyname === undefined ? null : textOf(au.familyname),
        affiliations:
          format === '3.5'
            ? list(au.affiliation).map((af) => textOf(list(af.name)[0]))
            : list(au.affiliation).flatMap((af) => textOf(af).split('; ')),
        orcid: au.orcid === undefined ? null : textOf(au.orcid),
        email: textOf(au.email),
      })),
      keywords: list((publication.keywords as Node | undefined)?.keyword).map((k) =>
        format === '3.5' ? textOf(list(k.name)[0]) : textOf(k),
      ),
      files: files.map(({ id: _id, ...rest }) => rest),
      fileIds: files.map((f) => f.id),
      galleys: list(publication.article_galley).map((g) => ({
        name: textOf(list(g.name)[0]),
        fileRef: Number((g.submission_file_ref as Node)['@id']),
      })),
    };
  });
}

async function storedSha256(key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await t.app.storage.read(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

// ---- The tests ------------------------------------------------------------------------------

describe.each(['3.4', '3.5'] as const)('the JOSE journal exported to OJS %s Native XML', (format) => {
  let file: string;
  let doc: Node;
  beforeAll(async () => {
    file = await exportToFile({ journalId: journalId.JOSE, format }, `jose-${format}.xml`);
    doc = parser.parse(fs.readFileSync(file, 'utf8')) as Node;
  }, 120_000);

  it("is valid against OJS's native.xsd", () => {
    expect(schemaErrors(file, format)).toBe('');
  });

  it('holds every issue of the journal with its articles, current flag and identification', async () => {
    const issues = list((doc.issues as Node).issue);
    const rows = await t.app.db.select().from(journalIssues).where(eq(journalIssues.journalId, journalId.JOSE));
    expect(issues).toHaveLength(rows.length);
    for (const row of rows) {
      const issue = issues.find((i) => textOf(list(i.id)[0]) === String(row.id));
      expect(issue, `issue ${row.volume}/${row.number}`).toBeDefined();
      const ident = issue!.issue_identification as Node;
      expect(textOf(ident.volume)).toBe(row.volume);
      expect(textOf(ident.number ?? '')).toBe(row.number);
      expect(issue!['@current']).toBe(row.status === 'current' ? '1' : '0');
      const inDb = await t.app.db.select({ id: articles.id }).from(articles).where(eq(articles.issueId, row.id));
      expect(list((issue!.articles as Node).article)).toHaveLength(inDb.length);
    }
  });

  it('keeps every article, author (in order), ORCID iD, affiliation and DOI, and each PDF byte for byte', async () => {
    const read = list((doc.issues as Node).issue).flatMap((i) => readArticles(i.articles, format));
    const rows = await t.app.db.select().from(articles).where(eq(articles.journalId, journalId.JOSE));
    expect(rows.length).toBeGreaterThanOrEqual(90);
    expect(read).toHaveLength(rows.length);
    let pdfs = 0;
    for (const row of rows) {
      const a = read.find((r) => r.doi === row.doi);
      expect(a, `article ${row.doi}`).toBeDefined();
      expect(a!.title).toBe(row.title);
      expect(a!.pages).toBe(row.pages);
      expect(a!.authors.map((au) => au.orcid)).toEqual(
        row.contributors.map((c) => (c.orcid ? `https://orcid.org/${c.orcid}` : null)),
      );
      expect(a!.authors.map((au) => au.affiliations)).toEqual(
        row.contributors.map((c) => c.affiliations.map(affiliationLine)),
      );
      expect(a!.authors.map((au) => [au.given, au.family].filter(Boolean).join(' '))).toEqual(
        row.contributors.map((c) => (c.givenNames ? `${c.givenNames} ${c.surname ?? ''}`.trim() : c.name)),
      );
      const contact = row.contributors.findIndex((c) => c.corresponding);
      expect(a!.primaryContact).toBe(contact >= 0 ? a!.authorIds[contact] : null);
      expect(a!.keywords).toEqual(row.keywords);
      if (row.pdfFileKey) {
        const [stored] = await t.app.db.select().from(storedFiles).where(eq(storedFiles.key, row.pdfFileKey));
        const pdf = a!.files.find((f) => f.name === stored.originalFilename && f.genre === 'Article Text');
        expect(pdf, `the PDF of ${row.doi}`).toBeDefined();
        expect(pdf!.sha256).toBe(await storedSha256(row.pdfFileKey));
        expect(pdf!.sha256).toBe(stored.sha256);
        expect(pdf!.size).toBe(pdf!.filesize);
        expect(a!.galleys.map((g) => g.name)).toContain('PDF');
        pdfs++;
      }
      // Every galley names a submission_file of its article.
      for (const g of a!.galleys) expect(a!.fileIds).toContain(g.fileRef);
    }
    // Every paper of the corpus that comes with its PDF (87 of the 90) has it in the export.
    const corpus = path.join(SHARED_ARTICLES, 'jose');
    const withPdf = fs
      .readdirSync(corpus)
      .filter((d) => d.startsWith('jose.') && fs.readdirSync(path.join(corpus, d)).some((f) => f.endsWith('.pdf')));
    expect(withPdf.length).toBeGreaterThanOrEqual(87);
    expect(pdfs).toBeGreaterThanOrEqual(withPdf.length);
  });
});

describe('journals with figures and without issues', () => {
  it('exports the Research Square preprint, outside any issue, as an <articles> document with its figures and data files', async () => {
    const [rs] = await t.app.db
      .select({ journalId: articles.journalId })
      .from(articles)
      .where(eq(articles.doi, '10.21203/rs.3.rs-2197876/v1'));
    expect(rs).toBeDefined();
    for (const format of ['3.4', '3.5'] as const) {
      const file = await exportToFile({ journalId: rs.journalId, format }, `rs-${format}.xml`);
      expect(schemaErrors(file, format)).toBe('');
      const doc = parser.parse(fs.readFileSync(file, 'utf8')) as Node;
      expect(doc.issues).toBeUndefined();
      const read = readArticles(doc.articles, format);
      const a = read.find((r) => r.doi === '10.21203/rs.3.rs-2197876/v1');
      expect(a).toBeDefined();
      const [row] = await t.app.db.select({ id: articles.id }).from(articles).where(eq(articles.doi, a!.doi!));
      const assets = await t.app.db
        .select({ href: articleAssets.href, kind: articleAssets.kind, key: articleAssets.fileKey })
        .from(articleAssets)
        .where(eq(articleAssets.articleId, row.id));
      expect(assets.length).toBeGreaterThanOrEqual(6);
      for (const asset of assets) {
        const f = a!.files.find((x) => x.name === asset.href);
        expect(f, asset.href).toBeDefined();
        expect(f!.sha256).toBe(await storedSha256(asset.key));
        expect(f!.stage).toBe(asset.kind === 'supplementary-material' ? 'proof' : 'dependent');
      }
    }
  }, 60_000);

  it('exports the eLife figure and a chosen issue alone, valid for both versions', async () => {
    const [elife] = await t.app.db
      .select({ journalId: articles.journalId, issueId: articles.issueId, id: articles.id })
      .from(articles)
      .where(eq(articles.doi, '10.7554/eLife.00353'));
    expect(elife?.issueId).not.toBeNull();
    for (const format of ['3.4', '3.5'] as const) {
      const file = await exportToFile(
        { journalId: elife.journalId, issueIds: [elife.issueId!], format },
        `elife-${format}.xml`,
      );
      expect(schemaErrors(file, format)).toBe('');
      const doc = parser.parse(fs.readFileSync(file, 'utf8')) as Node;
      const issues = list((doc.issues as Node).issue);
      expect(issues).toHaveLength(1);
      const a = readArticles(issues[0].articles, format).find((r) => r.doi === '10.7554/eLife.00353');
      const [figure] = await t.app.db
        .select({ href: articleAssets.href, key: articleAssets.fileKey })
        .from(articleAssets)
        .where(eq(articleAssets.articleId, elife.id));
      const f = a!.files.find((x) => x.name === figure.href);
      expect(f?.sha256).toBe(await storedSha256(figure.key));
      expect(f?.genre).toBe('Image');
      expect(a!.galleys.map((g) => g.name)).toEqual(expect.arrayContaining(['PDF', 'JATS XML']));
    }
  }, 60_000);

  it("refuses another journal's issue and an unknown journal (404)", async () => {
    const [other] = await t.app.db
      .select({ id: journalIssues.id })
      .from(journalIssues)
      .where(eq(journalIssues.journalId, journalId.JOSE));
    const sink = new Writable({ write: (_c, _e, cb) => cb() });
    const [rs] = await t.app.db
      .select({ journalId: articles.journalId })
      .from(articles)
      .where(eq(articles.doi, '10.7554/eLife.00353'));
    await expect(
      exportOjsNative(t.app.db, t.app.storage, { journalId: rs.journalId, issueIds: [other.id], format: '3.4' }, sink),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      exportOjsNative(t.app.db, t.app.storage, { journalId: 999_999, format: '3.4' }, sink),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
