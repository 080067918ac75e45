/**
 * EXPLAIN (ANALYZE, BUFFERS) of the article list's filters and orders (decision 0029) on 100,000
 * synthetic articles across 20 journals, 8 article types and 10 years:
 *
 *   node scripts/pg-cluster.mjs -- sh -c 'DATABASE_URL="$TEST_DATABASE_URL" npx tsx bench/explain-filters.ts'
 *
 * The queries are the service's own (articleListQueries with whereOf).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/db/client';
import { articleListQueries, whereOf } from '../src/server/features/articles/list';
import { explain, summarize } from './explain';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const { db, close } = await openDatabase({ databaseUrl: url, migrate: true });
await db.execute(sql`insert into journals (title, abbreviation, slug)
  select 'Bench journal ' || j, 'BJ' || j, 'bench-journal-' || j from generate_series(1, 20) j
  on conflict do nothing`);
await db.execute(sql`insert into articles (journal_id, title, article_type, source_format, published_date, volume, issue)
  select (select min(id) from journals) + (n % 20), 'Article ' || md5(n::text), 'Type ' || (n % 8), 'jats',
         date '2015-01-01' + (n % 3650), ((n % 10) + 1)::text, ((n % 4) + 1)::text
  from generate_series(1, 100000) n`);
await db.execute(sql`analyze articles`);
const [{ id: journalId }] = await queryRows<{ id: number }>(db, sql`select min(id)::int as id from journals`);
const cases: [string, Parameters<typeof whereOf>[0], 'newest' | 'oldest' | 'title'][] = [
  ['journal, newest', { journalId }, 'newest'],
  ['type, newest', { articleType: 'Type 3' }, 'newest'],
  ['year, newest', { year: 2020 }, 'newest'],
  ['journal + type + year, newest', { journalId, articleType: 'Type 3', year: 2020 }, 'newest'],
  ['all, oldest', {}, 'oldest'],
  ['all, title', {}, 'title'],
  ['type, title', { articleType: 'Type 3' }, 'title'],
];
for (const [name, filter, sort] of cases) {
  const q = articleListQueries(db, whereOf(filter), { limit: 20, offset: 0, sort });
  console.log(summarize(await explain(db, `${name}: page`, q.ids), 6));
  if (filter.year !== undefined) console.log(summarize(await explain(db, `${name}: count`, q.total), 6));
}
await close();
