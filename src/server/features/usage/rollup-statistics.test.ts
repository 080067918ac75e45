/**
 * The roll-up leaves the planner true figures for the tables it wrote
 * (docs/decisions/0106-counter-reports-of-one-journal.md): after rollUpClosedMonths the daily
 * table has been vacuumed and analysed (its moved rows are gone from the planner's count) and
 * the monthly tables analysed (their new rows counted). PostgreSQL's `pg_class.reltuples` is
 * the planner's row count (-1 until a table is first analysed or vacuumed); `last_vacuum` and
 * `last_analyze` of `pg_stat_user_tables` say a manual VACUUM / ANALYZE ran.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (there also with another session
 * holding the daily table's SHARE UPDATE EXCLUSIVE lock, as autovacuum does while it processes
 * the rows the roll-up deleted: the roll-up's VACUUM must wait for it, not skip the table).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../db/client';
import { createTestDatabase } from '../../test/db';
import { createArticle, createJournal } from '../../test/factories';
import { addItemDays, rollUpClosedMonths } from './service';

let db: Db;
let url: string | undefined;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  url = database.url;
  close = () => database.close();
});

afterAll(async () => {
  await close();
});

interface TableFigures {
  relname: string;
  reltuples: number;
  vacuumed: boolean;
  analysed: boolean;
}

async function figures(): Promise<Record<string, TableFigures>> {
  const rows = await queryRows<TableFigures>(
    db,
    sql`select c.relname, c.reltuples::int as reltuples,
               s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analysed
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid
        where c.relname in ('counter_item_daily', 'counter_item_monthly', 'counter_journal_monthly')`,
  );
  return Object.fromEntries(rows.map((r) => [r.relname, r]));
}

describe('the roll-up and the planner statistics', () => {
  it('vacuums and analyses the daily table and analyses the monthly tables it wrote', async () => {
    const journal = await createJournal(db);
    const days: Parameters<typeof addItemDays>[1] = [];
    // Three articles read every day of January 2025 (93 daily rows, 3 monthly rows), and one
    // read on 3 February (stays daily: February is not closed on 10 February).
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createArticle(db, journal.id, { publishedDate: '2020-05-01' })).id);
    for (const articleId of ids)
      for (let d = 1; d <= 31; d++)
        days.push({
          articleId,
          day: `2025-01-${String(d).padStart(2, '0')}`,
          totalItemInvestigations: 2,
          uniqueItemInvestigations: 1,
          totalItemRequests: 1,
          uniqueItemRequests: 1,
        });
    days.push({
      articleId: ids[0],
      day: '2025-02-03',
      totalItemInvestigations: 1,
      uniqueItemInvestigations: 1,
      totalItemRequests: 0,
      uniqueItemRequests: 0,
    });
    await addItemDays(db, days);

    expect(await rollUpClosedMonths(db, '2025-02-10')).toEqual(['2025-01-01']);

    const after = await figures();
    // The planner counts what is in each table now: one daily row left, three article-months,
    // one journal-month (one journal, one YOP).
    expect(after.counter_item_daily).toMatchObject({ reltuples: 1, vacuumed: true, analysed: true });
    expect(after.counter_item_monthly).toMatchObject({ reltuples: 3, analysed: true });
    expect(after.counter_journal_monthly).toMatchObject({ reltuples: 1, analysed: true });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'vacuums the daily table even while another session holds the lock autovacuum takes',
    async () => {
      const journal = await createJournal(db);
      const articleId = (await createArticle(db, journal.id, { publishedDate: '2021-03-01' })).id;
      const days: Parameters<typeof addItemDays>[1] = [];
      for (let d = 1; d <= 28; d++)
        days.push({
          articleId,
          day: `2024-02-${String(d).padStart(2, '0')}`,
          totalItemInvestigations: 1,
          uniqueItemInvestigations: 1,
          totalItemRequests: 0,
          uniqueItemRequests: 0,
        });
      await addItemDays(db, days);
      const vacuumedAt = async () =>
        (
          await queryRows<{ at: string | null }>(
            db,
            sql`select (select last_vacuum::text from pg_stat_user_tables where relname = 'counter_item_daily') as at
                from (select pg_stat_clear_snapshot()) s`,
          )
        )[0]?.at ?? null;
      const before = await vacuumedAt();

      // The lock autovacuum holds while it vacuums a table (SHARE UPDATE EXCLUSIVE), held by
      // another session for a moment while the roll-up runs; the roll-up's delete and insert
      // (ROW EXCLUSIVE) do not conflict with it, its VACUUM does.
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table counter_item_daily in share update exclusive mode');
        const rolled = rollUpClosedMonths(db, '2024-03-05');
        await new Promise((resolve) => setTimeout(resolve, 500));
        await holder.query('commit');
        expect(await rolled).toEqual(['2024-02-01']);
      } finally {
        await holder.end();
      }
      const after = await vacuumedAt();
      expect(after).not.toBeNull();
      expect(after).not.toBe(before);
    },
  );
});
