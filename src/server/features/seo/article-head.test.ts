/**
 * Decision 0026 on a server-rendered article page: FAIR Signposting level 1 `Link` header
 * (https://signposting.org/FAIR/: cite-as, author, describedby with type, item with type,
 * license, type), whose targets answer; complete `citation_*` tags (Google Scholar inclusion
 * guidelines), Dublin Core `DC.*` tags, JSON-LD ScholarlyArticle → PublicationIssue →
 * PublicationVolume → Periodical; the JATS export; feed links in home and journal heads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-types';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { createArticle, createJournal } from '../../test/factories';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Genesis</title><meta name="description" content="default" />
</head><body><div id="root"></div></body></html>`;
const ORIGIN = 'https://journals.example.org';
const JATS = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../demo/elife/xml/elife09853.xml'));

let t: TestApp;
let app: AppInstance;
let full: { id: number };
let bare: { id: number };
let translated: { id: number };
let journal: Awaited<ReturnType<typeof createJournal>>;

async function save(body: Buffer, contentType: string, name: string) {
  return app.files.save({ source: Readable.from([body]), originalFilename: name, contentType, visibility: 'public' });
}

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  app = await buildApp({ config: t.config, database: await createTestDatabase(), logger: false, clientDir });
  journal = await createJournal(app.db, {
    title: 'eLife',
    abbreviation: 'eLife',
    issn: '2050-084X',
    publisher: 'eLife Sciences Publications, Ltd',
  });
  const pdf = await save(Buffer.from('%PDF-1.4\n'), 'application/pdf', 'x.pdf');
  const source = await save(JATS, 'application/xml', 'elife09853.xml');
  full = await createArticle(app.db, journal.id, {
    title: "It's all starting to come together",
    doi: '10.7554/eLife.09853',
    volume: '4',
    issue: '2',
    pages: '1729–1732',
    publishedDate: '2015-08-05',
    keywords: ['phase separation', 'stress granule'],
    license: 'CC BY 4.0',
    licenseUrl: 'http://creativecommons.org/licenses/by/4.0/',
    pdfFileKey: pdf.key,
    sourceFileKey: source.key,
    sourceFormat: 'jats',
    contributors: [
      {
        name: 'Lindsay A Becker',
        givenNames: 'Lindsay A',
        surname: 'Becker',
        affiliations: [
          { name: 'Stanford University School of Medicine', rorId: null, department: null, city: null, country: null },
        ],
        orcid: '0000-0003-3034-6742',
        corresponding: true,
      },
      {
        name: 'Aaron D Gitler',
        givenNames: 'Aaron D',
        surname: 'Gitler',
        affiliations: [],
        orcid: null,
        corresponding: false,
      },
    ],
  });
  bare = await createArticle(app.db, journal.id, {
    doi: null,
    sourceFormat: 'crossref',
    licenseUrl: null,
  });
  translated = await createArticle(app.db, journal.id, {
    title: 'Sementes crioulas no semiárido',
    language: 'pt-BR',
    translations: [
      {
        language: 'en',
        title: 'Landrace seeds in the semi-arid region',
        subtitle: 'A field study',
        abstract: 'Farmers keep their own seeds.',
        keywords: ['seeds'],
      },
      { language: 'es', title: 'Semillas criollas en el semiárido', subtitle: null, abstract: null, keywords: [] },
    ],
  });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** RFC 8288 links of a `Link` header value: target, rel and type. */
