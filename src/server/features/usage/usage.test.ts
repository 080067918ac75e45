/**
 * COUNTER R5.1 usage through the server (docs/decisions/0085-counter-r5-usage.md): which requests
 * are Investigations and Requests (CoP §3.3.5), robots, HEAD requests and 304 answers not counted
 * (§7.1, §7.8), double clicks and unique items (§7.2, §7.3) on real requests, the monthly roll-up,
 * no address stored; read back through GET /api/articles/{id}/usage and the journal's. The page is
 * served by a stand-in renderer that fetches the article through the real route, as the client's
 * server entry does.
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
import { CounterProcessor, SessionKeys, type CounterEvent } from './cop';
import { ROWS_PER_STATEMENT, SLICE, UsageCounter } from './counter';
import { addItemDays } from './service';
import { countTurns } from '../../test/event-loop';

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
let journalAbbrev: string;
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
  journalAbbrev = journal.abbreviation;
  articleId = (await createArticle(app.db, journal.id, { pdfFileKey: pdfKey, sourceFileKey: xmlKey })).id;
  otherId = (await createArticle(app.db, journal.id, { publishedDate: '2021-05-04' })).id;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

let address = 1;
/** A new reader: an address of its own, so no double click or session is shared with other tests. */
function reader(): string {
  address += 1;
  return `10.1.${Math.floor(address / 250)}.${address % 250}`;
}

