/**
 * Decision 0026 through HTTP: robots.txt, the sitemap index and its children (sitemaps.org 0.9:
 * every public article and page listed once, at most 50,000 URLs a file, lastmod from the
 * records), the feeds (latest 50), all from PUBLIC_URL and kept by the public read cache
 * until the catalogue changes.
 */
import type { Document as XmlDocument } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXmlStrictly } from './parse-xml.test-helper';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { catalogueSettled } from '../../test/catalogue';
import { testDatabaseKind } from '../../test/db';
import { createArticle, createJournal } from '../../test/factories';

const ORIGIN = 'https://journals.example.org';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

let t: TestApp;
let journal: Awaited<ReturnType<typeof createJournal>>;
const ids: number[] = [];
/** An article whose id falls in the second 50,000 (article child 2). */
const FAR_ID = 50_001;

const parse = parseXmlStrictly;

const texts = (doc: XmlDocument, ns: string, tag: string) =>
  Array.from(doc.getElementsByTagNameNS(ns, tag)).map((el) => el.textContent ?? '');

beforeAll(async () => {
  t = await createTestApp();
  journal = await createJournal(t.app.db, { title: 'Journal of Open Source Education', abbreviation: 'JOSE' });
  const other = await createJournal(t.app.db);
  for (let i = 0; i < 53; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const row = await createArticle(t.app.db, i % 2 ? other.id : journal.id, { publishedDate: `2021-03-${day}` });
    ids.push(row.id);
  }
  ids.push((await createArticle(t.app.db, journal.id, { id: FAR_ID, publishedDate: '2024-01-01' })).id);
  ids.push((await createArticle(t.app.db, journal.id, { volume: '9', issue: '97', publishedDate: '2019-02-02' })).id);
  ids.push((await createArticle(t.app.db, journal.id, { volume: '9', issue: '97', publishedDate: '2019-02-03' })).id);
  if (testDatabaseKind() === 'postgres') await catalogueSettled(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('robots.txt', () => {
  it('is plain text naming the sitemap index from PUBLIC_URL, whatever the Host header', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).not.toContain('evil');
  });
});

describe('sitemaps', () => {
  it('index names the pages, journals, issues and each non-empty article child, with lastmod', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = parse(res.body);
    expect(doc.documentElement!.localName).toBe('sitemapindex');
    expect(texts(doc, SITEMAP_NS, 'loc')).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/journals.xml`,
      `${ORIGIN}/sitemaps/issues.xml`,
      `${ORIGIN}/sitemaps/articles-1.xml`,
      `${ORIGIN}/sitemaps/articles-2.xml`,
    ]);
    for (const lastmod of texts(doc, SITEMAP_NS, 'lastmod'))
      expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('lists every article once across the children, ids up to 50,000 in the first', async () => {
    const listed: string[] = [];
    for (const n of [1, 2]) {
      const res = await t.app.inject({ url: `/sitemaps/articles-${n}.xml` });
      expect(res.statusCode).toBe(200);
      const doc = parse(res.body);
      expect(doc.documentElement!.localName).toBe('urlset');
      const locs = texts(doc, SITEMAP_NS, 'loc');
      expect(locs.length).toBeLessThanOrEqual(50_000);
      for (const loc of locs) {
        const id = Number(/\/articles\/(\d+)$/.exec(loc)![1]);
        expect(id > (n - 1) * 50_000 && id <= n * 50_000, loc).toBe(true);
      }
      listed.push(...locs);
    }
    expect(listed.sort()).toEqual(ids.map((id) => `${ORIGIN}/articles/${id}`).sort());
  });

  it("gives each article its record's updated_at as lastmod", async () => {
    const stamp = new Date('2025-06-07T08:09:10Z');
    await t.app.db.update(articles).set({ updatedAt: stamp }).where(eq(articles.id, ids[3]));
    if (testDatabaseKind() === 'postgres') await catalogueSettled(t.app);
    const doc = parse((await t.app.inject({ url: '/sitemaps/articles-1.xml' })).body);
    const url = Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url')).find(
      (u) => u.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0].textContent === `${ORIGIN}/articles/${ids[3]}`,
    )!;
    expect(url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0].textContent).toBe('2025-06-07T08:09:10Z');
  });

  it('lists the public content pages and the journals, never the private pages', async () => {
    const pages = texts(parse((await t.app.inject({ url: '/sitemaps/pages.xml' })).body), SITEMAP_NS, 'loc');
    for (const path of ['/', '/about', '/journals', '/articles', '/faqs', '/guidelines', '/guidelines/peer-review'])
      expect(pages, path).toContain(`${ORIGIN}${path}`);
    for (const loc of pages) expect(loc).not.toMatch(/\/(portal|login|signup|dashboard|invites|reset-password)/);
    const journals = texts(parse((await t.app.inject({ url: '/sitemaps/journals.xml' })).body), SITEMAP_NS, 'loc');
    expect(journals).toContain(`${ORIGIN}/journals/jose`);
    expect(journals).toHaveLength(2);
  });

  it('lists each issue page once (decision 0029), only issues that hold articles', async () => {
    const issues = texts(parse((await t.app.inject({ url: '/sitemaps/issues.xml' })).body), SITEMAP_NS, 'loc');
    expect(issues).toEqual([`${ORIGIN}/journals/jose/issues/9/97`]);
  });

  it('answers 404 for an empty or unknown child', async () => {
    for (const url of ['/sitemaps/articles-3.xml', '/sitemaps/articles-0.xml', '/sitemaps/other.xml'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });
});

describe('feeds', () => {
  it('RSS 2.0: the latest 50 articles, newest first, each with its parts', async () => {
    const res = await t.app.inject({ url: '/feeds/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const doc = parse(res.body);
    expect(doc.documentElement!.getAttribute('version')).toBe('2.0');
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(items).toHaveLength(50);
    // The newest is the 2024 article.
    expect(items[0].getElementsByTagName('link')[0].textContent).toBe(`${ORIGIN}/articles/${FAR_ID}`);
    for (const item of items) {
      for (const tag of ['title', 'link', 'description', 'guid', 'pubDate', 'dc:creator'])
        expect(item.getElementsByTagName(tag).length, tag).toBeGreaterThan(0);
      expect(item.getElementsByTagName('pubDate')[0].textContent).toMatch(
        /^\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/,
      );
      expect(item.getElementsByTagName('dc:identifier')[0].textContent).toMatch(/^https:\/\/doi\.org\/10\./);
    }
  });

  it("Atom: a journal's feed holds only its articles, each with id, author, summary, DOI link and dates", async () => {
    const res = await t.app.inject({ url: '/journals/JOSE/atom.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const doc = parse(res.body);
    expect(doc.documentElement!.namespaceURI).toBe(ATOM_NS);
    const entries = Array.from(doc.getElementsByTagNameNS(ATOM_NS, 'entry'));
    const own = (await t.app.db.select({ id: articles.id }).from(articles).where(eq(articles.journalId, journal.id)))
      .length;
    expect(entries).toHaveLength(Math.min(own, 50));
    for (const entry of entries) {
      for (const tag of ['id', 'title', 'updated', 'published', 'author', 'summary'])
        expect(entry.getElementsByTagNameNS(ATOM_NS, tag).length, tag).toBeGreaterThan(0);
      const rels = Array.from(entry.getElementsByTagNameNS(ATOM_NS, 'link')).map(
        (l) => `${l.getAttribute('rel')} ${l.getAttribute('href')?.slice(0, 16)}`,
      );
      expect(rels).toContain('related https://doi.org/');
    }
    expect((await t.app.inject({ url: '/journals/nope/rss.xml' })).statusCode).toBe(404);
  });
});

describe('the public read cache', () => {
  it('keeps the sitemap and feeds until the catalogue changes, then lists the new article', async () => {
    for (const url of ['/sitemap.xml', '/feeds/atom.xml', '/robots.txt']) {
      await t.app.inject({ url });
      const again = await t.app.inject({ url });
      expect(again.headers['x-cache'], url).toBe('hit');
    }
    const added = await createArticle(t.app.db, journal.id, { publishedDate: '2025-12-31', title: 'Newest of all' });
    if (testDatabaseKind() === 'postgres') await catalogueSettled(t.app);
    const feed = await t.app.inject({ url: '/feeds/atom.xml' });
    expect(feed.headers['x-cache']).toBe('miss');
    expect(feed.body).toContain(`${ORIGIN}/articles/${added.id}`);
    const child = await t.app.inject({ url: '/sitemaps/articles-1.xml' });
    expect(child.body).toContain(`<loc>${ORIGIN}/articles/${added.id}</loc>`);
  });
});
