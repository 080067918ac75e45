import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const REPO = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('embedded data directory lock', () => {
  it('lets one holder in and refuses the second until released', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('makes a second process (the import command) refuse with a clear message', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    try {
      const child = spawnSync(process.execPath, [path.join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'src/server/cli/import.ts', dir], {
        cwd: REPO,
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain('is in use by another Genesis process');
      expect(child.stderr).toContain('DATABASE_URL');
      expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(false);
    } finally {
      await lock.release();
    }
  });
});