function parseLinks(header: string | undefined): { href: string; rel: string; type?: string }[] {
  return [...(header ?? '').matchAll(/<([^>]*)>((?:\s*;\s*[a-z]+="[^"]*")*)/g)].map((m) => {
    const params = Object.fromEntries([...m[2].matchAll(/([a-z]+)="([^"]*)"/g)].map((p) => [p[1], p[2]]));
    return { href: m[1], rel: params.rel, ...(params.type ? { type: params.type } : {}) };
  });
}

const metas = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta name="${name.replace('.', '\\.')}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('FAIR Signposting on the article page', () => {
  it('links the DOI, authors, JATS and BibTeX, the PDF, the licence and the page types', async () => {
    const res = await app.inject({ url: `/articles/${full.id}` });
    expect(res.statusCode).toBe(200);
    const links = parseLinks(res.headers.link as string);
    expect(links).toEqual(
      expect.arrayContaining([
        { href: 'https://doi.org/10.7554/eLife.09853', rel: 'cite-as' },
        { href: 'https://orcid.org/0000-0003-3034-6742', rel: 'author' },
        { href: `${ORIGIN}/api/articles/${full.id}/jats`, rel: 'describedby', type: 'application/jats+xml' },
        {
          href: `${ORIGIN}/api/articles/${full.id}/citation?format=bibtex`,
          rel: 'describedby',
          type: 'application/x-bibtex',
        },
        {
          href: expect.stringMatching(/^https:\/\/journals\.example\.org\/api\/files\/[\w-]+$/),
          rel: 'item',
          type: 'application/pdf',
        },
        { href: 'http://creativecommons.org/licenses/by/4.0/', rel: 'license' },
        { href: 'https://schema.org/ScholarlyArticle', rel: 'type' },
        { href: 'https://schema.org/AboutPage', rel: 'type' },
      ]),
    );
    expect(links.filter((l) => l.rel === 'cite-as')).toHaveLength(1);
  });

  it('points only at resources that answer, with the media type the link announces', async () => {
    const res = await app.inject({ url: `/articles/${full.id}` });
    const typed = parseLinks(res.headers.link as string).filter((l) => l.type);
    // JATS, BibTeX and the PDF.
    expect(typed).toHaveLength(3);
    for (const link of typed) {
      const target = await app.inject({ url: link.href.slice(ORIGIN.length) });
      expect(target.statusCode, link.href).toBe(200);
      expect(String(target.headers['content-type']), link.href).toContain(link.type);
    }
  });

  it('leaves out what the article does not have: no DOI, no JATS, no PDF, no licence', async () => {
    const res = await app.inject({ url: `/articles/${bare.id}` });
    const rels = parseLinks(res.headers.link as string).map((l) => `${l.rel} ${l.type ?? ''}`.trim());
    expect(rels.sort()).toEqual(['describedby application/x-bibtex', 'type', 'type'].sort());
  });
});

