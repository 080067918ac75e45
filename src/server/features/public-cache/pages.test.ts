/**
 * Decision 0020: server-rendered public pages are kept by the cache like the API's answers (keyed
 * by path and query, compressed once), rendered again only after a catalogue change; private
 * pages and failed renders never are.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-types';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, testDatabaseKind } from '../../test/db';
import { createArticle, createJournal } from '../../test/factories';
import { catalogueSettled } from '../../test/catalogue';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Genesis</title><meta name="description" content="default" />
</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

let t: TestApp;
let app: AppInstance;
let articleId: number;
const rendered: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  app = await buildApp({
    config: t.config,
    database: await createTestDatabase(),
    logger: false,
    clientDir,
    pageRenderer: {
      async render({ url, fetchApi }) {
        rendered.push(url);
        const id = /\/articles\/(\d+)/.exec(url)?.[1];
        const title = id ? ((await (await fetchApi(`/api/articles/${id}`, {})).json()) as { title: string }).title : '';
        return {
          html: `<main><h1>${title}</h1>${'<p>Filler text of the page.</p>'.repeat(80)}</main>`,
          state: {},
          status: 200,
        };
      },
    },
  });
  await app.ready();
  const journalId = (await createJournal(app.db)).id;
  articleId = (await createArticle(app.db, journalId, { title: 'A page worth caching' })).id;
  if (testDatabaseKind() === 'postgres') await catalogueSettled(app);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('server-rendered pages in the cache (decision 0020)', () => {
  it('renders an article page once, then serves it gzip-compressed from memory', async () => {
    const url = `/articles/${articleId}`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>A page worth caching</h1>');
    const renders = rendered.length;
    const hit = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(rendered.length).toBe(renders);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(hit.headers.etag).toBe(first.headers.etag);
    expect(zlib.gunzipSync(hit.rawPayload).toString()).toBe(first.body);
  });

  it('renders the page again after the article changes', async () => {
    const url = `/articles/${articleId}`;
    await app.inject({ method: 'GET', url });
    await app.db.update(articles).set({ title: 'A page edited since' }).where(eq(articles.id, articleId));
    if (testDatabaseKind() === 'postgres') await catalogueSettled(app);
    const after = await app.inject({ method: 'GET', url });
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('<h1>A page edited since</h1>');
  });

  it('never keeps a private page', async () => {
    await app.inject({ method: 'GET', url: '/dashboard' });
    const again = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});