const get = (url: string, ip: string, ua: string = BROWSER, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': ua, ...headers } });

interface Row {
  day: string;
  tii: number;
  uii: number;
  tir: number;
  uir: number;
}

/** The article's counter_item_daily rows after a flush of all held actions. */
async function daily(id: number): Promise<Row[]> {
  await app.usage.flush();
  return queryRows<Row>(
    app.db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, total_item_investigations as tii, unique_item_investigations as uii,
               total_item_requests as tir, unique_item_requests as uir
        from counter_item_daily where article_id = ${id} order by day`,
  );
}

/** Fakes only the clock's date, so the requests are made at `iso` (UTC). */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('COUNTER usage of requests', () => {
  it('counts a served page of an article with full text as an Investigation and a Request, once though its render fetched the article', async () => {
    at('2026-03-01T10:00:00Z');
    expect((await get(`/articles/${articleId}`, reader())).statusCode).toBe(200);
    expect((await get(`/journals/7/articles/${articleId}`, reader(), PHONE)).statusCode).toBe(200);
    expect(await daily(articleId)).toEqual([{ day: '2026-03-01', tii: 2, uii: 2, tir: 2, uir: 2 }]);
  });

  it('counts the page of an article without full text as an Investigation only, the in-app fetch as the page', async () => {
    at('2026-03-02T10:00:00Z');
    const ip = reader();
    expect((await get(`/articles/${otherId}`, ip)).statusCode).toBe(200);
    at('2026-03-02T10:05:00Z');
    expect((await get(`/api/articles/${otherId}`, ip)).statusCode).toBe(200);
    expect(await daily(otherId)).toEqual([{ day: '2026-03-02', tii: 2, uii: 1, tir: 0, uir: 0 }]);
  });

  it('counts a reload within 30 s once, and one 35 s later again (CoP §7.2)', async () => {
    const ip = reader();
    at('2026-03-03T10:01:00Z');
    await get(`/articles/${otherId}`, ip);
    at('2026-03-03T10:01:29Z');
    await get(`/articles/${otherId}`, ip);
    at('2026-03-03T10:02:04Z');
    await get(`/articles/${otherId}`, ip);
    expect((await daily(otherId)).find((r) => r.day === '2026-03-03')).toEqual({
      day: '2026-03-03',
      tii: 2,
      uii: 1,
      tir: 0,
      uir: 0,
    });
  });

  it('counts no robot, no HEAD request and no 304 revalidation', async () => {
    at('2026-03-04T10:00:00Z');
    for (const ua of ROBOTS) {
      const ip = reader();
      expect((await get(`/articles/${articleId}`, ip, ua)).statusCode).toBe(200);
      expect((await get(`/api/articles/${articleId}`, ip, ua)).statusCode).toBe(200);
      expect((await get(`/api/files/${pdfKey}`, ip, ua)).statusCode).toBe(200);
    }
    const ip = reader();
    const head = await app.inject({
      method: 'HEAD',
      url: `/articles/${articleId}`,
      remoteAddress: ip,
      headers: { 'user-agent': BROWSER },
    });
    expect(head.statusCode).toBe(200);
    const pdfHead = await app.inject({
      method: 'HEAD',
      url: `/api/files/${pdfKey}`,
      remoteAddress: ip,
      headers: { 'user-agent': BROWSER },
    });
    expect(pdfHead.statusCode).toBe(200);
    const page = await get(`/articles/${articleId}`, ip);
    const pdf = await get(`/api/files/${pdfKey}`, ip);
    at('2026-03-04T10:05:00Z');
    expect(
      (await get(`/articles/${articleId}`, ip, BROWSER, { 'if-none-match': String(page.headers.etag) })).statusCode,
    ).toBe(304);
    expect(
      (await get(`/api/files/${pdfKey}`, ip, BROWSER, { 'if-none-match': String(pdf.headers.etag) })).statusCode,
    ).toBe(304);
    // One page and one PDF by one reader in one session: one unique item.
    expect((await daily(articleId)).find((r) => r.day === '2026-03-04')).toEqual({
      day: '2026-03-04',
      tii: 2,
      uii: 1,
      tir: 2,
      uir: 1,
    });
  });

  it('counts a PDF, or a byte range from its first byte, as a Request, and only for the PDF of an article', async () => {
    at('2026-03-05T10:00:00Z');
    expect((await get(`/api/files/${pdfKey}`, reader())).statusCode).toBe(200);
    expect((await get(`/api/files/${pdfKey}`, reader(), BROWSER, { range: 'bytes=0-1023' })).statusCode).toBe(206);
    expect((await get(`/api/files/${pdfKey}`, reader(), BROWSER, { range: 'bytes=1024-2047' })).statusCode).toBe(206);
    expect((await get(`/api/files/${xmlKey}`, reader())).statusCode).toBe(200);
    expect((await daily(articleId)).find((r) => r.day === '2026-03-05')).toEqual({
      day: '2026-03-05',
      tii: 2,
      uii: 2,
      tir: 2,
      uir: 2,
    });
  });

  it('counts nothing for pages that are not found', async () => {
    at('2026-03-06T10:00:00Z');
    await get('/articles/999999', reader());
    await get('/api/articles/999999', reader());
    await app.usage.flush();
    const [{ n }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from counter_item_daily where article_id = 999999`,
    );
    expect(n).toBe(0);
  });

  it('adds the metrics of several servers writing at once without losing any (one row per day)', async () => {
    const journal = await createJournal(app.db);
    const { id } = await createArticle(app.db, journal.id);
    const when = Date.parse('2026-05-20T08:00:00Z');
    const servers = Array.from({ length: 4 }, () => new UsageCounter(app.db, new SessionKeys()));
    servers.forEach((server, n) => {
      // 10 × (n + 1) readers, each once.
      for (let i = 0; i < 10 * (n + 1); i++)
        server.record({ kind: 'page', articleId: id }, `10.9.${n}.${i}`, BROWSER, when);
    });
    await Promise.all(servers.map((server) => server.flush(Infinity)));
    expect(await daily(id)).toEqual([{ day: '2026-05-20', tii: 100, uii: 100, tir: 0, uir: 0 }]);
  });

  it('gives the thread back while a write counts thousands of actions, and counts each once (decision 0115)', async () => {
    const journal = await createJournal(app.db);
    const { id } = await createArticle(app.db, journal.id);
    const when = Date.parse('2026-05-22T08:00:00Z');
    const counter = new UsageCounter(app.db, new SessionKeys());
    const n = 3 * SLICE;
    for (let i = 0; i < n; i++)
      counter.record({ kind: 'page', articleId: id }, `10.8.${i >> 8}.${i & 255}`, BROWSER, when);
    // A turn of the event loop is counted each time a setImmediate callback runs: what a page
    // waiting behind the write would get.
    const loop = countTurns();
    const turnsOfAdds = new Set<number>();
    const add = CounterProcessor.prototype.add;
    const spy = vi.spyOn(CounterProcessor.prototype, 'add').mockImplementation(function (
      this: CounterProcessor,
      event: CounterEvent,
    ) {
      turnsOfAdds.add(loop.turns());
      add.call(this, event);
    });
    try {
      await counter.flush(Infinity);
    } finally {
      loop.stop();
      spy.mockRestore();
    }
    // The actions were counted in at least one turn per slice, not all in one.
    expect(turnsOfAdds.size).toBeGreaterThanOrEqual(n / SLICE);
    expect(await daily(id)).toEqual([{ day: '2026-05-22', tii: n, uii: n, tir: 0, uir: 0 }]);
  });

  it('keeps, when a statement of a write fails, only the rows it and the later ones held: none added twice (decision 0115)', async () => {
    const journal = await createJournal(app.db);
    const { id } = await createArticle(app.db, journal.id);
    // One reader a day over more days than one statement adds: article-day rows in two statements.
    const days = ROWS_PER_STATEMENT + 1_000;
    const first = Date.parse('1980-01-01T12:00:00Z');
    let calls = 0;
    // The database as the intake sees it, whose third statement (the write's second insert: the
    // first is the lookup of the articles) fails once.
    const db = new Proxy(app.db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
        return (query: Parameters<typeof target.execute>[0]) => {
          calls += 1;
          if (calls === 3) return Promise.reject(new Error('connection lost'));
          return target.execute(query);
        };
      },
    });
    const counter = new UsageCounter(db, new SessionKeys());
    for (let i = 0; i < days; i++)
      counter.record({ kind: 'page', articleId: id }, `10.7.${i >> 8}.${i & 255}`, BROWSER, first + i * 86_400_000);
    await expect(counter.flush(Infinity)).rejects.toThrow('connection lost');
    await counter.flush(Infinity);
    const [{ n, tii, uii }] = await queryRows<{ n: number; tii: number; uii: number }>(
      app.db,
      sql`select count(*)::int as n, sum(total_item_investigations)::int as tii,
                 sum(unique_item_investigations)::int as uii from counter_item_daily where article_id = ${id}`,
    );
    expect({ n, tii, uii }).toEqual({ n: days, tii: days, uii: days });
  });

  it('writes a flush of more rows than one statement may carry (PostgreSQL: 65,535 parameters)', async () => {
    const journal = await createJournal(app.db);
    const { id } = await createArticle(app.db, journal.id);
    // 12,000 days of one article: 72,000 parameters in a single insert.
    const first = Date.parse('1990-01-01T00:00:00Z');
    const rows = Array.from({ length: 12_000 }, (_, i) => ({
      articleId: id,
      day: new Date(first + i * 86_400_000).toISOString().slice(0, 10),
      totalItemInvestigations: 2,
      uniqueItemInvestigations: 1,
      totalItemRequests: 1,
      uniqueItemRequests: 1,
    }));
    await addItemDays(app.db, rows);
    const [{ n, tii }] = await queryRows<{ n: number; tii: number }>(
      app.db,
      sql`select count(*)::int as n, sum(total_item_investigations)::int as tii from counter_item_daily where article_id = ${id}`,
    );
    expect({ n, tii }).toEqual({ n: 12_000, tii: 24_000 });
  });

  it("adds to a day already written, and drops an article's days once it is deleted (decision 0104)", async () => {
    const journal = await createJournal(app.db);
    const kept = await createArticle(app.db, journal.id);
    const gone = await createArticle(app.db, journal.id);
    const day = (articleId: number, n: number) => ({
      articleId,
      day: '2026-05-21',
      totalItemInvestigations: n,
      uniqueItemInvestigations: 1,
      totalItemRequests: n - 1,
      uniqueItemRequests: 1,
    });
    await addItemDays(app.db, [day(kept.id, 3)]);
    await app.db.execute(sql`delete from articles where id = ${gone.id}`);
    await addItemDays(app.db, [day(kept.id, 2), day(gone.id, 5)]);
    expect(await daily(kept.id)).toEqual([{ day: '2026-05-21', tii: 5, uii: 2, tir: 3, uir: 2 }]);
    expect(await daily(gone.id)).toEqual([]);
  });

  it('stores counts only: no address, user agent or session column', async () => {
    for (const table of ['counter_item_daily', 'counter_item_monthly']) {
      const columns = await queryRows<{ column_name: string }>(
        app.db,
        sql`select column_name from information_schema.columns where table_name = ${table} order by ordinal_position`,
      );
      expect(
        columns
          .map((c) => c.column_name)
          .filter(
            (c) => !/^(month|day|article_id|journal_id|yop|(total|unique)_item_(investigations|requests))$/.test(c),
          ),
      ).toEqual([]);
    }
  });
});

