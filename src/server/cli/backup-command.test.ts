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
async function rowCounts(dataDir: string): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir, migrate: false });
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

describe('backup and restore on PGlite with disk storage (issue 20)', () => {
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
});
