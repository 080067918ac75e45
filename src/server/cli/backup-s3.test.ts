/**
 * `npm run backup` and `npm run restore` with the stored files in S3 (issue 20, "Backup and
 * restore … (disk or S3)"; docs/decisions/0042-backup-and-restore.md): the two commands run as
 * the operator runs them (tsx on src/server/cli/backup.ts and restore.ts, configured by the
 * environment only) against an S3 stand-in (s3rver on loopback). The backup holds every object
 * of the source bucket with its checksum; the restore fills an empty second bucket with the same
 * objects and an empty data dir with the same rows, and writes no file to the disk.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, queryRows } from '../db/client';
import { users } from '../db/schema';
import { createStorage } from '../lib/create-storage';
import { startS3StandIn, type S3StandIn } from '../test/s3';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

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
 * Runs `src/server/cli/{command}.ts <dir>` with `env` only (plus PATH), as `npm run {command}`
 * does; answers its exit code and output. Asynchronous: the S3 stand-in runs in this process.
 */
function cli(command: 'backup' | 'restore', dir: string, env: Record<string, string>) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      TSX,
      [`src/server/cli/${command}.ts`, dir],
      { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, timeout: 90_000 },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function run(command: 'backup' | 'restore', dir: string, env: Record<string, string>): Promise<string> {
  const result = await cli(command, dir, env);
  expect(result.status, `${command}: ${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

async function userEmails(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    const rows = await queryRows<{ email: string }>(database.db, sql`select email from users order by email`);
    return rows.map((r) => r.email);
  } finally {
    await database.close();
  }
}

describe('npm run backup / restore with S3 storage (issue 20)', () => {
  it('round-trips the rows and every object of the bucket, checksums equal, nothing on disk', async () => {
    const sourceDir = tempDir();
    const sourceEnv = { DATA_DIR: sourceDir, ...(await s3.bucketEnv()) };
    const database = await openDatabase({ dataDir: sourceDir });
    await database.db.insert(users).values([
      { name: 'Ada Author', email: 'ada@example.org', role: 'author' },
      { name: 'Rae Viewer', email: 'rae@example.org', role: 'reviewer' },
    ]);
    await database.close();
    const source = createStorage(loadConfig(sourceEnv));
    const written = [
      await source.write(Readable.from([Buffer.from('%PDF-1.7 manuscript')])),
      await source.write(Readable.from([Buffer.alloc(300_000, 7)])),
    ];

    const dir = path.join(tempDir(), 'backup');
    expect(await run('backup', dir, sourceEnv)).toMatch(/pglite database, 2 files/);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      files: { sha256: string }[];
    };
    expect(manifest.files.map((f) => f.sha256).sort()).toEqual(written.map((w) => w.sha256).sort());

    const targetDir = tempDir();
    const targetEnv = { DATA_DIR: targetDir, ...(await s3.bucketEnv()) };
    expect(await run('restore', dir, targetEnv)).toMatch(/Restored pglite database and 2 files/);
    expect(await userEmails(targetDir)).toEqual(['ada@example.org', 'rae@example.org']);
    const target = createStorage(loadConfig(targetEnv));
    for (const w of written) {
      const content = await target.readWhole(w.key);
      expect(content, `object ${w.key} in the target bucket`).not.toBeNull();
      expect(createHash('sha256').update(content!).digest('hex')).toBe(w.sha256);
    }
    expect(fs.existsSync(path.join(targetDir, 'files'))).toBe(false);

    // The target bucket now has objects: a second restore into it is refused.
    const again = await cli('restore', dir, { ...targetEnv, DATA_DIR: tempDir() });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already has files/);
  }, 180_000);
});
