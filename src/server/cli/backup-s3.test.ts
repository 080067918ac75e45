/**
 * `npm run backup` and `npm run restore` with the stored files in S3
 * (docs/decisions/0042-backup-and-restore.md): the two commands run as
 * the operator runs them (the bundled dist/server/backup.js and restore.js, configured by the
 * environment only) against an S3 stand-in (s3rver on loopback), on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL (two databases of the throwaway cluster).
 *
 * The backup holds every object with its checksum; the restore fills an empty second bucket with
 * the same objects (every sha256 equal) and an empty database with the same rows (every row of
 * every table equal), and writes no file to the disk. A bucket longer than one ListObjectsV2
 * page (1,000 keys; here the storage lists 2 keys a page) is backed up whole.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, queryRows } from '../db/client';
import { storedFiles, users } from '../db/schema';
import { createStorage } from '../lib/create-storage';
import { S3Storage } from '../lib/s3-storage';
import type { WrittenFile } from '../lib/storage';
import { builtArgs } from '../test/built-server';
import { startS3StandIn, type S3StandIn } from '../test/s3';
import { backup, restore } from './backup-command';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PG_URL = process.env.TEST_DATABASE_URL;
/** Files of the source bucket. */
const FILE_COUNT = 5;

let s3: S3StandIn;
const tmp: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-backup-s3-'));
  tmp.push(dir);
  return dir;
};
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3.close();
  for (const dir of tmp) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs `dist/server/{command}.js <dir>` with `env` only (plus PATH), as `npm run {command}`
 * does; answers its exit code and output. Asynchronous: the S3 stand-in runs in this process.
 */
function cli(command: 'backup' | 'restore', dir: string, env: Record<string, string>) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      builtArgs(command, dir),
      { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, timeout: 150_000 },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function run(command: 'backup' | 'restore', dir: string, env: Record<string, string>): Promise<string> {
  const result = await cli(command, dir, env);
  expect(result.status, `${command}: ${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The database of `env` (DATABASE_URL or DATA_DIR/pglite), opened as the commands open it. */
function databaseOf(env: Record<string, string>, migrate: boolean) {
  return openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, migrate });
}

/** Every row of every table of the public and drizzle schemas, as JSON text, sorted. */
async function allRows(env: Record<string, string>): Promise<Record<string, string[]>> {
  const database = await databaseOf(env, false);
  try {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables) {
      const found = await queryRows<{ r: string }>(
        database.db,
        sql.raw(`select row_to_json(t)::text as r from ${name} t order by 1`),
      );
      rows[name] = found.map((row) => row.r);
    }
    return rows;
  } finally {
    await database.close();
  }
}

/** A fresh empty PostgreSQL database of the test cluster; its URL. */
async function createPostgresDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const DATABASES = PG_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(DATABASES)('npm run backup / restore with S3 storage on %s (decision 0042)', (kind) => {
  /** Environment of an install: its own DATA_DIR, a new bucket, and a new database on PostgreSQL. */
  async function install(role: string): Promise<Record<string, string>> {
    const env: Record<string, string> = { DATA_DIR: tempDir(), ...(await s3.bucketEnv()) };
    if (kind === 'postgres') env.DATABASE_URL = await createPostgresDatabase(`backup_s3_${role}_${process.pid}`);
    return env;
  }

  it('round-trips every row and every object of the bucket, checksums equal, nothing on disk', async () => {
    const sourceEnv = await install('src');
    const source = createStorage(loadConfig(sourceEnv));
    const written: WrittenFile[] = [
      await source.write(Readable.from([Buffer.from('%PDF-1.7 manuscript')])),
      await source.write(Readable.from([Buffer.alloc(300_000, 7)])),
    ];
    for (let i = written.length; i < FILE_COUNT; i++) written.push(await source.write(Readable.from([`file ${i}`])));
    const database = await databaseOf(sourceEnv, true);
    await database.db.insert(users).values([
      { name: 'Ada Author', email: 'ada@example.org', role: 'author' },
      { name: 'Rae Viewer', email: 'rae@example.org', role: 'reviewer' },
    ]);
    await database.db.insert(storedFiles).values(
      written.map((w, i) => ({
        key: w.key,
        originalFilename: `file-${i}.pdf`,
        contentType: 'application/pdf',
        byteSize: w.byteSize,
        sha256: w.sha256,
        visibility: 'private' as const,
      })),
    );
    await database.close();

    const dir = path.join(tempDir(), 'backup');
    expect(await run('backup', dir, sourceEnv)).toContain(`${kind} database, ${FILE_COUNT} files`);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      files: { key: string; sha256: string }[];
    };
    const byKey = (files: { key: string; sha256: string }[]) =>
      files.map((f) => `${f.key} ${f.sha256}`).sort((a, b) => a.localeCompare(b));
    expect(byKey(manifest.files)).toEqual(byKey(written));

    const targetEnv = await install('dst');
    expect(await run('restore', dir, targetEnv)).toContain(`Restored ${kind} database and ${FILE_COUNT} files`);
    const sourceRows = await allRows(sourceEnv);
    expect(sourceRows['public.stored_files']).toHaveLength(FILE_COUNT);
    expect(await allRows(targetEnv)).toEqual(sourceRows);
    const target = createStorage(loadConfig(targetEnv));
    const restored: { key: string; sha256: string }[] = [];
    for await (const entry of target.entries()) {
      const content = await target.readWhole(entry.key!);
      restored.push({ key: entry.key!, sha256: createHash('sha256').update(content!).digest('hex') });
    }
    expect(byKey(restored)).toEqual(byKey(written));
    expect(fs.existsSync(path.join(targetEnv.DATA_DIR, 'files'))).toBe(false);

    // The target bucket now has objects: a second restore into it is refused.
    const again = await cli('restore', dir, { ...(await install('again')), S3_BUCKET: targetEnv.S3_BUCKET });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already has files/);
  }, 300_000);
});

describe('backup / restore of a bucket longer than one listing page (decision 0042)', () => {
  it('copies every object of every page, and restores them all', async () => {
    /** The bucket of `env` listed 2 keys a page (ListObjectsV2 MaxKeys): 7 objects are 4 pages. */
    const pagedStorage = (env: Record<string, string>) => new S3Storage(loadConfig(env).s3!, { listPageSize: 2 });
    const sourceEnv = { DATA_DIR: tempDir(), ...(await s3.bucketEnv()) };
    await (await databaseOf(sourceEnv, true)).close();
    const source = pagedStorage(sourceEnv);
    const written: WrittenFile[] = [];
    for (let i = 0; i < 7; i++) written.push(await source.write(Readable.from([`object ${i}`])));
    const dir = path.join(tempDir(), 'backup');
    const manifest = await backup({ dataDir: sourceEnv.DATA_DIR, storage: source }, dir);
    const byKey = (files: { key: string; sha256: string }[]) =>
      files.map((f) => `${f.key} ${f.sha256}`).sort((a, b) => a.localeCompare(b));
    expect(byKey(manifest.files)).toEqual(byKey(written));

    const targetEnv = { DATA_DIR: tempDir(), ...(await s3.bucketEnv()) };
    const target = pagedStorage(targetEnv);
    await restore({ dataDir: targetEnv.DATA_DIR, storage: target }, dir);
    const restored: string[] = [];
    for await (const entry of target.entries()) restored.push(entry.key!);
    expect(restored.sort()).toEqual(written.map((w) => w.key).sort());
  }, 120_000);
});
