import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_JOURNALS } from '../../../shared/domain/journals';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { seedHouseJournals } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('house journal seed', () => {
  it('inserts the 12 journals of the spec once, idempotently', async () => {
    expect(await seedHouseJournals(t.app.db)).toBe(12);
    expect(await seedHouseJournals(t.app.db)).toBe(0);
    const res = await t.app.inject({ url: '/api/journals?limit=100' });
    const titles = res.json().map((j: { title: string }) => j.title);
    for (const j of HOUSE_JOURNALS) expect(titles).toContain(j.title);
    expect(titles.filter((x: string) => x === 'Journal of Life Sciences')).toHaveLength(1);
  });
});

describe('GET /api/journals', () => {
  it('pages with limit and offset and reports the total', async () => {
    const first = await t.app.inject({ url: '/api/journals?limit=5' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(5);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(12);
    const rest = await t.app.inject({ url: `/api/journals?limit=100&offset=5` });
    expect(rest.json()).toHaveLength(total - 5);
    const ids = [...first.json(), ...rest.json()].map((j: { id: number }) => j.id);
    expect(new Set(ids).size).toBe(total);
  });

  it('defaults to 20 items and refuses limits out of bounds', async () => {
    await Promise.all(Array.from({ length: 10 }, () => createJournal(t.app.db)));
    expect((await t.app.inject({ url: '/api/journals' })).json()).toHaveLength(20);
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1']) {
      const res = await t.app.inject({ url: `/api/journals?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().errors[0].path).toMatch(/limit|offset/);
    }
  });

  it('counts each journal’s articles', async () => {
    const journal = await createJournal(t.app.db, { title: 'AAA Counted Journal' });
    await createArticle(t.app.db, journal.id);
    await createArticle(t.app.db, journal.id);
    const res = await t.app.inject({ url: `/api/journals/abbrev/${journal.abbreviation}` });
    expect(res.json().articleCount).toBe(2);
  });
});

describe('GET /api/journals/abbrev/{abbreviation}', () => {
  it('lists journals with articles before those without, house journals first within each', async () => {
    const empty = await createJournal(t.app.db, { title: 'Aaa empty house journal', isHouse: true });
    const full = await createJournal(t.app.db, { title: 'Zzz source journal with articles', isHouse: false });
    await createArticle(t.app.db, full.id);
    const list = (await t.app.inject({ url: '/api/journals?limit=100' })).json<
      { id: number; articleCount: number }[]
    >();
    const firstEmpty = list.findIndex((j) => j.articleCount === 0);
    expect(firstEmpty).toBeGreaterThan(0);
    expect(list.slice(firstEmpty).every((j) => j.articleCount === 0)).toBe(true);
    expect(list.findIndex((j) => j.id === full.id)).toBeLessThan(list.findIndex((j) => j.id === empty.id));
  });

  it('finds a journal case-insensitively', async () => {
    const res = await t.app.inject({ url: '/api/journals/abbrev/jls' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Journal of Life Sciences',
      abbreviation: 'JLS',
      currentVolume: 1,
      currentIssue: 1,
    });
  });

  it('answers a JSON 404 for an unknown abbreviation', async () => {
    const res = await t.app.inject({ url: '/api/journals/abbrev/no-such-journal' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Journal "no-such-journal" not found' });
  });
});