describe('the JATS export', () => {
  it('serves the stored JATS of an imported article, byte for byte', async () => {
    const res = await app.inject({ url: `/api/articles/${full.id}/jats` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/jats\+xml/);
    expect(res.rawPayload.equals(JATS)).toBe(true);
  });

  it('answers 404 with a clear message when there is no JATS or no article, 400 for a bad id', async () => {
    const none = await app.inject({ url: `/api/articles/${bare.id}/jats` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No JATS is available for this article');
    const unknown = await app.inject({ url: '/api/articles/987654/jats' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Article not found');
    expect((await app.inject({ url: '/api/articles/abc/jats' })).statusCode).toBe(400);
  });
});

describe('the article head (decision 0026)', () => {
  it('has the complete citation_* set, the references of its JATS included', async () => {
    const html = (await app.inject({ url: `/articles/${full.id}` })).body;
    expect(metas(html, 'citation_pdf_url')[0]).toMatch(/^https:\/\/journals\.example\.org\/api\/files\//);
    expect(metas(html, 'citation_fulltext_html_url')).toEqual([`${ORIGIN}/articles/${full.id}`]);
    expect(metas(html, 'citation_issn')).toEqual(['2050-084X']);
    expect(metas(html, 'citation_volume')).toEqual(['4']);
    expect(metas(html, 'citation_issue')).toEqual(['2']);
    expect(metas(html, 'citation_firstpage')).toEqual(['1729']);
    expect(metas(html, 'citation_lastpage')).toEqual(['1732']);
    expect(metas(html, 'citation_author')).toEqual(['Lindsay A Becker', 'Aaron D Gitler']);
    const references = metas(html, 'citation_reference');
    // elife09853.xml has ten references (bib1…bib10), as plain text.
    expect(references).toHaveLength(10);
    expect(references[0]).toContain('Germline P granules are liquid droplets');
    for (const reference of references) expect(reference).not.toMatch(/<|&lt;/);
  });

  it('has Dublin Core tags with their schema link', async () => {
    const html = (await app.inject({ url: `/articles/${full.id}` })).body;
    expect(html).toContain('<link rel="schema.DC" href="http://purl.org/dc/elements/1.1/" />');
    expect(metas(html, 'DC.title')).toEqual(['It&#39;s all starting to come together']);
    expect(metas(html, 'DC.creator')).toEqual(['Lindsay A Becker', 'Aaron D Gitler']);
    expect(metas(html, 'DC.date')).toEqual(['2015-08-05']);
    expect(metas(html, 'DC.identifier')).toEqual(['https://doi.org/10.7554/eLife.09853']);
    expect(metas(html, 'DC.publisher')).toEqual(['eLife Sciences Publications, Ltd']);
    expect(metas(html, 'DC.rights')).toEqual(['http://creativecommons.org/licenses/by/4.0/']);
    expect(metas(html, 'DC.language')).toEqual(['en']);
    expect(metas(html, 'DC.source')).toEqual(['eLife']);
  });

  it('has JSON-LD with its issue, volume and periodical, authors with affiliations, DOI and licence', async () => {
    const html = (await app.inject({ url: `/articles/${full.id}` })).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld).toMatchObject({
      '@type': 'ScholarlyArticle',
      datePublished: '2015-08-05',
      license: 'http://creativecommons.org/licenses/by/4.0/',
      identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: '10.7554/eLife.09853' },
      author: [
        {
          '@type': 'Person',
          name: 'Lindsay A Becker',
          affiliation: [{ '@type': 'Organization', name: 'Stanford University School of Medicine' }],
        },
        { '@type': 'Person', name: 'Aaron D Gitler' },
      ],
      isPartOf: {
        '@type': 'PublicationIssue',
        issueNumber: '2',
        isPartOf: {
          '@type': 'PublicationVolume',
          volumeNumber: '4',
          isPartOf: { '@type': 'Periodical', name: 'eLife', issn: '2050-084X' },
        },
      },
    });
  });
});

describe('the head of an article in another language, with translations (decision 0095)', () => {
  it("says the article's language in JSON-LD inLanguage (schema.org: a BCP 47 tag)", async () => {
    const html = (await app.inject({ url: `/articles/${translated.id}` })).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld.inLanguage).toBe('pt-BR');
    expect(ld.name).toBe('Sementes crioulas no semiárido');
    // The same work's title in other languages: schema.org alternateName, each a JSON-LD
    // language-tagged string (JSON-LD 1.1 §4.2.4 value object with @language).
    expect(ld.alternateName).toEqual([
      { '@value': 'Landrace seeds in the semi-arid region: A field study', '@language': 'en' },
      { '@value': 'Semillas criollas en el semiárido', '@language': 'es' },
    ]);
    // Not a translated work (workTranslation expects another CreativeWork that translates the content).
    expect(ld).not.toHaveProperty('workTranslation');
  });

  it('says English and no alternate names for an English article without translations', async () => {
    const html = (await app.inject({ url: `/articles/${full.id}` })).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld.inLanguage).toBe('en');
    expect(ld).not.toHaveProperty('alternateName');
    expect(metas(html, 'citation_language')).toEqual(['en']);
  });

  it('gives citation_language and DC.language the article language, and translated titles in no citation_* tag', async () => {
    const html = (await app.inject({ url: `/articles/${translated.id}` })).body;
    expect(metas(html, 'citation_language')).toEqual(['pt-BR']);
    expect(metas(html, 'DC.language')).toEqual(['pt-BR']);
    // Google Scholar documents one citation_title, the article's own: no tag for other languages.
    expect(metas(html, 'citation_title')).toEqual(['Sementes crioulas no semiárido']);
    const tags = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
    expect(tags.filter((tag) => tag.includes('Landrace') || tag.includes('Semillas'))).toEqual([]);
  });
});

describe('feed links in the head', () => {
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="[^"]+" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);

  it('announces the site feeds on the home page, by absolute URL', async () => {
    expect(alternates((await app.inject({ url: '/' })).body)).toEqual([
      ['application/rss+xml', `${ORIGIN}/feeds/rss.xml`],
      ['application/atom+xml', `${ORIGIN}/feeds/atom.xml`],
    ]);
  });

  it("announces the journal's feeds, then the site's, on a journal page", async () => {
    expect(alternates((await app.inject({ url: '/journals/elife' })).body)).toEqual([
      ['application/rss+xml', `${ORIGIN}/journals/elife/rss.xml`],
      ['application/atom+xml', `${ORIGIN}/journals/elife/atom.xml`],
      ['application/rss+xml', `${ORIGIN}/feeds/rss.xml`],
      ['application/atom+xml', `${ORIGIN}/feeds/atom.xml`],
    ]);
    expect(journal.title).toBe('eLife');
  });
});
