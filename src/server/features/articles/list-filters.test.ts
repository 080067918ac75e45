/**
 * The article list's filters (journal, article type, year) and orders (newest, oldest, title)
 * of docs/decisions/0029-volumes-and-issues.md: GET /api/articles?journal=&type=
 * &year=&sort=, with exact totals, and 400s that name the bad parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../../shared/api/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';

let t: TestApp;
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  const filt = await createJournal(t.app.db, { abbreviation: 'FILT' });
  other = (await createJournal(t.app.db, { abbreviation: 'OTHER' })).id;
  for (const [title, articleType, publishedDate] of [
    ['Banana studies', 'Research Article', '2023-05-01'],
    ['apple review', 'Review', '2024-01-01'],
    ['Cherry research', 'Research Article', '2024-12-31'],
    ['Date research', 'Research Article', '2025-02-01'],
  ]) {
    await createArticle(t.app.db, filt.id, { title, articleType, publishedDate });
  }
  await createArticle(t.app.db, other, { title: 'Elsewhere', articleType: 'Review', publishedDate: '2024-06-01' });
});
afterAll(async () => t?.close());

async function list(query: string) {
  const res = await t.app.inject({ url: `/api/articles?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { titles: res.json<ArticleSummary[]>().map((a) => a.title), total: Number(res.headers['x-total-count']) };
}

describe('GET /api/articles filters', () => {
  it("lists one journal's articles, by abbreviation in any case, newest first", async () => {
    expect(await list('journal=filt')).toEqual({
      titles: ['Date research', 'Cherry research', 'apple review', 'Banana studies'],
      total: 4,
    });
  });

  it('filters by article type and by year (1 January to 31 December), together with the journal', async () => {
    expect(await list('journal=FILT&type=Research%20Article')).toEqual({
      titles: ['Date research', 'Cherry research', 'Banana studies'],
      total: 3,
    });
    expect(await list('journal=FILT&year=2024')).toEqual({ titles: ['Cherry research', 'apple review'], total: 2 });
    expect(await list('type=Review&year=2024')).toEqual({ titles: ['Elsewhere', 'apple review'], total: 2 });
  });

  it('sorts oldest first and by title', async () => {
    expect((await list('journal=FILT&sort=oldest')).titles).toEqual([
      'Banana studies',
      'apple review',
      'Cherry research',
      'Date research',
    ]);
    const byTitle = (await list('journal=FILT&sort=title')).titles;
    expect(byTitle.map((x) => x.toLowerCase())).toEqual([
      'apple review',
      'banana studies',
      'cherry research',
      'date research',
    ]);
  });

  it('pages a filtered list by offset with the filtered total, and links the next page keeping the filters', async () => {
    const res = await t.app.inject({ url: '/api/articles?journal=filt&limit=2' });
    expect(res.headers['x-total-count']).toBe('4');
    const link = /<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1];
    expect(link).toMatch(/^\/api\/articles\?journal=filt&limit=2&cursor=/);
    const next = await t.app.inject({ url: link! });
    expect(next.json<ArticleSummary[]>().map((a) => a.title)).toEqual(['apple review', 'Banana studies']);
    expect((await list('journal=filt&limit=2&offset=2&sort=oldest')).titles).toEqual([
      'Cherry research',
      'Date research',
    ]);
  });

  it('answers 400 naming the parameter for an unknown journal, a bad year or sort, a cursor with another order', async () => {
    for (const [query, path, message] of [
      ['journal=nope', 'journal', 'No journal has the abbreviation "nope"'],
      ['year=24', 'year', 'Year must be a year such as 2024'],
      ['year=abc', 'year', 'Year must be a year such as 2024'],
      ['sort=random', 'sort', 'Sort must be newest, oldest or title'],
      [
        'sort=title&cursor=2024-01-01_5',
        'cursor',
        'A cursor pages the newest-first order only: page other orders by offset',
      ],
    ]) {
      const res = await t.app.inject({ url: `/api/articles?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual([{ path, message }]);
    }
  });

  it('GET /api/articles/filters lists the journals and article types with articles and the years, newest first', async () => {
    const res = await t.app.inject({ url: '/api/articles/filters' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ articleTypes: ['Research Article', 'Review'], years: [2025, 2024, 2023] });
    // Only journals with articles, by title.
    expect(body.journals.map((j: { abbreviation: string }) => j.abbreviation).sort()).toEqual(['FILT', 'OTHER']);
  });
});
