/**
 * A cache for public reads (docs/decisions/0020-public-read-cache.md), on one server: the
 * catalogue's anonymous answers are served from memory (ETag, Cache-Control with max-age and
 * stale-while-revalidate, gzip and Brotli made once, 304 on a matching If-None-Match, HEAD), never
 * for a signed-in request, and never stale: importing, editing, withdrawing an article or editing a
 * journal is seen by the very next request. (Publishing through the workflow:
 * publish-invalidation.test.ts; two servers on one PostgreSQL: two-servers.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals } from '../../db/schema';
import { createTestApp, SHARED_ARTICLES, type TestApp } from '../../test/app';
import { testDatabaseKind } from '../../test/db';
import { createArticle, createJournal } from '../../test/factories';
import { updateArticle } from '../articles';
import { importArticles } from '../scholarly';
import { onCatalogueChange } from '.';
import { catalogueSettled } from '../../test/catalogue';

let t: TestApp;
let journalId: number;
let articleId: number;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/**
 * After a write made outside HTTP. PGlite delivers the notification before the write returns:
 * nothing to wait for. On PostgreSQL it comes on another connection, a moment later: the
 * version check a write request gets (plugin.ts) is run by hand.
 */
async function current() {
  if (testDatabaseKind() === 'postgres') await catalogueSettled(t.app);
}

beforeAll(async () => {
  t = await createTestApp();
  journalId = (await createJournal(t.app.db, { title: 'Journal of Cached Reads' })).id;
  for (let i = 0; i < 30; i++) {
    const a = await createArticle(t.app.db, journalId, { title: `Cached article ${i}`, publishedDate: '2022-02-02' });
    articleId = a.id;
  }
  await current();
});
afterAll(async () => t?.close());

describe('cache hits (decision 0020)', () => {
  it('leaves an unknown API path alone: its JSON 404 is neither a hit nor a miss (decision 0061)', async () => {
    const before = { ...t.app.publicCacheCounts };
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/does-not-exist');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/does-not-exist' });
      expect(res.headers['x-cache']).toBeUndefined();
    }
    expect(t.app.publicCacheCounts).toEqual(before);
  });

  it('answers a repeated GET from memory with the same body, total, ETag and Cache-Control', async () => {
    const first = await get('/api/articles?limit=25');
    const second = await get('/api/articles?limit=25');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers.link).toBe(first.headers.link);
    expect(second.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(second.headers.vary).toBe('accept-encoding');
    // The security headers are sent with hits too.
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('sends the body compressed as the client accepts: Brotli, gzip, or as it is', async () => {
    const plain = await get('/api/articles?limit=25');
    const br = await get('/api/articles?limit=25', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/articles?limit=25', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.byteLength);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match, and HEAD with the headers only', async () => {
    const first = await get(`/api/articles/${articleId}`);
    const again = await get(`/api/articles/${articleId}`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const head = await t.app.inject({ method: 'HEAD', url: `/api/articles/${articleId}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.body).toBe('');
  });

  it('never answers or stores for a request with Authorization, with unknown parameters, nor keeps an error', async () => {
    await get('/api/journals');
    const signedIn = await get('/api/journals', { authorization: 'Bearer not-a-real-token' });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    // A parameter the route does not read would make a new key for the same answer.
    await get('/api/journals?utm_source=x');
    expect((await get('/api/journals?utm_source=x')).headers['x-cache']).toBeUndefined();
    const missing = await get('/api/articles/999999');
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/articles/999999')).headers['x-cache']).toBeUndefined();
  });
});

describe('invalidation on one server (decision 0020)', () => {
  /** Reads `url` twice (the second from the cache), then runs `change` and returns the next answer. */
  async function afterChange(url: string, change: () => Promise<unknown>) {
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    await change();
    await current();
    return get(url);
  }

  it('shows an edited article at once (the writer of every edit and re-import)', async () => {
    const [row] = await t.app.db.select().from(articles).where(eq(articles.id, articleId));
    // Without the generated columns (search vectors), which no writer sets.
    const {
      id: _id,
      searchVector: _v,
      titleVector: _tv,
      authorVector: _av,
      createdAt: _c,
      updatedAt: _u,
      ...values
    } = row;
    const after = await afterChange(`/api/articles/${articleId}`, () =>
      updateArticle(t.app.db, articleId, { ...values, title: 'Edited title, never stale' }),
    );
    expect(after.json().title).toBe('Edited title, never stale');
  });

  it('shows a withdrawn article gone at once, from the article and the lists', async () => {
    const doomed = await createArticle(t.app.db, journalId, { publishedDate: '2099-01-01', title: 'To be withdrawn' });
    await current();
    const list = await afterChange(`/api/articles/journal/${journalId}?limit=5`, () =>
      t.app.db.delete(articles).where(eq(articles.id, doomed.id)),
    );
    expect(list.json().map((a: { id: number }) => a.id)).not.toContain(doomed.id);
    expect((await get(`/api/articles/${doomed.id}`)).statusCode).toBe(404);
  });

  it('shows imported articles at once, in the list, its total and the journals list', async () => {
    const before = await get('/api/articles?limit=3');
    const total = Number(before.headers['x-total-count']);
    const folder = path.join(SHARED_ARTICLES, 'elife/with-pdf');
    const dir = fs.readdirSync(folder).map((d) => path.join(folder, d))[0];
    let imported: number[] = [];
    const after = await afterChange('/api/articles?limit=3', async () => {
      imported = (await importArticles({ db: t.app.db, files: t.app.files }, [dir])).articleIds;
    });
    expect(imported.length).toBeGreaterThan(0);
    expect(Number(after.headers['x-total-count'])).toBe(total + imported.length);
    const journalsList = (await get('/api/journals?limit=100')).json();
    expect(journalsList.some((j: { title: string }) => /elife/i.test(j.title))).toBe(true);
  });

  it('shows an edited journal at once', async () => {
    const after = await afterChange('/api/journals?limit=100', () =>
      t.app.db.update(journals).set({ title: 'Journal of Fresh Reads' }).where(eq(journals.id, journalId)),
    );
    expect(after.json().map((j: { title: string }) => j.title)).toContain('Journal of Fresh Reads');
  });

  it('tells the catalogue-change listeners (a search cache) of a change, by its notification', async () => {
    let stop = () => {};
    const heard = new Promise<void>((resolve) => (stop = onCatalogueChange(t.app, resolve)));
    await createArticle(t.app.db, journalId);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      heard.then(() => 'heard'),
      new Promise((resolve) => (timer = setTimeout(resolve, 5_000, 'not heard'))),
    ]);
    clearTimeout(timer);
    stop();
    expect(outcome).toBe('heard');
  });
});
