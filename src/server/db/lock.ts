/**
 * Exclusive lock on an embedded (PGlite) data directory: only one process may open it.
 * A second process (the import or users command while the server runs) gets a
 * DataDirLockedError instead of corrupting the data. Uses proper-lockfile (mkdir-based: the
 * lock is the directory `{dataDir}.lock`, its mtime refreshed every 5 s by the holder).
 *
 * The holder records itself in `{dataDir}.lock/owner.json` (pid, host). A process that
 * finds the lock held by a dead process of the same host (a crash, a SIGKILL) takes it over
 * at once (decision 0014), instead of waiting for the lock to turn stale; a lock not refreshed for
 * `STALE_MS` is taken over too (another host's holder, an owner file never written). A live
 * holder still means DataDirLockedError.
 *
 * Known limit: two processes starting at the same instant after a crash could both judge
 * the dead holder's lock and both take it; the loser's lock is then "compromised"
 * (proper-lockfile notices within 5 s). Starting one server per data directory is the rule.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

const STALE_MS = 15_000;
const OWNER_FILE = 'owner.json';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(readonly dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another Genesis process ` +
        `(the server, an import or a users command). Only one process may open it at a time: ` +
        `stop that process and run this command again, or point DATABASE_URL at a PostgreSQL ` +
        `server, which many processes can share.`,
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** Who holds a lock: what `owner.json` says. */
export interface LockOwner {
  pid: number;
  host: string;
}

/** The lock directory proper-lockfile makes for `dataDir`. */
export function lockPathOf(dataDir: string): string {
  return `${dataDir}.lock`;
}

/** True when a process with this id exists (EPERM: it exists, under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The recorded owner of the lock at `lockPath`, or null (no lock, no owner file, unreadable). */
export function readLockOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(lockPath, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : null;
  } catch {
    return null;
  }
}

/**
 * Removes the lock at `lockPath` when its holder is gone: its recorded owner is a dead
 * process of this host, or it has not been refreshed for STALE_MS.
 * @returns true when a lock was removed
 */
async function removeAbandonedLock(lockPath: string): Promise<boolean> {
  let mtimeMs: number;
  try {
    mtimeMs = (await fsp.stat(lockPath)).mtimeMs;
  } catch {
    return false; // no lock
  }
  const owner = readLockOwner(lockPath);
  const deadOwner = owner !== null && owner.host === os.hostname() && owner.pid !== process.pid && !isAlive(owner.pid);
  const stale = Date.now() - mtimeMs > STALE_MS;
  if (!deadOwner && !stale) return false;
  await fsp.rm(lockPath, { recursive: true, force: true });
  return true;
}

/**
 * Takes the lock on `dataDir` (which must exist), taking over a lock left by a dead process.
 * @throws DataDirLockedError when another live process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockPath = lockPathOf(dataDir);
  await removeAbandonedLock(lockPath);
  let compromised = false;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      stale: STALE_MS,
      update: STALE_MS / 3,
      retries: 0,
      realpath: false,
      onCompromised: () => {
        compromised = true;
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw err;
  }
  const owner: LockOwner = { pid: process.pid, host: os.hostname() };
  try {
    // Writing the owner file changes the lock directory's mtime, which proper-lockfile reads
    // as "compromised" at its first refresh (it stops refreshing, the lock turns stale after
    // STALE_MS and another process takes it while this one runs): put the mtime back.
    const { atime, mtime } = await fsp.stat(lockPath);
    await fsp.writeFile(path.join(lockPath, OWNER_FILE), JSON.stringify(owner));
    await fsp.utimes(lockPath, atime, mtime);
  } catch (err) {
    await release();
    throw err;
  }
  let released = false;
  return {
    async release() {
      if (released || compromised) return;
      released = true;
      // proper-lockfile removes the lock with rmdir: it must be empty.
      await fsp.rm(path.join(lockPath, OWNER_FILE), { force: true });
      await release();
    },
  };
}
