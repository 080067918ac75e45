/**
 * Opens the database: PGlite (embedded PostgreSQL in WASM) under DATA_DIR by default, or
 * PostgreSQL through node-postgres when DATABASE_URL is set. Applies the committed
 * migrations on open. Both drivers expose the same drizzle API (type `Db`).
 *
 * Every query is bounded (decision 0014): on PostgreSQL each pooled connection carries
 * `statement_timeout` and a connection attempt gives up after `connectTimeoutMs`; on PGlite a
 * watchdog fails a query that waits longer than the timeout for the instance
 * (db/pglite-watchdog.ts). Those failures answer 503 (plugins/errors.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir, type DataDirLock } from './lock';
import { MIGRATIONS_DIR } from '../paths';
import { migrateEmbedded, migratePostgres } from './migrate';
import { listenPglite, listenPostgres, type NotificationHandlers, type StopListening } from './notifications';
import { watchPglite } from './pglite-watchdog';

/** Default statement timeout of every query, in ms (DB_STATEMENT_TIMEOUT_MS). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/** Default wait for a new PostgreSQL connection, in ms: a 503 comes well within 5 s. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A drizzle database or a transaction opened with `db.transaction(async (tx) => …)`: what a
 * use case takes when it may run inside its caller's transaction (decision 0015).
 */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The drizzle migrations folder (paths.ts: the same from src/server and from the bundle). */
export { MIGRATIONS_DIR };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The PostgreSQL connection pool's state (metrics, decision 0039): connections open (`total`),
   * of them idle (`idle`), and queries waiting for one (`waiting`); null on PGlite (no pool).
   */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  /** Resolves true when a trivial query succeeds within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * `LISTEN channel` (db/notifications.ts): on PostgreSQL through a dedicated connection that
   * is re-opened when it drops, on PGlite through the instance. Stop it before `close`.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  /** Closes connections and releases the data-directory lock. Idempotent. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; undefined → PGlite. */
  databaseUrl?: string;
  /** Directory of the embedded database (required for PGlite unless `pglite` is given). */
  dataDir?: string;
  /** An already created PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
  /** Apply migrations on open (default true). */
  migrate?: boolean;
  /** Pool size for node-postgres (default 10). */
  poolSize?: number;
  /**
   * Longest a query may run (PostgreSQL `statement_timeout`) or wait for the embedded
   * instance (PGlite watchdog), in ms; default {@link DEFAULT_STATEMENT_TIMEOUT_MS}.
   * Migrations are not bounded.
   */
  statementTimeoutMs?: number;
  /** Longest wait for a PostgreSQL connection, in ms; default {@link DEFAULT_CONNECT_TIMEOUT_MS}. */
  connectTimeoutMs?: number;
}

/**
 * Opens and migrates the database (db/migrate.ts: once across servers, never a newer database).
 * @throws DataDirLockedError when another process holds the embedded data directory.
 * @throws DatabaseNewerError when the database's applied migrations are newer than this code.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  if (options.databaseUrl) {
    const connectionTimeoutMillis = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    // Its own connection, without statement_timeout, under an advisory lock (db/migrate.ts).
    if (shouldMigrate)
      await migratePostgres(options.databaseUrl, MIGRATIONS_DIR, { connectTimeoutMs: connectionTimeoutMillis });
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis,
      // Sent as a startup parameter: every statement of every pooled connection is bounded.
      statement_timeout: statementTimeoutMs,
      // No JIT compilation (decision 0086, amendment "Milestones kept as they happen"): the
      // planner's cost estimates of the reports' aggregates passed JIT's thresholds, and compiling
      // took longer than running (2.5 s against 0.4 s for the workload of the 50,000-submission
      // office). The catalogue's and the office's queries are short; none gains from it.
      options: '-c jit=off',
      keepAlive: true,
    });
    pool.on('error', () => {
      /* idle-client errors surface on the next query; never crash the process */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    let closed = false;
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: options.poolSize ?? 10,
      }),
      ping: (timeoutMs) => ping(db, timeoutMs),
      listen: async (channel, handlers) =>
        listenPostgres(options.databaseUrl!, channel, handlers, { connectTimeoutMs: connectionTimeoutMillis }),
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  let lock: DataDirLock | undefined;
  let client = options.pglite;
  if (!client) {
    if (!options.dataDir) throw new Error('openDatabase: dataDir is required for the embedded database');
    const pgDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(pgDir, { recursive: true });
    lock = await lockDataDir(options.dataDir);
    try {
      // Loaded only here: the module alone adds ~48 MB of RSS, which a server on PostgreSQL
      // never needs (docs/decisions/0058-server-memory.md).
      const { PGlite } = await import('@electric-sql/pglite');
      const { PGLITE_EXTENSIONS } = await import('./pglite-extensions');
      client = await PGlite.create(pgDir, { extensions: PGLITE_EXTENSIONS });
    } catch (err) {
      await lock.release();
      throw err;
    }
  }
  const pglite = client;
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite({ client: watchPglite(pglite, statementTimeoutMs), schema }) as unknown as Db;
  let closed = false;
  try {
    if (shouldMigrate) await migrateEmbedded(pglite, MIGRATIONS_DIR);
  } catch (err) {
    await pglite.close();
    await lock?.release();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    poolStats: () => null,
    ping: (timeoutMs) => ping(db, timeoutMs),
    listen: (channel, handlers) => listenPglite(pglite, channel, handlers),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

async function ping(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const query = db.execute(sql`select 1`).then(() => true as const);
    return await Promise.race([query, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
