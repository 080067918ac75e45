/**
 * Database upkeep after bulk writes. PGlite runs no autovacuum: without a VACUUM the
 * visibility map stays empty, so counts cannot use index-only scans, and without ANALYZE
 * the planner misjudges how articles spread over journals (bench/README.md).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** VACUUM (ANALYZE) the catalogue tables. Seconds at most for ~100k articles. */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) articles`);
  await db.execute(sql`vacuum (analyze) journals`);
}
