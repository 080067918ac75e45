/**
 * `BENCH_SCALE=<n>` (decision 0019): a synthetic catalogue of n articles on PostgreSQL, made from
 * the loaded arXiv records in SQL (INSERT … SELECT over generate_series, no round trip per
 * row): each new article takes the first half of one record's title and the second half of
 * another's, a third record's abstract, a fourth's authors, and a new unique DOI under the
 * Crossref test prefix (10.5555/genesis-bench.<n>). Written in statements of 50,000 rows, two
 * at a time (both cores compute the search vectors), without the secondary indexes (full-text
 * GIN and btree), which are built once at the end (withoutSecondaryIndexes, docs/decisions/0047
 * and 0057), then VACUUM (ANALYZE).
 *
 * A benchmark fixture, not a catalogue write: it bypasses the articles writer on purpose
 * (bench/ is outside the server's table ownership).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/server/db/client';
import { refreshPlannerStatistics } from '../src/server/db/maintenance';
import { prepareBulkWrite, withoutSecondaryIndexes } from '../src/server/features/articles';

const ROWS_PER_STATEMENT = 50_000;
const CONCURRENCY = 2;

export interface ScaleReport {
  /** Articles added. */
  added: number;
  seconds: number;
}

/**
 * Adds synthetic articles to `journalId` until the catalogue holds `target` articles.
 * @param onProgress called with the articles added so far
 */
export async function scaleCatalogue(
  db: Db,
  journalId: number,
  target: number,
  onProgress?: (added: number, toAdd: number) => void,
): Promise<ScaleReport> {
  const started = performance.now();
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from articles`);
  const toAdd = Math.max(0, target - n);
  if (toAdd === 0) return { added: 0, seconds: 0 };
  // The source records, numbered 1..m (an unlogged table: a fixture, rebuilt on each run).
  await db.execute(sql`drop table if exists bench_source`);
  await db.execute(sql`
    create unlogged table bench_source as
    select row_number() over (order by id)::int as rn, title, abstract, contributors, authors,
           published_date, keywords, subjects, string_to_array(title, ' ') as words
    from articles where journal_id = ${journalId}`);
  await db.execute(sql`create unique index on bench_source (rn)`);
  const [{ m }] = await queryRows<{ m: number }>(db, sql`select count(*)::int as m from bench_source`);
  if (m === 0) throw new Error('BENCH_SCALE needs loaded arXiv records to recombine');

  let added = 0;
  const chunk = async (from: number, to: number) => {
    // A fixture of 50,000 rows outlasts the server's statement timeout (DB_STATEMENT_TIMEOUT_MS).
    await db.transaction(async (tx) => {
      await prepareBulkWrite(tx);
      await tx.execute(sql`
      insert into articles (journal_id, doi, title, abstract, contributors, authors, article_type,
                            published_date, keywords, subjects, source_format)
      select ${journalId}, '10.5555/genesis-bench.' || g,
        array_to_string(a.words[1:greatest(1, cardinality(a.words) / 2)]
          || b.words[cardinality(b.words) / 2 + 1:], ' '),
        c.abstract, d.contributors, d.authors, 'Preprint', a.published_date, b.keywords, a.subjects, 'synthetic'
      from generate_series(${from}::int, ${to}::int) g
      join bench_source a on a.rn = 1 + g % ${m}
      join bench_source b on b.rn = 1 + (g::bigint * 7919) % ${m}
      join bench_source c on c.rn = 1 + (g::bigint * 104729) % ${m}
      join bench_source d on d.rn = 1 + (g::bigint * 15485863) % ${m}`);
    });
    added += to - from + 1;
    onProgress?.(added, toAdd);
  };
  const ranges: [number, number][] = [];
  for (let from = 1; from <= toAdd; from += ROWS_PER_STATEMENT) {
    ranges.push([from, Math.min(toAdd, from + ROWS_PER_STATEMENT - 1)]);
  }
  await withoutSecondaryIndexes(
    db,
    async () => {
      const workers = Array.from({ length: CONCURRENCY }, async () => {
        for (let range = ranges.shift(); range; range = ranges.shift()) await chunk(...range);
      });
      await Promise.all(workers);
    },
    { parallel: true },
  );
  await db.execute(sql`drop table bench_source`);
  await refreshPlannerStatistics(db);
  return { added, seconds: (performance.now() - started) / 1000 };
}
