import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { createTestApp, SHARED_ARTICLES, type TestApp } from '../../test/app';
import { HOUSE_JOURNALS } from '../../../shared/domain/journals';
import { importArticles, type ImportReport } from './import-service';

let t: TestApp;
let first: ImportReport;

type Summary = { id: number; title: string; doi: string; journalAbbreviation: string; pdfUrl: string | null };

async function byDoi(doi: string) {
  const all: Summary[] = [];
  for (let offset = 0; ; offset += 100) {
    const page: Summary[] = (await t.app.inject({ url: `/api/articles?limit=100&offset=${offset}` })).json();
    all.push(...page);
    if (page.length < 100) break;
  }
  const summary = all.find((a) => a.doi.toLowerCase() === doi.toLowerCase());
  if (!summary) throw new Error(`no article with DOI ${doi}`);
  return (await t.app.inject({ url: `/api/articles/${summary.id}` })).json();
}

beforeAll(async () => {
  t = await createTestApp();
  first = await importArticles({ db: t.app.db, files: t.app.files }, [SHARED_ARTICLES]);
}, 180_000);
afterAll(async () => t?.close());

describe('importing ../shared/data/articles', () => {
  it('imports every JATS and Crossref article and states why the rest is skipped', () => {
    // 259 distinct DOIs: the 243 of plos/, elife/, pmc-iucr/ and jose/, and 16 of the 23 articles
    // of with-figures/ (the other 7 are the same DOIs as articles of elife/ and jose/).
    expect(first.imported).toBe(259);
    expect(first.updated).toBe(0);
    const skipped = first.skipped.map((s) => [path.relative(SHARED_ARTICLES, s.path), s.reason]);
    const meca = (file: string, root: string) => [file, expect.stringContaining(`root element <${root}>`)];
    const noMetadata = (file: string) => [file, 'PDF with no JATS or Crossref metadata beside it'];
    expect(skipped).toEqual([
      // MECA packages: their manifest and transfer files are not articles (the JATS beside them is).
      meca('elife/reviewed-preprint/95901-v1/manifest.xml', 'manifest'),
      meca('with-figures/arxiv/2212.00741/manifest.xml', 'manifest'),
      meca('with-figures/arxiv/2212.00741/transfer.xml', 'transfer'),
      meca('with-figures/plos/pone.0056489/MANIFEST.xml', 'manifest'),
      meca('with-figures/plos/pone.0097823/MANIFEST.xml', 'manifest'),
      meca('with-figures/plos/pone.0113033/MANIFEST.xml', 'manifest'),
      meca('with-figures/researchsquare/rs-2197876/manifest.xml', 'manifest'),
      meca('with-figures/researchsquare/rs-2197876/transfer.xml', 'transfer'),
      ...[
        'bmc-hsr-2014-14-1',
        'bmc-jtmo-2010-4-1',
        'clinsci-2014-126-305',
        'hindawi-rrp-2010-157939',
        'peerj-cs-118',
      ].map((name) => noMetadata(`pdf-only/${name}.pdf`)),
      // JOSE papers whose JATS is named paper.jats/… beside the PDF: imported from jose/ instead.
      ...['00180', '00286', '00303'].map((n) =>
        noMetadata(`with-figures/openjournals/jose.${n}/10.21105.jose.${n}.pdf`),
      ),
    ]);
    expect(first.pdfsAttached).toBe(97);
  });

  it('keeps real titles, authors, affiliations and files (eLife with PDF)', async () => {
    const a = await byDoi('10.7554/eLife.19405');
    expect(a.title).toBe('Cellular fingers take hold');
    expect(a.contributors).toHaveLength(1);
    expect(a.journalAbbreviation).toBe('eLife');
    expect(a.licenseUrl).toMatch(/creativecommons\.org\/licenses\/by\/4\.0/);
    const pdf = await t.app.inject({ url: a.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const source = await t.app.inject({ url: a.sourceXmlUrl });
    expect(source.body).toContain('10.7554/eLife.19405');
  });

  it('imports Crossref deposits with ORCID iDs and merges the JATS of the same DOI (JOSE)', async () => {
    const a = await byDoi('10.21105/jose.00013');
    expect(a.title).toBe('The Riffomonas Reproducible Research Tutorial Series');
    expect(a.contributors).toEqual([expect.objectContaining({ orcid: '0000-0002-6935-4275' })]);
    expect(a.journalTitle).toBe('Journal of Open Source Education');
    expect(a.journalIssn).toBe('2577-3569');
    expect(a.pdfUrl).not.toBeNull();
    const merged = await byDoi('10.21105/jose.00090');
    expect(merged.publishedDate).toMatch(/^2024-05-/);
    expect(merged.pdfUrl).not.toBeNull();
  });

  it('files articles under their real journals, never under ours', async () => {
    const journals: { title: string; abbreviation: string; articleCount: number; currentVolume: number }[] = (
      await t.app.inject({ url: '/api/journals?limit=100' })
    ).json();
    const byTitle = Object.fromEntries(journals.map((j) => [j.title, j]));
    expect(byTitle['PLoS ONE']).toMatchObject({ abbreviation: 'PLoS-ONE', articleCount: 67 });
    expect(byTitle['Journal of Open Source Education']).toMatchObject({ abbreviation: 'JOSE', articleCount: 90 });
    expect(byTitle['eLife'].articleCount).toBe(29);
    for (const house of HOUSE_JOURNALS) expect(byTitle[house.title]?.articleCount ?? 0).toBe(0);
    expect(journals.reduce((n, j) => n + j.articleCount, 0)).toBe(259);
    expect((await t.app.inject({ url: '/api/journals/abbrev/plos-one' })).json().title).toBe('PLoS ONE');
  });

  it('ranks real articles by relevance', async () => {
    const search = async (q: string) =>
      (await t.app.inject({ url: `/api/articles/search?q=${encodeURIComponent(q)}&limit=5` })).json() as {
        title: string;
      }[];
    expect((await search('polycomb repressive complex'))[0].title).toBe(
      'Molecular architecture of human polycomb repressive complex 2',
    );
    expect((await search('reproducible research tutorial'))[0].title).toBe(
      'The Riffomonas Reproducible Research Tutorial Series',
    );
    const malaria = await search('malaria');
    expect(malaria.length).toBeGreaterThan(0);
    expect(malaria[0].title.toLowerCase()).toContain('malaria');
  });

  it('is idempotent by DOI: a second run updates in place and stores no new files', async () => {
    const [{ before }] = await t.app.db.select({ before: count() }).from(storedFiles);
    const again = await importArticles({ db: t.app.db, files: t.app.files }, [SHARED_ARTICLES]);
    expect(again).toMatchObject({ imported: 0, updated: 259, pdfsAttached: 0 });
    const [{ after }] = await t.app.db.select({ after: count() }).from(storedFiles);
    expect(after).toBe(before);
    expect((await t.app.inject({ url: '/api/articles' })).headers['x-total-count']).toBe('259');
  });

  it('skips a bad file with its path and reason and imports the rest', async () => {
    const dir = path.join(t.dataDir, 'batch');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'broken.xml'), '<article><front><article-meta>');
    fs.writeFileSync(
      path.join(dir, 'nodoi.xml'),
      '<article><front><article-meta><title-group><article-title>X</article-title></title-group></article-meta></front></article>',
    );
    fs.copyFileSync(path.join(SHARED_ARTICLES, 'pmc-iucr/xml/e-67-o1363.nxml'), path.join(dir, 'e-67-o1363.nxml'));
    const report = await importArticles({ db: t.app.db, files: t.app.files }, [dir]);
    expect(report.updated).toBe(1);
    expect(report.skipped).toEqual([
      { path: path.join(dir, 'broken.xml'), reason: expect.stringMatching(/^malformed XML/) },
      { path: path.join(dir, 'nodoi.xml'), reason: 'no DOI' },
    ]);
    await expect(importArticles({ db: t.app.db, files: t.app.files }, [path.join(dir, 'missing')])).rejects.toThrow(
      /ENOENT/,
    );
  });
});

describe('the current issue of an imported journal (decision 0083)', () => {
  it('names no issue number for eLife, whose volumes have none, and keeps JOSE volume and issue', async () => {
    const elife = (await t.app.inject({ url: '/api/journals/abbrev/eLife' })).json();
    expect(elife.currentIssueNumbered).toBe(false);
    expect(elife.currentVolume).toBeGreaterThanOrEqual(5);
    const jose = (await t.app.inject({ url: '/api/journals/abbrev/JOSE' })).json();
    expect(jose.currentIssueNumbered).toBe(true);
    expect(jose.currentIssue).toBeGreaterThan(1);
  });
});
