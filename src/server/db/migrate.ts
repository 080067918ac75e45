/**
 * Applies the committed migrations (drizzle-kit, src/server/db/migrations) safely when several
 * app servers start together on one PostgreSQL (docs/decisions/0039-deployment-operations.md):
 *
 * - the migrator holds a session-level PostgreSQL advisory lock ({@link MIGRATION_LOCK_KEY})
 *   on its own connection, so exactly one server migrates while the others wait, then find
 *   nothing left to apply;
 * - before applying anything it refuses a database whose applied migrations are newer than
 *   this code ({@link DatabaseNewerError}): an old server started after a newer one migrated
 *   would otherwise run against a schema it does not know.
 *
 * PGlite is single-process (db/lock.ts holds its data directory), so it takes no lock but gets
 * the same newer-database check.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The advisory lock key of the migrator: any 64-bit constant unique to Genesis ('GENESIS1' in ASCII). */
export const MIGRATION_LOCK_KEY = '5135234403773584177';

/** The drizzle bookkeeping table of applied migrations (`created_at` is the journal's `when`). */
const APPLIED_TABLE = 'drizzle.__drizzle_migrations';

/** Thrown when the database holds migrations newer than this code; `message` is readable as is. */
export class DatabaseNewerError extends Error {
  override name = 'DatabaseNewerError';
}

/** The migrations this code knows: the journal's entries (tag and `when`, ms since the epoch). */
export function knownMigrations(migrationsDir: string): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * Throws {@link DatabaseNewerError} when an applied migration (its `created_at`, in ms) is
 * later than the newest migration of this code. `applied` empty (a new database) passes.
 */
export function assertNotNewer(applied: number[], migrationsDir: string): void {
  const known = knownMigrations(migrationsDir);
  const newestKnown = Math.max(0, ...known.map((m) => m.when));
  const newer = applied.filter((when) => when > newestKnown).sort((a, b) => a - b);
  if (newer.length === 0) return;
  throw new DatabaseNewerError(
    `The database is newer than this version of Genesis: it has ${newer.length} migration(s) this code does not know ` +
      `(the newest applied ${new Date(newer[newer.length - 1]).toISOString()}; this code's newest is ` +
      `${known.at(-1)?.tag ?? 'none'} of ${new Date(newestKnown).toISOString()}). ` +
      'Start the newer version of Genesis, or restore a backup made before the upgrade; refusing to start.',
  );
}

/** `created_at` of every applied migration (none when the bookkeeping table does not exist yet). */
async function appliedMigrations(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<number[]> {
  const { rows: exists } = await query(`select to_regclass('${APPLIED_TABLE}') is not null as present`);
  if (!(exists[0] as { present: boolean }).present) return [];
  const { rows } = await query(`select created_at::text as created_at from ${APPLIED_TABLE}`);
  return (rows as { created_at: string | null }[]).map((r) => Number(r.created_at ?? 0));
}

/**
 * Migrates the PostgreSQL database at `connectionString` under the advisory lock, on one
 * connection without `statement_timeout` (a migration may rightly take long). Waits for a
 * server that holds the lock (it is released when that server's connection ends, even if
 * it crashed).
 * @throws DatabaseNewerError when the database is newer than this code; connection errors as is
 */
export async function migratePostgres(
  connectionString: string,
  migrationsDir: string,
  options: { connectTimeoutMs: number },
): Promise<void> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: options.connectTimeoutMs,
    application_name: 'genesis-migrator',
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      assertNotNewer(await appliedMigrations((text) => client.query(text)), migrationsDir);
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Migrates an embedded PGlite instance (one process owns it: no lock needed).
 * @throws DatabaseNewerError when the database is newer than this code
 */
export async function migrateEmbedded(pglite: PGlite, migrationsDir: string): Promise<void> {
  assertNotNewer(await appliedMigrations((text) => pglite.query(text)), migrationsDir);
  // Loaded here, not at the top: drizzle's PGlite driver loads PGlite itself (~48 MB of RSS that
  // a server on PostgreSQL never needs; docs/decisions/0058-server-memory.md).
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await migratePglite(drizzlePglite(pglite), { migrationsFolder: migrationsDir });
}
