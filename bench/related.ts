/**
 * Related articles at catalogue scale (decision 0023): times `relatedArticles` (the very use case
 * behind GET /api/articles/{id}/related, uncached: each article once) on a sample of the
 * loaded catalogue (a fixed pseudo-random sample: the ids ordered by md5), and prints the
 * p50, p95 and maximum time per call in ms, the mean number of related articles found, and
 * EXPLAIN (ANALYZE, BUFFERS) of the slowest call's ranking query.
 *
 *   DATA_DIR=<dir with the 92k load> npx tsx bench/related.ts [--sample 50]
 * (load first: DATA_DIR=… npx tsx bench/load-arxiv.ts; or DATABASE_URL for PostgreSQL)
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase, queryRows } from '../src/server/db/client';
import { relatedArticles, relatedIdsQuery } from '../src/server/features/articles/related';
import { explain, summarize } from './explain';

const { values } = parseArgs({ options: { sample: { type: 'string', default: '50' } } });
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase(config);
const db = database.db;
const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from articles`);
const ids = (
  await queryRows<{ id: number }>(
    db,
    sql`select id from articles order by md5(id::text) limit ${Number(values.sample)}`,
  )
).map((r) => r.id);
await relatedArticles(db, ids[0]); // warms the statistics cache, as a running server has it
const times: number[] = [];
let found = 0;
let slowest = { id: ids[0], ms: 0 };
for (const id of ids.slice(1)) {
  const start = performance.now();
  const related = await relatedArticles(db, id);
  const ms = performance.now() - start;
  times.push(ms);
  if (ms > slowest.ms) slowest = { id, ms };
  found += related?.length ?? 0;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(
  `related articles over ${n} articles, ${times.length} uncached calls: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; ${(found / times.length).toFixed(2)} related per article`,
);
const built = await relatedIdsQuery(db, slowest.id);
if (built?.query)
  console.log(summarize(await explain(db, `related of the slowest, article ${slowest.id}`, built.query), 40));
await database.close();
