/**
 * Counters and keyset pagination (docs/decisions/0020-public-read-cache.md): list totals come from
 * counters kept in the same transaction as each change and stay exact through inserts, moves
 * between journals and types, and deletions; pages by cursor list every article exactly once in the
 * list's order (dated newest first, undated last), following the Link rel="next" headers;
 * offset stops at 10,000 with a 400 that names the cursor.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { catalogueSettled } from '../../test/catalogue';

let t: TestApp;
let journalId: number;
let otherJournalId: number;

/** Follows the Link rel="next" headers from `url`; returns every id seen, page by page. */
async function walk(url: string, headers: Record<string, string> = {}): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let next: string | null = url;
  let pages = 0;
  while (next) {
    const res = await t.app.inject({ method: 'GET', url: next, headers });
    expect(res.statusCode).toBe(200);
    ids.push(...res.json<{ id: number }[]>().map((a) => a.id));
    pages += 1;
    const link = res.headers.link as string | undefined;
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
    expect(pages).toBeLessThan(100);
  }
  return { ids, pages };
}

/** The ids of the articles matching `where`, in the list's order, straight from the table. */
async function expectedOrder(where = sql`true`): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from articles where ${where} order by published_date desc nulls last, id desc`,
  );
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  journalId = (await createJournal(db)).id;
  otherJournalId = (await createJournal(db)).id;
  // 23 articles: runs of equal dates (the cursor must break ties by id), undated ones, two journals.
  const dates = ['2021-03-01', '2021-03-01', '2021-03-01', '2019-07-15', null, '2020-01-01', null];
  for (let i = 0; i < 23; i++) {
    await createArticle(db, i % 4 === 0 ? otherJournalId : journalId, {
      publishedDate: dates[i % dates.length],
      articleType: i % 3 === 0 ? 'Review Article' : 'Research Article',
      volume: i % 2 === 0 ? '4' : '5',
    });
  }
});
afterAll(async () => t?.close());

describe('keyset pagination (decision 0020)', () => {
  it('pages through every article exactly once, in the list order, by following Link rel="next"', async () => {
    const { ids, pages } = await walk('/api/articles?limit=4');
    expect(ids).toEqual(await expectedOrder());
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages).toBe(Math.ceil(ids.length / 4));
  });

  it("pages through a journal's articles, and one volume of them, once each", async () => {
    expect((await walk(`/api/articles/journal/${journalId}?limit=3`)).ids).toEqual(
      await expectedOrder(sql`journal_id = ${journalId}`),
    );
    expect((await walk(`/api/articles/journal/${journalId}?volume=5&limit=2`)).ids).toEqual(
      await expectedOrder(sql`journal_id = ${journalId} and volume = '5'`),
    );
  });

  it('links the next page from an offset page too, and the last page has no link', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/articles?limit=5&offset=5' });
    expect(first.headers.link).toMatch(/^<\/api\/articles\?limit=5&cursor=[^>]+>; rel="next"$/);
    const byCursor = await t.app.inject({ method: 'GET', url: /<([^>]+)>/.exec(first.headers.link as string)![1] });
    const byOffset = await t.app.inject({ method: 'GET', url: '/api/articles?limit=5&offset=10' });
    expect(byCursor.json()).toEqual(byOffset.json());
    const total = Number(first.headers['x-total-count']);
    const last = await t.app.inject({ method: 'GET', url: `/api/articles?limit=5&offset=${total - 5}` });
    expect(last.headers.link).toBeUndefined();
  });

  it('lists no article twice when newer articles are published between two pages', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/articles?limit=6' });
    const next = /<([^>]+)>/.exec(first.headers.link as string)![1];
    const added = await createArticle(t.app.db, journalId, { publishedDate: '2030-01-01' });
    await catalogueSettled(t.app);
    const second = await t.app.inject({ method: 'GET', url: next });
    const seen = [...first.json(), ...second.json()].map((a: { id: number }) => a.id);
    expect(new Set(seen).size).toBe(12);
    expect(seen).not.toContain(added.id);
    await t.app.db.delete(articles).where(eq(articles.id, added.id));
  });

  it('refuses a malformed cursor, a cursor with an offset, and an offset past 10,000', async () => {
    for (const url of ['/api/articles?cursor=abc', '/api/articles?cursor=2021-03-01_99999999999']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('cursor');
    }
    const both = await t.app.inject({ method: 'GET', url: '/api/articles?cursor=2021-03-01_5&offset=20' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0]).toEqual({ path: 'offset', message: 'Give either offset or cursor, not both' });
    const deep = await t.app.inject({ method: 'GET', url: `/api/journals?offset=10001` });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors[0].message).toMatch(/^Must be at most 10000; page further with `cursor`/);
    expect((await t.app.inject({ method: 'GET', url: '/api/articles?offset=10000' })).statusCode).toBe(200);
  });
});

describe('exact totals from counters (decision 0020)', () => {
  /** What the API reports against what a count of the table says, for every list that has a total. */
  async function expectExactCounts() {
    // These writes bypass HTTP: make the cache current at once (on PostgreSQL the notification
    // travels on another connection; the two-server test in features/public-cache covers it).
    await catalogueSettled(t.app);
    const [{ all }] = await queryRows<{ all: number }>(t.app.db, sql`select count(*)::int as all from articles`);
    const list = await t.app.inject({ method: 'GET', url: '/api/articles?limit=1' });
    expect(Number(list.headers['x-total-count'])).toBe(all);
    for (const id of [journalId, otherJournalId]) {
      const [{ n }] = await queryRows<{ n: number }>(
        t.app.db,
        sql`select count(*)::int as n from articles where journal_id = ${id}`,
      );
      const journalList = await t.app.inject({ method: 'GET', url: `/api/articles/journal/${id}?limit=1` });
      expect(Number(journalList.headers['x-total-count'])).toBe(n);
      const [{ n: inVolume }] = await queryRows<{ n: number }>(
        t.app.db,
        sql`select count(*)::int as n from articles where journal_id = ${id} and volume = '4'`,
      );
      const volumeList = await t.app.inject({ method: 'GET', url: `/api/articles/journal/${id}?volume=4&limit=1` });
      expect(Number(volumeList.headers['x-total-count'])).toBe(inVolume);
      const journals = (await t.app.inject({ method: 'GET', url: '/api/journals?limit=100' })).json();
      expect(journals.find((j: { id: number }) => j.id === id).articleCount).toBe(n);
    }
    const byType = await queryRows<{ journal_id: number; article_type: string; n: number }>(
      t.app.db,
      sql`select journal_id, article_type, count(*)::int as n from articles group by 1, 2 order by 1, 2`,
    );
    const counters = await queryRows<{ journal_id: number; article_type: string; n: number }>(
      t.app.db,
      sql`select journal_id, article_type, article_count as n from article_counts where article_count <> 0 order by 1, 2`,
    );
    expect(counters).toEqual(byType);
  }

  it('match a count of the table after inserts, moves between journals and types, and deletions', async () => {
    await expectExactCounts();
    const [a, b] = await t.app.db
      .insert(articles)
      .values(
        [1, 2].map((n) => ({
          journalId,
          title: `Batch ${n}`,
          articleType: 'Editorial',
          sourceFormat: 'jats',
          volume: '4',
        })),
      )
      .returning({ id: articles.id });
    await expectExactCounts();
    await t.app.db
      .update(articles)
      .set({ journalId: otherJournalId, articleType: 'Letter' })
      .where(eq(articles.id, a.id));
    await t.app.db.update(articles).set({ title: 'Renamed' }).where(eq(articles.id, b.id));
    await expectExactCounts();
    await t.app.db.delete(articles).where(eq(articles.articleType, 'Letter'));
    await t.app.db.delete(articles).where(eq(articles.id, b.id));
    await expectExactCounts();
  });
});
