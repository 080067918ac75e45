import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-types';
import { Readable } from 'node:stream';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { createArticle, createJournal } from '../../test/factories';
import { escapeHtml, jsonForScript, renderHead } from './head';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Genesis | Open Access Academic Publishing Excellence</title>
<meta name="description" content="default" />
</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let app: AppInstance;
let withPdf: { id: number; doi: string; journalAbbreviation: string };

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  app = await buildApp({ config: t.config, database: await createTestDatabase(), logger: false, clientDir });
  const journal = await createJournal(app.db, {
    title: 'eLife',
    abbreviation: 'eLife',
    issn: '2050-084X',
    publisher: 'eLife Sciences Publications, Ltd',
  });
  const pdf = await app.files.save({
    source: Readable.from([Buffer.from('%PDF-1.4\n')]),
    originalFilename: 'x.pdf',
    contentType: 'application/pdf',
    visibility: 'public',
  });
  await createArticle(app.db, journal.id, {
    title: 'Cellular fingers take hold',
    doi: '10.7554/eLife.19405',
    volume: '5',
    publishedDate: '2016-08-02',
    pdfFileKey: pdf.key,
    abstract:
      'Cells can extend thin protrusions called cytonemes that allow them to exchange signals with neighbouring cells, even over long distances. '.repeat(
        2,
      ),
    contributors: [
      {
        name: 'Yukiko M Yamashita',
        givenNames: 'Yukiko M',
        surname: 'Yamashita',
        affiliations: [{ name: 'University of Michigan', rorId: null, department: null, city: null, country: null }],
        orcid: null,
        corresponding: true,
      },
    ],
  });
  [withPdf] = (await app.inject({ url: '/api/articles' })).json();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const metas = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('server-rendered heads', () => {
  it('gives an article page its title, description, citation tags and JSON-LD', async () => {
    const res = await app.inject({ url: `/articles/${withPdf.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Cellular fingers take hold | Genesis</title>');
    expect(metas(html, 'description')[0]).toMatch(/^\S.{20,158}…?$/);
    expect(metas(html, 'citation_title')).toEqual(['Cellular fingers take hold']);
    expect(metas(html, 'citation_author')).toEqual(['Yukiko M Yamashita']);
    expect(metas(html, 'citation_journal_title')).toEqual(['eLife']);
    expect(metas(html, 'citation_doi')).toEqual(['10.7554/eLife.19405']);
    expect(metas(html, 'citation_issn')).toEqual(['2050-084X']);
    expect(metas(html, 'citation_publication_date')[0]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(metas(html, 'citation_volume')).toEqual(['5']);
    expect(metas(html, 'citation_pdf_url')[0]).toMatch(/^https:\/\/journals\.example\.org\/api\/files\/[\w-]{22}$/);
    expect(html).toContain(`<link rel="canonical" href="https://journals.example.org/articles/${withPdf.id}" />`);

    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      name: 'Cellular fingers take hold',
      author: [{ '@type': 'Person', name: 'Yukiko M Yamashita' }],
      identifier: { propertyID: 'DOI', value: '10.7554/eLife.19405' },
      isPartOf: {
        '@type': 'PublicationVolume',
        volumeNumber: '5',
        isPartOf: { '@type': 'Periodical', name: 'eLife', issn: '2050-084X' },
      },
    });
  });

  it('serves the same head on the journal-scoped article path', async () => {
    const res = await app.inject({ url: `/journals/1/articles/${withPdf.id}` });
    expect(res.statusCode).toBe(200);
    expect(metas(res.body, 'citation_doi')).toEqual(['10.7554/eLife.19405']);
  });

  it('names journals and static pages, and says 404 for what does not exist', async () => {
    const journal = await app.inject({ url: `/journals/${withPdf.journalAbbreviation.toLowerCase()}` });
    expect(journal.body).toContain('<title>eLife | Genesis</title>');
    const volume = await app.inject({ url: `/journals/${withPdf.journalAbbreviation.toLowerCase()}/issues/5` });
    expect(volume.statusCode).toBe(200);
    expect(volume.body).toContain('<title>Volume 5 | eLife | Genesis</title>');
    const journals = await app.inject({ url: '/journals/' });
    expect(journals.body).toContain('<title>Journals | Genesis</title>');
    expect((await app.inject({ url: '/' })).body).toContain(
      '<title>Genesis | Open Access Academic Publishing Excellence</title>',
    );
    for (const url of [
      '/articles/abc',
      '/articles/0',
      '/articles/99999999999',
      '/articles/424242',
      '/journals/nope',
      '/nope',
      // Issue and volume pages (decision 0029): only those of the journal's issue records exist.
      `/journals/${withPdf.journalAbbreviation.toLowerCase()}/issues/999`,
      `/journals/${withPdf.journalAbbreviation.toLowerCase()}/issues/5/77`,
      '/journals/nope/issues/5',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('citation_title');
    }
  });
});

describe('escaping', () => {
  it('cannot be broken out of by titles or JSON', () => {
    const html = renderHead(TEMPLATE, {
      title: '"><script>alert(1)</script>',
      description: 'a & b',
      jsonLd: { name: '</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`<title>${escapeHtml('"><script>alert(1)</script>')} | Genesis</title>`);
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });
});

describe('replacement patterns in titles', () => {
  const TRICKY = "A $' B $` C $& D $$ E $1";

  it("renders a title holding $', $`, $& literally (no String.replace pattern expansion)", () => {
    const html = renderHead(TEMPLATE, {
      title: TRICKY,
      description: TRICKY,
      meta: [['citation_title', TRICKY]],
      jsonLd: { name: TRICKY },
    });
    expect(html).toContain(`<title>${escapeHtml(TRICKY)} | Genesis</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(TRICKY)}" />`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it("serves an article titled with $', $`, $& with a well-formed head holding the exact title", async () => {
    const journal = await createJournal(app.db);
    const article = await createArticle(app.db, journal.id, { title: TRICKY });
    const res = await app.inject({ url: `/articles/${article.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1];
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>${escapeHtml(TRICKY)} | Genesis</title>`);
    expect(metas(html, 'citation_title')).toEqual([escapeHtml(TRICKY)]);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld.name).toBe(TRICKY);
    expect(html).toContain('<div id="root"></div></body></html>');
  });
});
