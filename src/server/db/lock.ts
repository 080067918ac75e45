/**
 * Exclusive lock on an embedded (PGlite) data directory: only one process may open it.
 * A second process (the import or users command while the server runs) gets a
 * DataDirLockedError instead of corrupting the data. Uses proper-lockfile (mkdir-based,
 * stale locks of crashed processes expire after `STALE_MS`).
 */
import lockfile from 'proper-lockfile';

const STALE_MS = 15_000;

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

/**
 * Takes the lock on `dataDir` (which must exist).
 * @throws DataDirLockedError when another live process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  let compromised = false;
  try {
    const release = await lockfile.lock(dataDir, {
      stale: STALE_MS,
      update: STALE_MS / 3,
      retries: 0,
      realpath: false,
      onCompromised: () => {
        compromised = true;
      },
    });
    let released = false;
    return {
      async release() {
        if (released || compromised) return;
        released = true;
        await release();
      },
    };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw err;
  }
}
