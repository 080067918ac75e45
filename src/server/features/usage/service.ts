/**
 * COUNTER usage in the database (docs/decisions/0085-counter-r5-usage.md): resolving counted
 * requests to items and metrics, adding the daily metrics, the monthly roll-up, and an article's
 * or a journal's totals.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { UsageTotals } from '../../../shared/api/usage';
import type { Db, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { intArray, textArray } from '../../db/sql-arrays';
import { counterRollups } from '../../db/schema';
import type { CounterEvent, ItemDay } from './cop';
import type { QueuedHit } from './hits';

/**
 * The qualifying actions of the counted requests, in their order (CoP R5.1 §3.3.5):
 * - a page is an Investigation, and a Request of the full text HTML when the article has a full
 *   text to show (a JATS source, not a Crossref record: the page's own rule, mayHaveFullText);
 * - a file is a Request when it is an article's PDF, and nothing otherwise;
 * - a figure or supplementary file is an Investigation.
 * Actions on articles that no longer exist are dropped. Two queries, each with its ids or keys as
 * one array parameter.
 */
export async function resolveHits(db: Db, hits: QueuedHit[]): Promise<CounterEvent[]> {
  const ids = new Set<number>();
  const keys = new Set<string>();
  for (const { hit } of hits) {
    if (hit.kind === 'file') keys.add(hit.fileKey);
    else ids.add(hit.articleId);
  }
  const fullText = new Map<number, boolean>();
  if (ids.size > 0) {
    // Two lists of ids as text (with and without a full text), not a row per article: a write of
    // 25,000 actions read ~20,000 rows, each decoded into an object on the server's thread
    // (docs/decisions/0115-usage-intake-beside-the-page.md).
    const [row] = await queryRows<{ full: string | null; other: string | null }>(
      db,
      sql`select string_agg(id::text, ',') filter (where source_file_key is not null and source_format <> 'crossref') as full,
                 string_agg(id::text, ',') filter (where source_file_key is null or source_format = 'crossref') as other
          from articles where id = any(${intArray([...ids])})`,
    );
    for (const id of row?.full?.split(',') ?? []) fullText.set(Number(id), true);
    for (const id of row?.other?.split(',') ?? []) fullText.set(Number(id), false);
  }
  const pdfOf = new Map<string, number>();
  if (keys.size > 0) {
    const rows = await queryRows<{ id: number; key: string }>(
      db,
      sql`select id, pdf_file_key as key from articles where pdf_file_key = any(${textArray([...keys])})`,
    );
    for (const r of rows) pdfOf.set(r.key, r.id);
  }
  const events: CounterEvent[] = [];
  for (const { hit, user, at } of hits) {
    if (hit.kind === 'file') {
      const articleId = pdfOf.get(hit.fileKey);
      if (articleId !== undefined) events.push({ articleId, metric: 'request', url: `pdf:${hit.fileKey}`, user, at });
    } else if (fullText.has(hit.articleId)) {
      const { articleId } = hit;
      if (hit.kind === 'page') {
        const metric = fullText.get(articleId) ? 'request' : 'investigation';
        events.push({ articleId, metric, url: `page:${articleId}`, user, at });
      } else {
        events.push({ articleId, metric: 'investigation', url: `asset:${hit.assetId}`, user, at });
      }
    }
  }
  return events;
}

/**
 * Adds the metrics to counter_item_daily in one statement (`on conflict … do update` adds, so
 * servers writing at once lose nothing; on failure nothing is added and the caller keeps the rows
 * for its next write). Rows of articles deleted meanwhile are dropped.
 */
export async function addItemDays(db: Db, rows: ItemDay[]): Promise<void> {
  if (rows.length === 0) return;
  // One statement, its rows as six array parameters (decision 0104: building a multi-row insert
  // took half the intake's CPU), so all are added or none; rows of articles deleted meanwhile are
  // left out by the join. Rows are unique per (article, day): the caller merges them.
  const column = (pick: (r: ItemDay) => number) => intArray(rows.map(pick));
  await db.execute(sql`insert into counter_item_daily as d (article_id, day, total_item_investigations,
        unique_item_investigations, total_item_requests, unique_item_requests)
      select r.article_id, r.day, r.tii, r.uii, r.tir, r.uir
      from unnest(${column((r) => r.articleId)}, ${sql`${`{${rows.map((r) => r.day).join(',')}}`}::date[]`},
                  ${column((r) => r.totalItemInvestigations)}, ${column((r) => r.uniqueItemInvestigations)},
                  ${column((r) => r.totalItemRequests)}, ${column((r) => r.uniqueItemRequests)})
             as r(article_id, day, tii, uii, tir, uir)
      join articles a on a.id = r.article_id
      on conflict (article_id, day) do update set
        total_item_investigations = d.total_item_investigations + excluded.total_item_investigations,
        unique_item_investigations = d.unique_item_investigations + excluded.unique_item_investigations,
        total_item_requests = d.total_item_requests + excluded.total_item_requests,
        unique_item_requests = d.unique_item_requests + excluded.unique_item_requests`);
}

