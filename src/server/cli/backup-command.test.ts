import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client';
import { users } from '../db/schema';
import { DiskStorage } from '../lib/storage';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { backup, restore, type Target } from './backup-command';

const tmp: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'genesis-backup-'));
  tmp.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of tmp) await fsp.rm(dir, { recursive: true, force: true });
});

function target(dataDir: string): Target {
  return { dataDir, storage: new DiskStorage(path.join(dataDir, 'files')) };
}

/** Row count of every table in the public and drizzle schemas. */
async function rowCounts(dataDir: string, databaseUrl?: string): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir, databaseUrl, migrate: false });
  try {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${name}`));
      counts[name] = row.n;
    }
    return counts;
  } finally {
    await database.close();
  }
}

// Its own PGlite, whatever TEST_DATABASE_URL says: run once, in the PGlite pass (decision 0050);
// the PostgreSQL pass runs the PostgreSQL block below.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'backup and restore on PGlite with disk storage (decision 0042)',
  () => {
    it('round-trips every table row count and every file checksum, and refuses a tampered backup or a used target', async () => {
      const source = await tempDir();
      const database = await openDatabase({ dataDir: source });
      await database.db.insert(users).values([
        { name: 'Ada Author', email: 'ada@example.org', role: 'author' },
        { name: 'Rae Viewer', email: 'rae@example.org', role: 'reviewer' },
      ]);
      await database.close();
      const storage = new DiskStorage(path.join(source, 'files'));
      const written = [
        await storage.write(Readable.from([Buffer.from('%PDF-1.7 manuscript')])),
        await storage.write(Readable.from([Buffer.alloc(70_000, 7)])),
      ];

      const dir = path.join(await tempDir(), 'backup');
      const manifest = await backup(target(source), dir);
      expect(manifest.databaseKind).toBe('pglite');
      expect(manifest.latestMigration).toMatch(/^\d{4}_/);
      expect(manifest.files.map((f) => f.sha256).sort()).toEqual(written.map((w) => w.sha256).sort());
      for (const w of written) expect(fs.existsSync(path.join(dir, 'files', w.key.slice(0, 2), w.key))).toBe(true);

      const fresh = await tempDir();
      await restore(target(fresh), dir);
      const before = await rowCounts(source);
      expect(before['public.users']).toBe(2);
      expect(await rowCounts(fresh)).toEqual(before);
      const restored = new DiskStorage(path.join(fresh, 'files'));
      for (const w of written) {
        const content = await restored.readWhole(w.key);
        const { createHash } = await import('node:crypto');
        expect(createHash('sha256').update(content!).digest('hex')).toBe(w.sha256);
      }

      // Restoring again into the now used install is refused.
      await expect(restore(target(fresh), dir)).rejects.toThrow(/already has files|not empty/);

      // A changed file is refused before anything is restored.
      const victim = path.join(dir, 'files', written[0].key.slice(0, 2), written[0].key);
      await fsp.writeFile(victim, 'tampered');
      const other = await tempDir();
      await expect(restore(target(other), dir)).rejects.toThrow(/Checksum mismatch/);
      expect(fs.existsSync(path.join(other, 'pglite'))).toBe(false);
    }, 120_000);
  },
);

const PG_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG_URL)('backup and restore on PostgreSQL (decision 0042)', () => {
  it('round-trips every table row count from a source database into an empty target database', async () => {
    const suffix = `${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database backup_src_${suffix}`);
    await admin.query(`create database backup_dst_${suffix}`);
    await admin.end();
    const urlOf = (name: string) => {
      const url = new URL(PG_URL!);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const src = urlOf(`backup_src_${suffix}`);
    const dst = urlOf(`backup_dst_${suffix}`);
    const database = await openDatabase({ databaseUrl: src });
    await database.db.insert(users).values({ name: 'Ada Author', email: 'ada@example.org', role: 'author' });
    await database.close();
    const sourceDir = await tempDir();
    const storage = new DiskStorage(path.join(sourceDir, 'files'));
    const file = await storage.write(Readable.from([Buffer.from('%PDF-1.7 proof')]));

    const dir = path.join(await tempDir(), 'backup');
    const manifest = await backup({ databaseUrl: src, dataDir: sourceDir, storage }, dir);
    expect(manifest.databaseKind).toBe('postgres');
    const targetDir = await tempDir();
    const restoredStorage = new DiskStorage(path.join(targetDir, 'files'));
    await restore({ databaseUrl: dst, dataDir: targetDir, storage: restoredStorage }, dir);
    const before = await rowCounts(sourceDir, src);
    expect(before['public.users']).toBe(1);
    expect(await rowCounts(targetDir, dst)).toEqual(before);
    expect((await restoredStorage.readWhole(file.key))?.toString()).toBe('%PDF-1.7 proof');
    // The target now has tables: a second restore is refused.
    await expect(
      restore(
        { databaseUrl: dst, dataDir: await tempDir(), storage: new DiskStorage(path.join(await tempDir(), 'f')) },
        dir,
      ),
    ).rejects.toThrow(/not empty/);
  }, 120_000);
});