describe('monthly roll-up', () => {
  it("moves closed months into counter_item_monthly with the article's journal and YOP, and keeps the current month daily", async () => {
    const journal = await createJournal(app.db);
    const { id } = await createArticle(app.db, journal.id, { publishedDate: '2019-12-30' });
    const counter = new UsageCounter(app.db, new SessionKeys());
    counter.record({ kind: 'page', articleId: id }, '10.8.0.1', BROWSER, Date.parse('2026-01-31T23:59:59Z'));
    counter.record({ kind: 'page', articleId: id }, '10.8.0.2', BROWSER, Date.parse('2026-02-01T00:00:00Z'));
    counter.record({ kind: 'page', articleId: id }, '10.8.0.3', BROWSER, Date.parse('2026-02-14T12:00:00Z'));
    counter.record({ kind: 'page', articleId: id }, '10.8.0.4', BROWSER, Date.parse('2026-03-01T00:00:00Z'));
    await counter.flush(Infinity);
    expect(await app.usage.rollUp('2026-03-10')).toEqual(expect.arrayContaining(['2026-01-01', '2026-02-01']));
    const monthly = await queryRows(
      app.db,
      sql`select to_char(month, 'YYYY-MM-DD') as month, journal_id as "journalId", yop, total_item_investigations as tii
          from counter_item_monthly where article_id = ${id} order by month`,
    );
    expect(monthly).toEqual([
      { month: '2026-01-01', journalId: journal.id, yop: 2019, tii: 1 },
      { month: '2026-02-01', journalId: journal.id, yop: 2019, tii: 2 },
    ]);
    expect(await daily(id)).toEqual([{ day: '2026-03-01', tii: 1, uii: 1, tir: 0, uir: 0 }]);
    // A late row of a rolled-up month is read until the next roll-up adds it.
    counter.record({ kind: 'page', articleId: id }, '10.8.0.5', BROWSER, Date.parse('2026-02-28T23:59:50Z'));
    await counter.flush(Infinity);
    at('2026-03-10T12:00:00Z');
    const res = await app.inject({ url: `/api/articles/${id}/usage?months=3` });
    expect(res.json()).toEqual({
      total: { investigations: 5, requests: 0 },
      monthly: [
        { month: '2026-01', investigations: 1, requests: 0 },
        { month: '2026-02', investigations: 3, requests: 0 },
        { month: '2026-03', investigations: 1, requests: 0 },
      ],
    });
    await app.usage.rollUp('2026-03-10');
    const again = await app.inject({ url: `/api/articles/${id}/usage?months=2` });
    expect(again.json()).toEqual({
      total: { investigations: 5, requests: 0 },
      monthly: [
        { month: '2026-02', investigations: 3, requests: 0 },
        { month: '2026-03', investigations: 1, requests: 0 },
      ],
    });
  });
});

