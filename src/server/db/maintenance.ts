/**
 * Database upkeep after bulk writes. PGlite runs no autovacuum: without a VACUUM the
 * visibility map stays empty, so counts cannot use index-only scans, and without ANALYZE
 * the planner misjudges how articles spread over journals (bench/README.md).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

const TABLES = ['articles', 'journals'] as const;

/**
 * VACUUM (ANALYZE) the catalogue tables: seconds for ~100k articles, minutes at 1M.
 *
 * On PostgreSQL it runs on a connection of its own without the pool's `statement_timeout`
 * (DB_STATEMENT_TIMEOUT_MS, 15 s by default, which a VACUUM of 1M articles outlasts; VACUUM
 * cannot run in a transaction, so `SET LOCAL` is no way out), reset before the connection goes
 * back to the pool. On PGlite the embedded instance's watchdog bounds it as any query.
 * @throws the database's error when the VACUUM fails
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    for (const table of TABLES) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
    return;
  }
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('set statement_timeout = 0');
    for (const table of TABLES) await client.query(`vacuum (analyze) ${table}`);
  } finally {
    try {
      await client.query('reset statement_timeout');
    } catch (err) {
      broken = err instanceof Error ? err : new Error(String(err));
    }
    // A connection whose timeout could not be restored is closed, not pooled.
    client.release(broken);
  }
}
