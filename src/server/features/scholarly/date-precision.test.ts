/**
 * Dates known only by year (decision 0083): a real eLife reviewed preprint whose only
 * `<pub-date pub-type="epub">` is `<year>2024</year>` is imported, and every output writes the
 * year alone: the API (with its precision), the page's citation_publication_date, DC.date and
 * JSON-LD datePublished, RIS `PY`, BibTeX (no month), CSL-JSON date-parts, OAI-PMH Dublin Core
 * and JATS (the Crossref deposit: deposits/crossref-xml.test.ts). Before, the page said "Jan 01, 2024"
 * and every output "2024-01-01".
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-types';
import { createTestApp, SHARED_ARTICLES, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { importArticles } from '.';

const PREPRINT = path.join(SHARED_ARTICLES, 'elife/reviewed-preprint/95901-v1/24301711.xml');
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Genesis</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let app: AppInstance;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  app = await buildApp({ config: t.config, database: await createTestDatabase(), logger: false, clientDir });
  const dir = path.join(t.dataDir, 'in');
  fs.mkdirSync(dir);
  fs.copyFileSync(PREPRINT, path.join(dir, '24301711.xml'));
  const report = await importArticles({ db: app.db, files: app.files }, [dir]);
  expect(report.imported).toBe(1);
  [id] = report.articleIds;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const metas = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('a publication date known only by its year (decision 0083)', () => {
  it('is stored as the year with its precision and answered so by the API', async () => {
    const article = (await app.inject({ url: `/api/articles/${id}` })).json();
    expect(article.publishedDate).toBe('2024-01-01');
    expect(article.publishedDatePrecision).toBe('year');
    const [listed] = (await app.inject({ url: '/api/articles' })).json();
    expect(listed).toMatchObject({ id, publishedDatePrecision: 'year' });
  });

  it('gives the page head the year alone (Google Scholar, Dublin Core, schema.org)', async () => {
    const html = (await app.inject({ url: `/articles/${id}` })).body;
    expect(metas(html, 'citation_publication_date')).toEqual(['2024']);
    expect(metas(html, 'DC.date')).toEqual(['2024']);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld.datePublished).toBe('2024');
  });

  it('cites the year alone: RIS PY, BibTeX without a month, CSL-JSON date-parts [[2024]]', async () => {
    const ris = (await app.inject({ url: `/api/articles/${id}/citation?format=ris` })).body;
    const py = ris.split(/\r\n/).filter((line) => /^(PY|DA|Y1) {2}- /.test(line));
    expect(py.length).toBeGreaterThan(0);
    for (const line of py) expect(line).toMatch(/^(PY|DA|Y1) {2}- 2024\/*$/);
    const bib = (await app.inject({ url: `/api/articles/${id}/citation?format=bibtex` })).body;
    expect(bib).toMatch(/year = \{?2024\}?/);
    expect(bib).not.toMatch(/month/);
    const [csl] = (await app.inject({ url: `/api/articles/${id}/citation?format=csl-json` })).json();
    expect(csl.issued['date-parts']).toEqual([[2024]]);
  });

  it('writes the year alone in OAI-PMH Dublin Core and JATS', async () => {
    const dc = (
      await app.inject({
        url: `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:journals.example.org:article/${id}`,
      })
    ).body;
    expect(dc).toContain('<dc:date>2024</dc:date>');
    const jats = (
      await app.inject({
        url: `/oai?verb=GetRecord&metadataPrefix=jats&identifier=oai:journals.example.org:article/${id}`,
      })
    ).body;
    const pubDate = /<pub-date[^>]*>(.*?)<\/pub-date>/s.exec(jats)![1];
    expect(pubDate.replace(/\s/g, '')).toBe('<year>2024</year>');
  });
});