describe('GET /api/articles/{id}/usage and GET /api/journals/{abbreviation}/usage', () => {
  it('answers zeros for an article never read, 404 for an unknown article, 400 for a bad window', async () => {
    const journal = await createJournal(app.db);
    const fresh = await createArticle(app.db, journal.id);
    at('2026-03-10T12:00:00Z');
    const months = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12'];
    expect((await app.inject({ url: `/api/articles/${fresh.id}/usage` })).json()).toEqual({
      total: { investigations: 0, requests: 0 },
      monthly: [...months, '2026-01', '2026-02', '2026-03'].map((month) => ({ month, investigations: 0, requests: 0 })),
    });
    expect((await app.inject({ url: '/api/articles/999999/usage' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/articles/${fresh.id}/usage?months=0` })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/articles/${fresh.id}/usage?months=61` })).statusCode).toBe(400);
  });

  it("sums the journal's articles; 404 for an unknown journal", async () => {
    await app.usage.flush();
    const sums = await queryRows<{ tii: number; tir: number }>(
      app.db,
      sql`select coalesce(sum(total_item_investigations), 0)::int as tii, coalesce(sum(total_item_requests), 0)::int as tir
          from counter_item_daily where article_id in (${articleId}, ${otherId})`,
    );
    const res = await app.inject({ url: `/api/journals/${journalAbbrev}/usage` });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toEqual({ investigations: sums[0].tii, requests: sums[0].tir });
    expect(sums[0].tii).toBeGreaterThan(0);
    expect((await app.inject({ url: '/api/journals/no-such-journal/usage' })).json().message).toBe(
      'Journal "no-such-journal" not found',
    );
  });
});
