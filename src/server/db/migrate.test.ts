/**
 * Decision 0039: migrations run once when several servers start together (PostgreSQL advisory
 * lock), and a server refuses to start against a database newer than its code.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { DatabaseNewerError, knownMigrations, migrateEmbedded, migratePostgres } from './migrate';
import { testDatabaseKind } from '../test/db';
import { builtArgs } from '../test/built-server';

const REPO = path.resolve(import.meta.dirname, '../../..');
const known = knownMigrations(MIGRATIONS_DIR);
const newestKnown = Math.max(...known.map((m) => m.when));
const dirs: string[] = [];
const dropLater: string[] = [];

afterAll(async () => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  const testDb = inject('testDb');
  if (testDb.kind !== 'postgres') return;
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  for (const name of dropLater) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** A new PostgreSQL database (empty, or a copy of the migrated template); its URL. */
async function newPostgresDatabase(fromTemplate: boolean): Promise<string> {
  const testDb = inject('testDb');
  if (testDb.kind !== 'postgres') throw new Error('PostgreSQL only');
  const name = `genesis_migrate_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${testDb.template}` : ''}`);
  await admin.end();
  dropLater.push(name);
  const url = new URL(testDb.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function pgQuery<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** What a newer Genesis would have left: one applied migration later than any this code has. */
const NEWER_ROW = `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-genesis', ${newestKnown + 60_000})`;

describe.skipIf(testDatabaseKind() !== 'postgres')('migrations on PostgreSQL with several servers', () => {
  it('applies every migration exactly once when three servers start together on an empty database', async () => {
    const url = await newPostgresDatabase(false);
    const opened = await Promise.allSettled([0, 1, 2].map(() => openDatabase({ databaseUrl: url, poolSize: 1 })));
    for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
    expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const rows = await pgQuery<{ hash: string }>(url, 'select hash from drizzle.__drizzle_migrations');
    expect(rows).toHaveLength(known.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(known.length);
  });

  it('refuses a database with a migration newer than this code, and leaves it untouched', async () => {
    const url = await newPostgresDatabase(true);
    await pgQuery(url, NEWER_ROW);
    const error = await migratePostgres(url, MIGRATIONS_DIR, { connectTimeoutMs: 3000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseNewerError);
    expect((error as Error).message).toMatch(/database is newer than this version of Genesis/);
    const rows = await pgQuery(url, 'select 1 from drizzle.__drizzle_migrations');
    expect(rows).toHaveLength(known.length + 1);
    // The lock was released: an up-to-date database migrates at once afterwards.
    const other = await newPostgresDatabase(true);
    await migratePostgres(other, MIGRATIONS_DIR, { connectTimeoutMs: 3000 });
  });
});

describe('a database newer than the code', () => {
  it('is refused by the embedded migrator too', async () => {
    if (testDatabaseKind() !== 'pglite') return;
    const testDb = inject('testDb');
    if (testDb.kind !== 'pglite') return;
    const pglite = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(testDb.dumpPath)]),
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      await pglite.query(NEWER_ROW);
      await expect(migrateEmbedded(pglite, MIGRATIONS_DIR)).rejects.toBeInstanceOf(DatabaseNewerError);
      // The current code's own database passes.
      await pglite.query(`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-genesis'`);
      await migrateEmbedded(pglite, MIGRATIONS_DIR);
    } finally {
      await pglite.close();
    }
  });

  it('stops `npm start` with a clear message and exit code 1', { timeout: 90_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-newer-'));
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-newer-client-'));
    dirs.push(dataDir, clientDir);
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Genesis</title>');
    let databaseUrl = '';
    const testDb = inject('testDb');
    if (testDb.kind === 'postgres') {
      databaseUrl = await newPostgresDatabase(true);
      await pgQuery(databaseUrl, NEWER_ROW);
    } else {
      const pglite = await PGlite.create({
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([fs.readFileSync(testDb.dumpPath)]),
        extensions: PGLITE_EXTENSIONS,
      });
      await pglite.query(NEWER_ROW);
      await pglite.close();
    }
    const child = spawn(process.execPath, builtArgs('main'), {
      cwd: REPO,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        CLIENT_DIR: clientDir,
        DATABASE_URL: databaseUrl,
        DEMO: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^The database is newer than this version of Genesis: it has 1 migration\(s\)/);
    expect(stderr).toContain('refusing to start');
  });
});
