/**
 * Backup and restore (docs/decisions/0042-backup-and-restore.md).
 *
 * `backup(dir)` writes into an empty or new directory `dir`:
 * - `database.tar.gz` (PGlite: `dumpDataDir` of the instance, taken while this process holds the
 *   data-directory lock, so no server writes meanwhile) or `database.dump` (PostgreSQL:
 *   `pg_dump --format=custom`, one consistent snapshot by PostgreSQL's own transaction);
 * - every stored file at `files/{first two characters}/{key}` (read through `Storage`);
 * - `manifest.json` ({@link Manifest}): sizes in bytes and sha256 (hex) of the dump and of every file.
 *
 * `restore(dir)` checks every checksum first, then refuses a target that is not empty
 * (a database with tables or a storage with files), then restores the database, then the files.
 * Failures are {@link BackupError}s with a message meant for the operator.
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../db/client';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { REPO_ROOT } from '../paths';
import { lockDataDir } from '../db/lock';
import type { Storage } from '../lib/storage';

const run = promisify(execFile);

/** A refusal or failure of backup/restore, with a message for the operator. */
export class BackupError extends Error {}

export interface FileRecord {
  key: string;
  /** Bytes. */
  size: number;
  /** Hex. */
  sha256: string;
}

/** `manifest.json` of a backup. */
export interface Manifest {
  format: 1;
  /** ISO 8601. */
  created: string;
  appVersion: string;
  /** Tag of the latest migration applied (drizzle journal), e.g. `0018_issue_publishing`. */
  latestMigration: string;
  databaseKind: 'pglite' | 'postgres';
  database: { file: string; size: number; sha256: string };
  files: FileRecord[];
}

/** Where the database is: `databaseUrl` (PostgreSQL) or else PGlite under `dataDir/pglite`. */
export interface Target {
  databaseUrl?: string;
  dataDir: string;
  storage: Storage;
}

/** Directory of pg_dump/pg_restore: PG_BIN, else the Debian PostgreSQL 15 path when present, else PATH. */
function pgTool(name: string): string {
  const dir = process.env.PG_BIN ?? (fs.existsSync('/usr/lib/postgresql/15/bin') ? '/usr/lib/postgresql/15/bin' : '');
  return dir ? path.join(dir, name) : name;
}

function latestMigration(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? 'none';
}

function appVersion(): string {
  const pkg = path.join(REPO_ROOT, 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version?: string }).version ?? '0.0.0';
}

async function sha256File(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Writes a backup of `source` into `dir` (created; must be empty). @returns the manifest */
export async function backup(source: Target, dir: string): Promise<Manifest> {
  await fsp.mkdir(dir, { recursive: true });
  if ((await fsp.readdir(dir)).length > 0) throw new BackupError(`Backup directory ${dir} is not empty.`);
  const kind = source.databaseUrl ? 'postgres' : 'pglite';
  const dumpName = kind === 'postgres' ? 'database.dump' : 'database.tar.gz';
  const dumpPath = path.join(dir, dumpName);
  if (source.databaseUrl) {
    await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--file', dumpPath, source.databaseUrl]);
  } else {
    if (!fs.existsSync(pgliteDir(source.dataDir))) throw new BackupError(`No database under ${source.dataDir}.`);
    const lock = await lockDataDir(source.dataDir);
    try {
      const db = await PGlite.create(pgliteDir(source.dataDir), { extensions: PGLITE_EXTENSIONS });
      try {
        const tarball = await db.dumpDataDir('gzip');
        await fsp.writeFile(dumpPath, Buffer.from(await tarball.arrayBuffer()));
      } finally {
        await db.close();
      }
    } finally {
      await lock.release();
    }
  }
  const files: FileRecord[] = [];
  for await (const entry of source.storage.entries()) {
    if (!entry.key || entry.temporary) continue;
    const out = path.join(dir, 'files', entry.key.slice(0, 2), entry.key);
    await fsp.mkdir(path.dirname(out), { recursive: true });
    await pipeline(await source.storage.read(entry.key), fs.createWriteStream(out, { flags: 'wx' }));
    files.push({ key: entry.key, ...(await sha256File(out)) });
  }
  files.sort((a, b) => a.key.localeCompare(b.key));
  const manifest: Manifest = {
    format: 1,
    created: new Date().toISOString(),
    appVersion: appVersion(),
    latestMigration: latestMigration(),
    databaseKind: kind,
    database: { file: dumpName, ...(await sha256File(dumpPath)) },
    files,
  };
  await fsp.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/** Reads `dir/manifest.json` and checks the dump and every file against it. @throws BackupError */
export async function verifyBackup(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`No readable manifest.json in ${dir}.`);
  }
  if (manifest.format !== 1) throw new BackupError(`Unknown backup format ${String(manifest.format)}.`);
  const check = async (file: string, expected: { size: number; sha256: string }) => {
    const actual = await sha256File(file).catch(() => null);
    if (!actual || actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupError(
        `Checksum mismatch: ${path.relative(dir, file)} does not match the manifest; nothing restored.`,
      );
    }
  };
  await check(path.join(dir, path.basename(manifest.database.file)), manifest.database);
  for (const f of manifest.files) await check(path.join(dir, 'files', f.key.slice(0, 2), f.key), f);
  return manifest;
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return (r.rows[0] as { n: number }).n > 0;
  } finally {
    await client.end();
  }
}

/** Restores the backup in `dir` into the empty `target`: database first, then files. @throws BackupError */
export async function restore(target: Target, dir: string): Promise<Manifest> {
  const manifest = await verifyBackup(dir);
  const wantKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.databaseKind !== wantKind) {
    throw new BackupError(`This backup holds a ${manifest.databaseKind} database; the target is ${wantKind}.`);
  }
  for await (const entry of target.storage.entries()) {
    if (entry.key) throw new BackupError(`The file storage ${target.storage.location} already has files; refusing.`);
  }
  const dumpPath = path.join(dir, path.basename(manifest.database.file));
  if (target.databaseUrl) {
    if (await postgresHasTables(target.databaseUrl))
      throw new BackupError('The target database is not empty; refusing.');
    await run(pgTool('pg_restore'), ['--no-owner', '--exit-on-error', '--dbname', target.databaseUrl, dumpPath]);
  } else {
    const dbDir = pgliteDir(target.dataDir);
    if (fs.existsSync(dbDir) && (await fsp.readdir(dbDir)).length > 0) {
      throw new BackupError(`The target database ${dbDir} is not empty; refusing.`);
    }
    await fsp.mkdir(dbDir, { recursive: true });
    const lock = await lockDataDir(target.dataDir);
    try {
      const tarball = new Blob([await fsp.readFile(dumpPath)]);
      const db = await PGlite.create(dbDir, { loadDataDir: tarball, extensions: PGLITE_EXTENSIONS });
      await db.close();
    } finally {
      await lock.release();
    }
  }
  for (const f of manifest.files) {
    const file = path.join(dir, 'files', f.key.slice(0, 2), f.key);
    await target.storage.write(fs.createReadStream(file), { key: f.key });
  }
  return manifest;
}
