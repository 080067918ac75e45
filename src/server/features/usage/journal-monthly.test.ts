/**
 * The per-journal monthly sums the database keeps beside the roll-up (counter_journal_monthly,
 * docs/decisions/0098-counter-and-reports-at-scale.md): always the sum of counter_item_monthly's
 * rows per month, journal and Year of Publication, whatever statement writes them (the roll-up,
 * a correction, an article's deletion cascading); and the title and platform reports read them.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../db/client';
import { articles, counterItemMonthly } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { createArticle, createJournal } from '../../test/factories';
import { SessionKeys } from './cop';
import { UsageCounter } from './counter';
import { addItemDays, reportRows, reportRowsQuery, rollUpMonth, type ReportRow } from './service';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let db: Db;
let close: () => Promise<void>;
let j1: number;
let j2: number;
let a: number; // journal 1, YOP 2019
let b: number; // journal 1, YOP 2019
let c: number; // journal 1, YOP 2021
let d: number; // journal 2, YOP 2019

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  close = () => database.close();
  j1 = (await createJournal(db)).id;
  j2 = (await createJournal(db)).id;
  a = (await createArticle(db, j1, { publishedDate: '2019-03-01' })).id;
  b = (await createArticle(db, j1, { publishedDate: '2019-07-01' })).id;
  c = (await createArticle(db, j1, { publishedDate: '2021-01-15' })).id;
  d = (await createArticle(db, j2, { publishedDate: '2019-05-05' })).id;
});

afterAll(async () => {
  await close();
});

/** The kept sums, "month journal yop: tii uii tir uir", in order. */
async function kept(): Promise<string[]> {
  const rows = await queryRows<{ m: string; j: number; yop: number; t: string }>(
    db,
    sql`select to_char(month, 'YYYY-MM') as m, journal_id as j, yop,
               concat_ws(' ', total_item_investigations, unique_item_investigations, total_item_requests, unique_item_requests) as t
        from counter_journal_monthly where journal_id in (${j1}, ${j2}) order by month, journal_id = ${j2}, yop`,
  );
  return rows.map((r) => `${r.m} ${r.j === j1 ? 'j1' : 'j2'} ${r.yop}: ${r.t}`);
}

const item = (
  month: string,
  articleId: number,
  journalId: number,
  yop: number,
  m: [number, number, number, number],
) => ({
  month,
  articleId,
  journalId,
  yop,
  totalItemInvestigations: m[0],
  uniqueItemInvestigations: m[1],
  totalItemRequests: m[2],
  uniqueItemRequests: m[3],
});

/** A daily row of counter_item_daily. */
const day = (articleId: number, date: string, m: [number, number, number, number]) => ({
  articleId,
  day: date,
  totalItemInvestigations: m[0],
  uniqueItemInvestigations: m[1],
  totalItemRequests: m[2],
  uniqueItemRequests: m[3],
});

