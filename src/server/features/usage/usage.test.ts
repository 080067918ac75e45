/**
 * Usage figures (docs/decisions/0023-citations-related-usage.md): article page views and PDF
 * downloads counted per UTC day, robots, HEAD requests and 304 answers not counted, no address
 * stored; read back through GET /api/articles/{id}/usage. The page is served by a stand-in renderer
 * that fetches the article through the real route, as the client's server entry does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-types';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { createArticle, createJournal } from '../../test/factories';
import { UsageCounter } from './counter';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ROBOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'python-requests/2.32.3',
  'curl/8.5.0',
  'Zotero/7.0',
  '',
];

let t: TestApp;
let app: AppInstance;
let articleId: number;
let otherId: number;
let pdfKey: string;
let xmlKey: string;

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Genesis</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({
    config: t.config,
    database: await createTestDatabase(),
    logger: false,
    clientDir,
    pageRenderer: {
      // As the client entry does: the article page reads its article (and usage) from the API.
      async render({ url, fetchApi }) {
        const id = /\/articles\/(\d+)/.exec(url)?.[1];
        if (id) {
          await fetchApi(`/api/articles/${id}`, { method: 'GET' });
          await fetchApi(`/api/articles/${id}/usage`, { method: 'GET' });
        }
        return { html: '<main>page</main>', state: {}, status: 200 };
      },
    },
  });
  const save = (name: string, type: string) =>
    app.files.save({
      source: Readable.from([Buffer.from(`%PDF-1.4\n${'x'.repeat(2000)}\n%%EOF\n`)]),
      originalFilename: name,
      contentType: type,
      visibility: 'public',
    });
  pdfKey = (await save('paper.pdf', 'application/pdf')).key;
  xmlKey = (await save('paper.xml', 'application/xml')).key;
  const journal = await createJournal(app.db);
  articleId = (await createArticle(app.db, journal.id, { pdfFileKey: pdfKey, sourceFileKey: xmlKey })).id;
  otherId = (await createArticle(app.db, journal.id)).id;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const get = (url: string, ua: string = BROWSER, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': ua, ...headers } });

async function usage(id: number, days = 30) {
  await app.usage.flush();
  const res = await app.inject({ url: `/api/articles/${id}/usage?days=${days}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    total: { views: number; downloads: number };
    daily: { date: string; views: number; downloads: number }[];
  };
}

/** Fakes only the clock's date, so the hits fall on `day` (UTC). */
function onDay(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T12:00:00Z`));
}

describe('usage counting', () => {
  it('counts a served article page once, though its render fetched the article too', async () => {
    onDay('2026-03-01');
    const before = (await usage(articleId)).total.views;
    expect((await get(`/articles/${articleId}`)).statusCode).toBe(200);
    expect((await get(`/journals/7/articles/${articleId}`, PHONE)).statusCode).toBe(200);
    expect((await usage(articleId)).total.views).toBe(before + 2);
  });

  it('counts the article fetched by the browser when the reader navigates to it in the app', async () => {
    const before = (await usage(articleId)).total.views;
    expect((await get(`/api/articles/${articleId}`)).statusCode).toBe(200);
    expect((await usage(articleId)).total.views).toBe(before + 1);
  });

  it('counts no robot, no HEAD request and no 304 revalidation', async () => {
    const before = await usage(articleId);
    for (const ua of ROBOTS) {
      expect((await get(`/articles/${articleId}`, ua)).statusCode).toBe(200);
      expect((await get(`/api/articles/${articleId}`, ua)).statusCode).toBe(200);
      expect((await get(`/api/files/${pdfKey}`, ua)).statusCode).toBe(200);
    }
    const head = await app.inject({
      method: 'HEAD',
      url: `/articles/${articleId}`,
      headers: { 'user-agent': BROWSER },
    });
    expect(head.statusCode).toBe(200);
    const pdfHead = await app.inject({
      method: 'HEAD',
      url: `/api/files/${pdfKey}`,
      headers: { 'user-agent': BROWSER },
    });
    expect(pdfHead.statusCode).toBe(200);
    const page = await get(`/articles/${articleId}`);
    const pdf = await get(`/api/files/${pdfKey}`);
    const views = before.total.views + 1;
    const downloads = before.total.downloads + 1;
    expect(
      (await get(`/articles/${articleId}`, BROWSER, { 'if-none-match': String(page.headers.etag) })).statusCode,
    ).toBe(304);
    expect((await get(`/api/files/${pdfKey}`, BROWSER, { 'if-none-match': String(pdf.headers.etag) })).statusCode).toBe(
      304,
    );
    expect((await usage(articleId)).total).toEqual({ views, downloads });
  });

  it('counts a PDF download, or a byte range from its first byte, and only for the PDF of an article', async () => {
    const before = (await usage(articleId)).total.downloads;
    expect((await get(`/api/files/${pdfKey}`)).statusCode).toBe(200);
    expect((await get(`/api/files/${pdfKey}`, BROWSER, { range: 'bytes=0-1023' })).statusCode).toBe(206);
    expect((await get(`/api/files/${pdfKey}`, BROWSER, { range: 'bytes=1024-2047' })).statusCode).toBe(206);
    expect((await get(`/api/files/${xmlKey}`)).statusCode).toBe(200);
    expect((await usage(articleId)).total.downloads).toBe(before + 2);
  });

  it('keeps exact counts per UTC day, and nothing for pages that are not found', async () => {
    onDay('2026-04-10');
    for (let i = 0; i < 3; i++) await get(`/articles/${otherId}`);
    await get('/articles/999999');
    await get('/api/articles/999999');
    await app.usage.flush();
    onDay('2026-04-11');
    await get(`/articles/${otherId}`);
    await get(`/api/articles/${otherId}`);
    const figures = await usage(otherId, 2);
    expect(figures.total).toEqual({ views: 5, downloads: 0 });
    expect(figures.daily).toEqual([
      { date: '2026-04-10', views: 3, downloads: 0 },
      { date: '2026-04-11', views: 2, downloads: 0 },
    ]);
    expect((await usage(otherId, 1)).daily).toEqual([{ date: '2026-04-11', views: 2, downloads: 0 }]);
    const [{ n }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from article_usage_daily where article_id = 999999`,
    );
    expect(n).toBe(0);
  });

  it('adds the counts of several servers writing at once without losing any (one row per day)', async () => {
    const journal = await createJournal(app.db);
    const { id } = await createArticle(app.db, journal.id);
    const at = new Date('2026-05-20T08:00:00Z');
    const servers = Array.from({ length: 4 }, () => new UsageCounter(app.db));
    servers.forEach((server, n) => {
      for (let i = 0; i < 10 * (n + 1); i++) server.record({ kind: 'view', articleId: id }, at);
      server.record({ kind: 'download', fileKey: pdfKey }, at);
    });
    await Promise.all(servers.map((server) => server.flush()));
    const rows = await queryRows<{ views: number }>(
      app.db,
      sql`select views from article_usage_daily where article_id = ${id} and day = '2026-05-20'`,
    );
    expect(rows).toEqual([{ views: 100 }]);
    const pdfRows = await queryRows<{ downloads: number }>(
      app.db,
      sql`select downloads from article_usage_daily where article_id = ${articleId} and day = '2026-05-20'`,
    );
    expect(pdfRows).toEqual([{ downloads: 4 }]);
  });

  it('stores counts only: no address, user agent or session column', async () => {
    const columns = await queryRows<{ column_name: string }>(
      app.db,
      sql`select column_name from information_schema.columns where table_name = 'article_usage_daily' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['article_id', 'day', 'views', 'downloads']);
  });
});

describe('GET /api/articles/{id}/usage', () => {
  it('answers zeros for an article never read, 404 for an unknown article, 400 for a bad window', async () => {
    const journal = await createJournal(app.db);
    const fresh = await createArticle(app.db, journal.id);
    expect(await usage(fresh.id)).toEqual({ total: { views: 0, downloads: 0 }, daily: [] });
    expect((await app.inject({ url: '/api/articles/999999/usage' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/articles/${fresh.id}/usage?days=0` })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/articles/${fresh.id}/usage?days=367` })).statusCode).toBe(400);
  });
});