/** The first day of `day`'s month, "YYYY-MM-01". */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month after `month` ("YYYY-MM-01"). */
export function nextMonth(month: string): string {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Rolls one month up: moves its counter_item_daily rows into counter_item_monthly (adding to a row
 * already there, so a late row of a rolled-up month is rolled up by the next run), with each
 * article's journal and YOP, and records the month in counter_rollups. One statement moves the
 * rows (delete … returning feeding the insert), in one transaction with the record.
 */
export async function rollUpMonth(db: Db, month: string): Promise<number> {
  const end = nextMonth(month);
  return db.transaction(async (tx) => {
    const moved = await queryRows<{ n: number }>(
      tx,
      sql`with moved as (
            delete from counter_item_daily where day >= ${month}::date and day < ${end}::date returning *
          ), summed as (
            insert into counter_item_monthly as m (month, article_id, journal_id, yop,
              total_item_investigations, unique_item_investigations, total_item_requests, unique_item_requests)
            select ${month}::date, d.article_id, a.journal_id,
                   coalesce(extract(year from a.published_date)::int, 1),
                   sum(d.total_item_investigations), sum(d.unique_item_investigations),
                   sum(d.total_item_requests), sum(d.unique_item_requests)
            from moved d join articles a on a.id = d.article_id
            group by d.article_id, a.journal_id, a.published_date
            on conflict (month, article_id) do update set
              total_item_investigations = m.total_item_investigations + excluded.total_item_investigations,
              unique_item_investigations = m.unique_item_investigations + excluded.unique_item_investigations,
              total_item_requests = m.total_item_requests + excluded.total_item_requests,
              unique_item_requests = m.unique_item_requests + excluded.unique_item_requests
            returning 1
          )
          select count(*)::int as n from summed`,
    );
    await tx
      .insert(counterRollups)
      .values({ month })
      .onConflictDoUpdate({ target: counterRollups.month, set: { rolledUpAt: sql`now()` } });
    return moved[0]?.n ?? 0;
  });
}

/**
 * Leaves the planner true figures for the tables a roll-up wrote
 * (docs/decisions/0106-counter-reports-of-one-journal.md): VACUUM (ANALYZE) of counter_item_daily,
 * whose moved rows are dead but still in its heap and indexes (a report's first reads of the year
 * walked every one of them: TR of one journal 0.9 s instead of a few ms, until autovacuum came),
 * and ANALYZE of counter_item_monthly and counter_journal_monthly (their new rows). Without
 * SKIP_LOCKED: the roll-up's delete of millions of rows is what starts autovacuum on the daily
 * table, and a VACUUM that skipped the table autovacuum held left the reports walking the dead
 * rows until autovacuum finished (the quiet 10M bench of 2026-12-01: one journal's TR 100–309 ms
 * p95 instead of ≤ 15); PostgreSQL cancels an autovacuum that blocks another's lock request
 * (after deadlock_timeout; not an anti-wraparound one, which this waits for), so this runs at
 * once. Runs outside any transaction (VACUUM cannot run in one), on PostgreSQL and PGlite alike.
 */
export async function refreshUsageStatistics(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) counter_item_daily`);
  await db.execute(sql`analyze counter_item_monthly, counter_journal_monthly`);
}

/**
 * Rolls up every closed month that still has daily rows (months before the one of `today`,
 * "YYYY-MM-DD"), then refreshes the tables' statistics when any was rolled up
 * ({@link refreshUsageStatistics}). Returns the months rolled up, oldest first.
 */
export async function rollUpClosedMonths(db: Db, today: string): Promise<string[]> {
  const current = monthOf(today);
  const rows = await queryRows<{ month: string }>(
    db,
    sql`select distinct to_char(date_trunc('month', day), 'YYYY-MM-DD') as month
        from counter_item_daily where day < ${current}::date order by 1`,
  );
  const done: string[] = [];
  for (const { month } of rows) {
    await rollUpMonth(db, month);
    done.push(month);
  }
  if (done.length > 0) await refreshUsageStatistics(db);
  return done;
}

/** The months rolled up, with when (for the SUSHI status and reports). */
export async function rolledUpMonths(db: DbOrTx): Promise<Map<string, Date>> {
  const rows = await db.select().from(counterRollups);
  return new Map(rows.map((r) => [r.month, r.rolledUpAt]));
}

/**
 * Metrics per month of one article or of a journal's articles, from both tables (the monthly
 * roll-up and daily rows not rolled up yet), oldest first; months without usage are left out.
 */
export async function monthlyTotals(
  db: DbOrTx,
  scope: { articleId: number } | { journalId: number },
  fromMonth: string,
): Promise<UsageTotals['monthly']> {
  // A journal's totals from the per-journal sums the database keeps (decision 0098).
  const monthlyFrom =
    'articleId' in scope
      ? sql`counter_item_monthly where article_id = ${scope.articleId}`
      : sql`counter_journal_monthly where journal_id = ${scope.journalId}`;
  const dailyWhere =
    'articleId' in scope
      ? sql`d.article_id = ${scope.articleId}`
      : sql`d.article_id in (select id from articles where journal_id = ${scope.journalId})`;
  return queryRows(
    db,
    sql`select month, sum(tii)::int as investigations, sum(tir)::int as requests from (
          select to_char(month, 'YYYY-MM') as month, total_item_investigations as tii, total_item_requests as tir
          from ${monthlyFrom} and month >= ${fromMonth}::date
          union all
          select to_char(day, 'YYYY-MM'), total_item_investigations, total_item_requests
          from counter_item_daily d where ${dailyWhere} and day >= ${fromMonth}::date
        ) u group by month order by month`,
  );
}

/** Totals since counting began of one article or a journal's articles. */
export async function totalsOf(
  db: DbOrTx,
  scope: { articleId: number } | { journalId: number },
): Promise<UsageTotals['total']> {
  const rows = await monthlyTotals(db, scope, '1900-01-01');
  return rows.reduce(
    (t, r) => ({ investigations: t.investigations + r.investigations, requests: t.requests + r.requests }),
    { investigations: 0, requests: 0 },
  );
}

/** One group of report rows: a month's metrics of an article (or of a journal's articles of one YOP). */
export interface ReportRow {
  /** "YYYY-MM". */
  month: string;
  journalId: number;
  /** Null when grouped by journal. */
  articleId: number | null;
  yop: number;
  tii: number;
  uii: number;
  tir: number;
  uir: number;
}

/** What a report reads: months [from, to) ("YYYY-MM-01"), by article or by journal, and its SQL filters. */
export interface ReportQuery {
  from: string;
  to: string;
  byArticle: boolean;
  /** Years of publication as inclusive ranges; none → all. */
  yops?: [number, number][];
  /** Only these journals (TR item_id). */
  journalIds?: number[];
  /** Only these articles (IR item_id). */
  articleIds?: number[];
  /** IR author filter: a substring of the article's author names (case-insensitive). */
  author?: string;
}

/**
 * The metrics of a report period, from the monthly roll-up and the daily rows not rolled up yet
 * (docs/decisions/0085-counter-r5-usage.md), grouped by month, journal, YOP and (if asked) article.
 * Rows whose four metrics are all zero are left out.
 */
export async function reportRows(db: DbOrTx, q: ReportQuery): Promise<ReportRow[]> {
  if (q.byArticle) return itemRows(await queryRows<ItemRowsRow>(db, itemRowsQuery(q)), q.from);
  return queryRows<ReportRow>(db, reportRowsQuery(q));
}

/**
 * A row of {@link itemRowsQuery}: one article, with its rows of the report's two tables (the monthly
 * roll-up and the daily rows not rolled up yet, each daily row a month of its day) as the text of
 * numbers `month,yop,tii,uii,tir,uir,…`, six per row, in no particular order; `month` is the days
 * from the report's first month (`ReportQuery.from`) to the row's month. {@link itemMonths} sums,
 * filters and orders them as {@link reportRowsQuery} does.
 */
export interface ItemRowsRow {
  journalId: number;
  articleId: number;
  m: string;
}

/**
 * The item reports' statement (decisions 0106 and 0111): the rows {@link reportRowsQuery} groups
 * (`byArticle` set), one row per article, ordered by journal and article. The database only
 * gathers each article's rows into one text of integers (no grouping by month and YOP, no
 * ordered aggregate, no month formatting: those took two thirds of its CPU for a journal's
 * report); {@link itemMonths} does the rest in Node on a dozen numbers per article.
 */
export function itemRowsQuery(q: ReportQuery): SQL {
  // Every value is an integer of NOT NULL columns (the month a date difference), none null: a null
  // would leave an empty field, which fails loudly in itemMonths, not an omission.
  return sql`select u.journal_id as "journalId", u.article_id as "articleId",
                    string_agg(concat(u.month - ${q.from}::date, ',', u.yop, ',', u.tii, ',', u.uii, ',', u.tir, ',', u.uir), ',') as m
             from (${usageRows(q)}) u
             where ${usageWhere(q)}
             group by 1, 2
             order by 1, 2`;
}

/**
 * One article's rows of {@link itemRowsQuery} as {@link reportRowsQuery} gives them: the rows of
 * a month and YOP summed, those whose Total_Item_Investigations sum is zero left out (its `having`;
 * the counts are never negative), in (YOP, month) order. A flat array, six numbers a row:
 * `yop, month index, tii, uii, tir, uir`, where the month index counts months from `from`
 * ("YYYY-MM-01"). Throws on a malformed text.
 */
export function itemMonths(m: string, from: string): number[] {
  const v = JSON.parse(`[${m}]`) as number[];
  if (!Array.isArray(v) || v.length % 6 !== 0) throw new Error(`Malformed item report row: ${m.slice(0, 80)}`);
  const indexOf = monthIndexes(from);
  // Each row's day count becomes its month index; the YOPs (almost always one) are noted.
  const yops: number[] = [];
  let first = Infinity;
  let last = -Infinity;
  for (let i = 0; i < v.length; i += 6) {
    let index = indexOf.get(v[i]);
    if (index === undefined) indexOf.set(v[i], (index = monthIndex(from, v[i])));
    v[i] = index;
    if (index < first) first = index;
    if (index > last) last = index;
    if (!yops.includes(v[i + 1])) yops.push(v[i + 1]);
  }
  yops.sort((a, b) => a - b);
  // The rows come in no particular order: per YOP, each month's sums in a slot of its index (a
  // month whose Total_Item_Investigations sum to 0, or without rows, is left out); the slots span
  // the article's months only, whatever the report's period.
  const out: number[] = [];
  const sums = new Array<number>(v.length ? (last - first + 1) * 4 : 0);
  for (const yop of yops) {
    sums.fill(0);
    for (let i = 0; i < v.length; i += 6) {
      if (v[i + 1] !== yop) continue;
      const at = (v[i] - first) * 4;
      sums[at] += v[i + 2];
      sums[at + 1] += v[i + 3];
      sums[at + 2] += v[i + 4];
      sums[at + 3] += v[i + 5];
    }
    for (let at = 0; at < sums.length; at += 4)
      if (sums[at] > 0) out.push(yop, first + at / 4, sums[at], sums[at + 1], sums[at + 2], sums[at + 3]);
  }
  return out;
}

/** Per report start (`from`), the month index of each day count seen (a few hundred entries at most are kept). */
const monthIndexCache = new Map<string, Map<number, number>>();

function monthIndexes(from: string): Map<number, number> {
  let indexes = monthIndexCache.get(from);
  if (!indexes) {
    if (monthIndexCache.size >= 256) monthIndexCache.clear();
    monthIndexCache.set(from, (indexes = new Map()));
  }
  return indexes;
}

/** Months from `from` ("YYYY-MM-01") to the month `days` days after it; throws when that day is not a month's first. */
function monthIndex(from: string, days: number): number {
  const start = new Date(`${from}T00:00:00Z`);
  const d = new Date(start.getTime() + days * 86_400_000);
  if (!Number.isInteger(days) || d.getUTCDate() !== 1)
    throw new Error(`Not a month of the report: ${days} days after ${from}`);
  return (d.getUTCFullYear() - start.getUTCFullYear()) * 12 + d.getUTCMonth() - start.getUTCMonth();
}

/** "YYYY-MM" of the month `index` months after `from` ("YYYY-MM-01"). */
export function monthAt(from: string, index: number): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + index);
  return d.toISOString().slice(0, 7);
}

/** The rows of {@link reportRowsQuery} (journal, article, YOP, month order) from {@link itemRowsQuery}'s. */
export function itemRows(rows: ItemRowsRow[], from: string): ReportRow[] {
  const out: ReportRow[] = [];
  const months = new Map<number, string>();
  for (const row of rows) {
    const flat = itemMonths(row.m, from);
    for (let i = 0; i < flat.length; i += 6) {
      let month = months.get(flat[i + 1]);
      if (month === undefined) months.set(flat[i + 1], (month = monthAt(from, flat[i + 1])));
      out.push({
        month,
        journalId: row.journalId,
        articleId: row.articleId,
        yop: flat[i],
        tii: flat[i + 2],
        uii: flat[i + 3],
        tir: flat[i + 4],
        uir: flat[i + 5],
      });
    }
  }
  return out;
}

/**
 * The statement of {@link reportRows}: its rows ordered by journal, article, YOP and month, so an
 * item report can be read through a cursor and written as its rows come (decision 0104).
 */
export function reportRowsQuery(q: ReportQuery): SQL {
  const article = q.byArticle ? sql`u.article_id` : sql`null::int`;
  return sql`select to_char(u.month, 'YYYY-MM') as month, u.journal_id as "journalId", ${article} as "articleId", u.yop,
               sum(u.tii)::int as tii, sum(u.uii)::int as uii, sum(u.tir)::int as tir, sum(u.uir)::int as uir
        from (${usageRows(q)}) u where ${usageWhere(q)}
        group by 1, 2, 3, 4
        having sum(u.tii) > 0
        order by 2, 3, 4, 1`;
}

/**
 * The rows a report reads, not grouped: the monthly roll-up's of its months and the daily rows
 * not rolled up yet (each with its day's month, its article's journal and YOP), as `month,
 * article_id, journal_id, yop, tii, uii, tir, uir`.
 */
function usageRows(q: ReportQuery): SQL {
  // Title and platform reports read the per-journal sums the database keeps beside the roll-up
  // (counter_journal_monthly, decision 0098): a few hundred rows a year instead of every
  // article's. Item reports, and filters on articles, read the articles' rows.
  const perJournal = !q.byArticle && q.articleIds === undefined && q.author === undefined;
  const monthly = perJournal
    ? sql`select month, null::int as article_id, journal_id, yop::int as yop, total_item_investigations as tii,
                 unique_item_investigations as uii, total_item_requests as tir, unique_item_requests as uir
          from counter_journal_monthly where month >= ${q.from}::date and month < ${q.to}::date`
    : sql`select month, article_id, journal_id, yop::int as yop, total_item_investigations as tii,
                 unique_item_investigations as uii, total_item_requests as tir, unique_item_requests as uir
          from counter_item_monthly where month >= ${q.from}::date and month < ${q.to}::date`;
  return sql`${monthly}
          union all
          select date_trunc('month', d.day)::date, d.article_id, a.journal_id,
                 coalesce(extract(year from a.published_date)::int, 1), d.total_item_investigations,
                 d.unique_item_investigations, d.total_item_requests, d.unique_item_requests
          from counter_item_daily d join articles a on a.id = d.article_id
          where d.day >= ${q.from}::date and d.day < ${q.to}::date`;
}

/** The report's filters on {@link usageRows} (alias `u`): YOP ranges, journals, articles, author. */
function usageWhere(q: ReportQuery): SQL {
  const conditions = [sql`true`];
  if (q.yops && q.yops.length > 0)
    conditions.push(
      sql`(${sql.join(
        q.yops.map(([lo, hi]) => sql`(u.yop between ${lo} and ${hi})`),
        sql` or `,
      )})`,
    );
  if (q.journalIds) conditions.push(q.journalIds.length ? sql`u.journal_id in ${q.journalIds}` : sql`false`);
  if (q.articleIds) conditions.push(q.articleIds.length ? sql`u.article_id in ${q.articleIds}` : sql`false`);
  if (q.author !== undefined) {
    const pattern = `%${q.author.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`u.article_id in (select id from articles where authors ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The first month with any usage ("YYYY-MM"), or null when nothing was ever counted: of the
 * platform, or of the journal `journalId` (its own rows: its monthly sums and its articles' daily
 * rows; decision 0114).
 */
export async function firstUsageMonth(db: DbOrTx, journalId?: number): Promise<string | null> {
  const [row] = await queryRows<{ month: string | null }>(
    db,
    journalId === undefined
      ? sql`select to_char(least((select min(month) from counter_item_monthly), (select min(day) from counter_item_daily)),
                       'YYYY-MM') as month`
      : sql`select to_char(least(
                (select min(month) from counter_journal_monthly where journal_id = ${journalId}),
                (select min(d.day) from counter_item_daily d join articles a on a.id = d.article_id
                 where a.journal_id = ${journalId})), 'YYYY-MM') as month`,
  );
  return row?.month ?? null;
}
