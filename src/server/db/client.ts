/**
 * Opens the database: PGlite (embedded PostgreSQL in WASM) under DATA_DIR by default, or
 * PostgreSQL through node-postgres when DATABASE_URL is set. Applies the committed
 * migrations on open. Both drivers expose the same drizzle API (type `Db`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir, type DataDirLock } from './lock';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves true when a trivial query succeeds within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
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
}

/**
 * Opens and migrates the database.
 * @throws DataDirLockedError when another process holds the embedded data directory.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      /* idle-client errors surface on the next query; never crash the process */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    let closed = false;
    try {
      if (shouldMigrate) await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return {
      db,
      kind: 'postgres',
      ping: (timeoutMs) => ping(db, timeoutMs),
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
      client = await PGlite.create(pgDir);
    } catch (err) {
      await lock.release();
      throw err;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  let closed = false;
  try {
    if (shouldMigrate) await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } catch (err) {
    await pglite.close();
    await lock?.release();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs) => ping(db, timeoutMs),
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
