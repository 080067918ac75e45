import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, queryRows, type Database, type OpenDatabaseOptions } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/** Every committed migration (drizzle-kit's journal lists them). */
const migrationCount: number = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'))
  .entries.length;

/** A brand-new empty database of the pass's kind (not cloned from the migrated template). */
async function emptyDatabase(): Promise<{
  open: (options?: OpenDatabaseOptions) => Promise<Database>;
  dispose: () => Promise<void>;
}> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    return {
      open: (options) => openDatabase({ ...options, pglite }),
      dispose: async () => (pglite.closed ? undefined : pglite.close()),
    };
  }
  const name = `genesis_empty_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(testDb.adminUrl);
  url.pathname = `/${name}`;
  return {
    open: (options) => openDatabase({ ...options, databaseUrl: url.toString(), poolSize: 2 }),
    dispose: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Every table the drizzle schema declares, sorted: what the migrations must create. */
const SCHEMA_TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

describe.skipIf(inject('testDb').kind !== 'postgres')('statement timeout on PostgreSQL', () => {
  it('cancels a statement running longer than statementTimeoutMs (57014), on every pooled connection', async () => {
    const empty = await emptyDatabase();
    try {
      const database = await empty.open({ statementTimeoutMs: 300 });
      try {
        const started = Date.now();
        const sleeps = [1, 2].map(() => database.db.execute(sql`select pg_sleep(5)`));
        for (const sleep of sleeps) await expect(sleep).rejects.toMatchObject({ cause: { code: '57014' } });
        expect(Date.now() - started).toBeLessThan(3000);
        expect(await database.ping()).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      await empty.dispose();
    }
  });

  it('turns JIT compilation off on every pooled connection (decision 0086, amendment: it cost the reports seconds)', async () => {
    const empty = await emptyDatabase();
    try {
      const database = await empty.open();
      try {
        // Two at once, so that two pooled connections answer.
        const answers = await Promise.all(
          [1, 2].map(() =>
            queryRows<{ jit: string }>(database.db, sql`select current_setting('jit') as jit, pg_sleep(0.1)`),
          ),
        );
        expect(answers.map((rows) => rows[0]?.jit)).toEqual(['off', 'off']);
      } finally {
        await database.close();
      }
    } finally {
      await empty.dispose();
    }
  });
});

describe('migrations', () => {
  it('create the catalogue on an empty database and are a no-op the second time', async () => {
    const empty = await emptyDatabase();
    try {
      const first = await empty.open();
      const tables = await queryRows<{ table_name: string }>(
        first.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      expect(tables.map((r) => r.table_name)).toEqual(SCHEMA_TABLES);
      const index = await queryRows<{ indexdef: string }>(
        first.db,
        sql`select indexdef from pg_indexes where indexname = 'articles_search_idx'`,
      );
      expect(index[0].indexdef).toMatch(/USING gin \(search_vector\)/);
      expect(await first.ping()).toBe(true);

      // Opening again runs the migrator again: it must find everything applied.
      const second = await empty.open();
      const applied = await queryRows<{ n: number }>(
        second.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0].n).toBe(migrationCount);
      await second.close();
      if (first.kind === 'postgres') await first.close();
    } finally {
      await empty.dispose();
    }
  });
});
