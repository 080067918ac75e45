/**
 * Figures through HTTP (docs/decisions/0082-figures-article-assets.md), on real articles with their
 * figure files (data/articles/with-figures): the import stores the files each JATS names by the
 * package rules (README.md there) and reports exactly the references MISSING.tsv lists; the
 * conversion job makes AVIF, WebP and JPEG renditions (16-bit TIFFs included, never upscaled);
 * the asset endpoint serves them with immutable caching, only under their own article; the full
 * text shows a `<picture>` with width and height.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { createTestApp, SHARED_ARTICLES, type TestApp } from '../../test/app';
import { importArticles, type ImportReport } from '../scholarly';
import { CONVERT_JOB } from '.';

const WITH_FIGURES = path.join(SHARED_ARTICLES, 'with-figures');
const ARTICLES = [
  'elife/elife-43154-v2',
  'elife/elife-46472-v3',
  'elife/elife-00353',
  'elife/elife-65581',
  'plos/pone.0056489',
];

/** MISSING.tsv: article → its references that resolve to no file ("element href"). */
function missingOf(article: string): string[] {
  return fs
    .readFileSync(path.join(WITH_FIGURES, 'MISSING.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([a]) => a === article)
    .map(([, element, href]) => `${element} ${href}`)
    .sort();
}

/** Counts of VERIFY.tsv: graphics and media/supplementary files present for `article`. */
function presentOf(article: string): number {
  const [header, ...rows] = fs.readFileSync(path.join(WITH_FIGURES, 'VERIFY.tsv'), 'utf8').trim().split('\n');
  const cols = header.split('\t');
  const row = rows.map((r) => r.split('\t')).find((r) => r[0] === article)!;
  return Number(row[cols.indexOf('graphics_present')]) + Number(row[cols.indexOf('media_supp_present')]);
}

let t: TestApp;
let report: ImportReport;
const ids = new Map<string, number>();

async function fullTextHtml(id: number): Promise<string> {
  const res = await t.app.inject({ url: `/api/articles/${id}/full-text` });
  expect(res.statusCode).toBe(200);
  return res.json().html as string;
}

beforeAll(async () => {
  t = await createTestApp();
  report = await importArticles(
    { db: t.app.db, files: t.app.files },
    ARTICLES.map((a) => path.join(WITH_FIGURES, a)),
  );
  // PLOS ingest packages carry a MANIFEST.xml, which is not an article.
  expect(report.skipped.map((s) => path.basename(s.path))).toEqual(['MANIFEST.xml']);
  const rows = await t.app.db.select({ id: articles.id, doi: articles.doi }).from(articles);
  const byDoi = (doi: string) => rows.find((r) => r.doi?.toLowerCase() === doi.toLowerCase())!.id;
  ids.set('elife/elife-43154-v2', byDoi('10.7554/eLife.43154'));
  ids.set('elife/elife-00353', byDoi('10.7554/eLife.00353'));
  ids.set('elife/elife-65581', byDoi('10.7554/eLife.65581'));
  ids.set('plos/pone.0056489', byDoi('10.1371/journal.pone.0056489'));
  // The conversion is a job (decision 0043): run it as the server's runner would.
  while ((await t.app.jobs.runOnce([CONVERT_JOB])) > 0);
}, 180_000);
afterAll(async () => t?.close());

describe('importing an article with its files', () => {
  it('stores every file its JATS names that the package holds, by the package rules', () => {
    // eLife 00353 names its TIFF without extension; PLOS names figures as info:doi/… (README rules 2, 3).
    const expected = ARTICLES.reduce((n, a) => n + presentOf(a), 0);
    expect(report.assetsStored).toBe(expected);
  });

  it('reports exactly the references MISSING.tsv lists, per article', () => {
    for (const article of ARTICLES) {
      const reported = report.unresolvedAssets
        .filter((m) => path.relative(WITH_FIGURES, m.path).startsWith(`${article}/`))
        .map((m) => `${m.element} ${m.href}`)
        .sort();
      expect(reported, article).toEqual(missingOf(article));
    }
  });

  it('keeps unchanged files on a re-import', async () => {
    const again = await importArticles({ db: t.app.db, files: t.app.files }, [
      path.join(WITH_FIGURES, 'elife/elife-00353'),
    ]);
    expect(again).toMatchObject({ updated: 1, assetsStored: 0 });
  });
});

describe('figures on the page and their images', () => {
  it('renders each figure as a <picture>: AVIF and WebP sources, a JPEG <img> with width, height and alt', async () => {
    const html = await fullTextHtml(ids.get('elife/elife-43154-v2')!);
    const pictures = html.match(/<picture[\s\S]*?<\/picture>/g) ?? [];
    // VERIFY.tsv: 3 graphics, all present (600-px JPEGs).
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) {
      expect(picture).toMatch(
        /<source type="image\/avif" srcset="\/api\/articles\/\d+\/assets\/\d+\/[0-9a-f]{12}\/w\d+\.avif \d+w/,
      );
      expect(picture).toMatch(/<source type="image\/webp" srcset="[^"]+\.webp \d+w/);
      expect(picture).toMatch(
        /<img src="[^"]+\.jpg" srcset="[^"]+\.jpg \d+w[^"]*" sizes="[^"]+" width="\d+" height="\d+" alt="[^"]+"/,
      );
      expect(picture).toMatch(/decoding="async"/);
    }
    expect(pictures[0]).toMatch(/loading="eager"/);
    expect(pictures[1]).toMatch(/loading="lazy"/);
    // Each figure offers its original.
    expect(html.match(/>Download original<\/a>/g)).toHaveLength(3);
  });

  it('shows the figure an eLife href without extension names (its .tif)', async () => {
    // elife-00353-v1.xml names "elife-00353-fig1-v1": README rule 2 finds elife-00353-fig1-v1.tif.
    const html = await fullTextHtml(ids.get('elife/elife-00353')!);
    expect(html).toMatch(/<picture/);
    expect(html).not.toMatch(/View the image of Figure 1 at the publisher/);
  });

  it('serves AVIF, WebP and JPEG renditions with immutable caching, never wider than the original', async () => {
    const html = await fullTextHtml(ids.get('elife/elife-43154-v2')!);
    const urls = [...html.matchAll(/(\/api\/articles\/\d+\/assets\/\d+\/[0-9a-f]{12}\/w(\d+)\.(avif|webp|jpg))/g)];
    expect(urls.length).toBeGreaterThan(0);
    const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
    for (const [, url, width, ext] of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe(types[ext as keyof typeof types]);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width).toBe(Number(width));
      // IMAGES.tsv: this article's figures are 600 px wide; no rendition is wider.
      expect(meta.width).toBeLessThanOrEqual(600);
    }
  });

  it('converts a 16-bit RGBA TIFF into 8-bit sRGB renditions at 480, 640, 800, 960 and 1600 px', async () => {
    // IMAGES.tsv: elife-65581-fig1.tif is 2018 × 1257, 16 bits per sample, RGB with alpha.
    const html = await fullTextHtml(ids.get('elife/elife-65581')!);
    const jpegs = [...html.matchAll(/(\/api\/articles\/\d+\/assets\/\d+\/[0-9a-f]{12}\/w(\d+)\.jpg)/g)].map(
      (m) => m[1],
    );
    expect([...new Set(jpegs.map((u) => Number(/w(\d+)\.jpg$/.exec(u)![1])))].sort((a, b) => a - b)).toEqual([
      480, 640, 800, 960, 1600,
    ]);
    expect(html).toMatch(/<img [^>]*width="1600" height="997"/);
    // Drawn at most 80vh tall (full-text.css), so at most 80vh × 1600/997 wide: `sizes` says so (decision 0084).
    expect(html).toContain('sizes="(min-width: 1024px) min(694px, calc(50vw + 54px), 128.385vh)');
    const res = await t.app.inject({ url: jpegs.find((u) => u.endsWith('w960.jpg'))! });
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 960, height: 598, depth: 'uchar', space: 'srgb' });
  });

  it('serves the original with its own media type, as a download', async () => {
    const html = await fullTextHtml(ids.get('elife/elife-00353')!);
    const original = /href="(\/api\/articles\/\d+\/assets\/\d+\/[0-9a-f]{12}\/original)"/.exec(html)![1];
    const res = await t.app.inject({ url: original });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/tiff');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="elife-00353-fig1-v1\.tif"/);
    expect(
      res.rawPayload.equals(fs.readFileSync(path.join(WITH_FIGURES, 'elife/elife-00353/elife-00353-fig1-v1.tif'))),
    ).toBe(true);
  });

  it('shows PLOS figures named info:doi/…, and keeps markup tables over their image alternative', async () => {
    // pone.0056489: 3 figures, and 3 tables given both as markup and as an image (<alternatives>),
    // all 6 images present as TIFFs. The markup table is the accessible one: it stays.
    const html = await fullTextHtml(ids.get('plos/pone.0056489')!);
    const figures = html.match(/<figure class="jats-fig"[\s\S]*?<\/figure>/g) ?? [];
    expect(figures.filter((f) => f.includes('<picture'))).toHaveLength(3);
    expect(html).not.toMatch(/View the image of Fig/);
    const tables = html.match(/<figure class="jats-table-wrap"[\s\S]*?<\/figure>/g) ?? [];
    expect(tables).toHaveLength(3);
    for (const table of tables) {
      expect(table).toContain('<table>');
      expect(table).not.toContain('<picture');
    }
  });

  it('lists supplementary files with their type, size and a download of the file as imported', async () => {
    // The demo's Research Square preprint: 7 of its 9 data files are in demo/ (ATTRIBUTION.md).
    const demo = path.resolve(import.meta.dirname, '../../../../demo/researchsquare/rs-2197876');
    const again = await importArticles({ db: t.app.db, files: t.app.files }, [demo]);
    expect(again.unresolvedAssets.map((m) => m.href).sort()).toEqual([
      '2197876-data1.png',
      '2197876-data2.pptx',
      '2197876.pdf',
    ]);
    const [row] = await t.app.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.doi, '10.21203/rs.3.rs-2197876/v1'));
    const html = await fullTextHtml(row.id);
    const downloads = [
      ...html.matchAll(
        /<p class="jats-file-download"><a href="([^"]+)">Download ([^<]+)<\/a> <span class="jats-file-meta">\(([^)]+)\)<\/span>/g,
      ),
    ];
    expect(downloads.map((d) => `${d[2]} ${d[3]}`)).toContain('2197876-data3.xlsx XLSX, 10 kB');
    expect(downloads).toHaveLength(7);
    const file = await t.app.inject({ url: downloads.find((d) => d[2] === '2197876-data9.docx')![1] });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="2197876-data9\.docx"/);
    // The two files left out keep their link to where they can be found.
    expect(html).not.toMatch(/Download 2197876-data2/);
  });

  it("answers 404 for an asset asked under another article's id, an old version, and a withdrawn article", async () => {
    const id = ids.get('plos/pone.0056489')!;
    const html = await fullTextHtml(id);
    const url = /srcset="(\/api\/articles\/\d+\/assets\/\d+\/[0-9a-f]{12}\/w\d+\.webp)/.exec(html)![1];
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const other = url.replace(`/api/articles/${id}/`, `/api/articles/${ids.get('elife/elife-00353')}/`);
    expect((await t.app.inject({ url: other })).statusCode).toBe(404);
    const oldVersion = url.replace(/\/[0-9a-f]{12}\//, '/000000000000/');
    expect((await t.app.inject({ url: oldVersion })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url.replace(/w\d+\.webp$/, 'w123.webp') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url.replace(/w\d+\.webp$/, 'w480.gif') })).statusCode).toBe(400);
    // Withdrawn: the article is no longer in the catalogue, nor are its files.
    await t.app.db.delete(articles).where(eq(articles.id, id));
    const gone = await t.app.inject({ url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', message: 'File not found' });
  });
});