describe('counter_journal_monthly', () => {
  it('sums the item rows per month, journal and YOP as they are inserted, updated and deleted', async () => {
    await db
      .insert(counterItemMonthly)
      .values([
        item('2024-01-01', a, j1, 2019, [5, 4, 3, 2]),
        item('2024-01-01', b, j1, 2019, [2, 2, 1, 1]),
        item('2024-01-01', c, j1, 2021, [7, 1, 0, 0]),
        item('2024-01-01', d, j2, 2019, [1, 1, 1, 1]),
        item('2024-02-01', a, j1, 2019, [1, 1, 0, 0]),
      ]);
    expect(await kept()).toEqual([
      '2024-01 j1 2019: 7 6 4 3',
      '2024-01 j1 2021: 7 1 0 0',
      '2024-01 j2 2019: 1 1 1 1',
      '2024-02 j1 2019: 1 1 0 0',
    ]);
    // The roll-up's "on conflict do update" adds to a row already there.
    await db
      .insert(counterItemMonthly)
      .values(item('2024-01-01', a, j1, 2019, [10, 10, 10, 10]))
      .onConflictDoUpdate({
        target: [counterItemMonthly.month, counterItemMonthly.articleId],
        set: { totalItemInvestigations: sql`counter_item_monthly.total_item_investigations + 10` },
      });
    expect((await kept())[0]).toBe('2024-01 j1 2019: 17 6 4 3');
    // A row moved to another journal leaves one sum and joins the other.
    await db
      .update(counterItemMonthly)
      .set({ journalId: j2 })
      .where(sql`${counterItemMonthly.articleId} = ${b} and ${counterItemMonthly.month} = '2024-01-01'`);
    expect(await kept()).toEqual([
      '2024-01 j1 2019: 15 4 3 2',
      '2024-01 j1 2021: 7 1 0 0',
      '2024-01 j2 2019: 3 3 2 2',
      '2024-02 j1 2019: 1 1 0 0',
    ]);
    // Deleting an article deletes its item rows (cascade), and its share of the sums.
    await db.delete(articles).where(eq(articles.id, c));
    expect(await kept()).toEqual(['2024-01 j1 2019: 15 4 3 2', '2024-01 j2 2019: 3 3 2 2', '2024-02 j1 2019: 1 1 0 0']);
    await db.delete(counterItemMonthly).where(eq(counterItemMonthly.month, '2024-02-01'));
    expect(await kept()).toEqual(['2024-01 j1 2019: 15 4 3 2', '2024-01 j2 2019: 3 3 2 2']);
  });

  it('is written by the roll-up, and the title reports read it with the daily rows not rolled up yet', async () => {
    const counter = new UsageCounter(db, new SessionKeys());
    // March 2025: a and d read by two readers; a read again on 1 April (not rolled up).
    counter.record({ kind: 'page', articleId: a }, '10.9.0.1', BROWSER, Date.parse('2025-03-03T10:00:00Z'));
    counter.record({ kind: 'page', articleId: a }, '10.9.0.2', BROWSER, Date.parse('2025-03-04T10:00:00Z'));
    counter.record({ kind: 'page', articleId: d }, '10.9.0.1', BROWSER, Date.parse('2025-03-05T10:00:00Z'));
    counter.record({ kind: 'page', articleId: a }, '10.9.0.3', BROWSER, Date.parse('2025-04-01T10:00:00Z'));
    await counter.flush(Infinity);
    await rollUpMonth(db, '2025-03-01');
    const march = (await kept()).filter((r) => r.startsWith('2025-03'));
    // The factory's articles have no full text to show, so each page is an Investigation only (CoP §3.3.5).
    expect(march).toEqual(['2025-03 j1 2019: 2 2 0 0', '2025-03 j2 2019: 1 1 0 0']);
    const rows = await reportRows(db, { from: '2025-01-01', to: '2025-05-01', byArticle: false, journalIds: [j1, j2] });
    expect(rows).toEqual([
      { month: '2025-03', journalId: j1, articleId: null, yop: 2019, tii: 2, uii: 2, tir: 0, uir: 0 },
      { month: '2025-04', journalId: j1, articleId: null, yop: 2019, tii: 1, uii: 1, tir: 0, uir: 0 },
      { month: '2025-03', journalId: j2, articleId: null, yop: 2019, tii: 1, uii: 1, tir: 0, uir: 0 },
    ]);
    // The item report still reads the articles' rows.
    const items = await reportRows(db, { from: '2025-03-01', to: '2025-04-01', byArticle: true, journalIds: [j1] });
    expect(items).toEqual([
      { month: '2025-03', journalId: j1, articleId: a, yop: 2019, tii: 2, uii: 2, tir: 0, uir: 0 },
    ]);
  });

  it("gives the item reports the statement's rows, each article's rows gathered by the database (decisions 0106, 0111)", async () => {
    // Every article's rows of Dec 2023 – Apr 2025: rolled-up months of both journals and YOPs, and
    // April 2025 still daily (the tests above wrote them); and what the statement's grouping
    // does (decision 0111: the item reports' statement leaves it to Node):
    // - a late daily row of the rolled-up March 2025 beside its monthly row: one row, summed;
    await addItemDays(db, [day(a, '2025-03-20', [3, 1, 2, 1])]);
    // - d's YOP changed after the roll-up, then a late row of March: two rows of one month (2019, 2020);
    await db.update(articles).set({ publishedDate: '2020-06-01' }).where(eq(articles.id, d));
    await addItemDays(db, [day(d, '2025-03-21', [4, 2, 1, 1])]);
    // - a month whose Total_Item_Investigations sum to 0 is left out (the statement's `having`);
    // - a month written after later months (not in time order in the table) still comes in order.
    await db
      .insert(counterItemMonthly)
      .values([item('2024-06-01', a, j1, 2019, [0, 0, 2, 1]), item('2023-12-01', a, j1, 2019, [6, 5, 4, 3])]);
    const q = { from: '2023-12-01', to: '2025-05-01', byArticle: true } as const;
    const perRow = await queryRows<ReportRow>(db, reportRowsQuery(q));
    expect(new Set(perRow.map((r) => r.articleId)).size).toBeGreaterThan(1);
    expect(new Set(perRow.map((r) => r.month)).size).toBeGreaterThan(2);
    expect(perRow).toContainEqual({
      month: '2025-03',
      journalId: j1,
      articleId: a,
      yop: 2019,
      tii: 5,
      uii: 3,
      tir: 2,
      uir: 1,
    });
    expect(perRow.filter((r) => r.articleId === d && r.month === '2025-03').map((r) => r.yop)).toEqual([2019, 2020]);
    expect(perRow.some((r) => r.month === '2024-06')).toBe(false);
    expect(perRow[0]).toMatchObject({ month: '2023-12', articleId: a });
    expect(await reportRows(db, q)).toEqual(perRow);
    expect(await reportRows(db, { ...q, journalIds: [j2] })).toEqual(perRow.filter((r) => r.journalId === j2));
  });
});
