import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockPathOf, readLockOwner } from './lock';
import { builtArgs } from '../test/built-server';

/** A child process that takes the lock on `dir` and holds it; resolves once it holds it. */
async function childHoldingLock(dir: string) {
  const script = path.join(dir, '..', `${path.basename(dir)}-holder.mts`);
  fs.writeFileSync(
    script,
    `import { lockDataDir } from ${JSON.stringify(path.join(REPO, 'src/server/db/lock.ts'))};\n` +
      `await lockDataDir(${JSON.stringify(dir)});\nprocess.stdout.write('locked\\n');\nsetInterval(() => {}, 1000);\n`,
  );
  dirs.push(script);
  // `--import tsx` in this very process (the tsx CLI would run the script in a grandchild).
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('locked')) resolve();
    });
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`holder exited (${code}): ${out}`)));
  });
  return { child, exited };
}

const REPO = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) {
    fs.rmSync(d, { recursive: true, force: true });
    fs.rmSync(lockPathOf(d), { recursive: true, force: true });
  }
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

  it('records its owner, and refuses while a live process holds the lock', async () => {
    const dir = tempDir();
    const holder = await childHoldingLock(dir);
    try {
      expect(readLockOwner(lockPathOf(dir))?.pid).toBe(holder.child.pid);
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      holder.child.kill('SIGKILL');
      await holder.exited;
    }
  }, 60_000);

  it('takes over at once a lock whose holder was killed (SIGKILL: no clean release)', async () => {
    const dir = tempDir();
    const holder = await childHoldingLock(dir);
    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(fs.existsSync(lockPathOf(dir))).toBe(true); // the dead holder's lock is still there
    const started = Date.now();
    const lock = await lockDataDir(dir);
    expect(Date.now() - started).toBeLessThan(5000); // not the 15 s of a stale lock
    expect(readLockOwner(lockPathOf(dir))?.pid).toBe(process.pid);
    await lock.release();
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);
  }, 60_000);

  it('makes a second process (the import command) refuse with a clear message', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    try {
      const child = spawnSync(process.execPath, builtArgs('import', dir), {
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

  it('keeps refreshing its lock past the first refresh, and removes it on release', async () => {
    // The owner file once changed the lock's mtime: proper-lockfile judged the lock
    // compromised at its first refresh (5 s), stopped refreshing it (another process could
    // take it 15 s after start) and release() left it behind.
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    const created = fs.statSync(lockPathOf(dir)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 5_600));
    expect(fs.statSync(lockPathOf(dir)).mtimeMs).toBeGreaterThan(created);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);
  });
});
