/**
 * A fresh, migrated database for one test file, cloned from the run's template (see
 * global-setup.ts): PGlite in process, or a PostgreSQL database when TEST_DATABASE_URL is
 * set. Closing it drops the clone.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';

/**
 * The PGlite template's bytes as a Blob, read once per module graph (a `server` worker runs file
 * after file in one graph): a Blob is immutable and each clone reads it afresh, so every file's
 * clone can load the same one. Reading and copying the 45 MB tarball per file cost ~0.14 CPU-s
 * of each clone's ~1 (decision 0113).
 */
let template: { dumpPath: string; blob: Blob } | undefined;
function templateBlob(dumpPath: string): Blob {
  if (template?.dumpPath !== dumpPath) template = { dumpPath, blob: new Blob([fs.readFileSync(dumpPath)]) };
  return template.blob;
}

/** @param options.statementTimeoutMs the database's statement timeout (default the production one) */
export async function createTestDatabase(
  options: { statementTimeoutMs?: number } = {},
): Promise<Database & { url?: string }> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const pglite = await PGlite.create({
      loadDataDir: templateBlob(testDb.dumpPath),
      extensions: PGLITE_EXTENSIONS,
    });
    return openDatabase({ pglite, migrate: false, ...options });
  }
  const name = `genesis_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDb.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize: 4, ...options });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDb.adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Which database the current pass runs on (for the rare assertion that differs). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return inject('testDb').kind;
}

/**
 * Two handles on ONE fresh PostgreSQL database, as two app servers would hold (decision 0020:
 * the cache of each must hear the other's changes). Closing both drops the database.
 * @throws on PGlite (one process owns an embedded database): check testDatabaseKind() first
 */
export async function createSharedTestDatabase(): Promise<[Database, Database]> {
  const testDb = inject('testDb');
  if (testDb.kind !== 'postgres') throw new Error('createSharedTestDatabase needs PostgreSQL');
  const first = await createTestDatabase();
  const url = first.url!;
  const second = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 4 });
  let open = 2;
  const closeOne = (database: Database) => async () => {
    await database.close();
    if (--open === 0) await first.close();
  };
  return [
    { ...first, close: closeOne({ ...first, close: async () => undefined }) },
    { ...second, close: closeOne(second) },
  ];
}
