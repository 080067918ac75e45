/**
 * `npm run restore -- <dir>`: checks a backup against its manifest, then restores it into an empty
 * install, database first, then files (backup-command.ts, docs/decisions/0042-backup-and-restore.md).
 * Refuses a database with tables or a storage with files; stop the server first.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { createStorage } from '../lib/create-storage';
import { restore, BackupError } from './backup-command';

async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: npm run restore -- <dir>');
    return 2;
  }
  const config = loadConfig();
  const manifest = await restore(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, storage: createStorage(config) },
    path.resolve(dir),
  );
  console.log(
    `Restored ${manifest.databaseKind} database and ${manifest.files.length} files from ${path.resolve(dir)}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof BackupError;
    const cause = (err as { cause?: unknown } | null)?.cause;
    // A 503 of the storage names its cause (the S3 error, a timeout) only here, for the operator.
    const because = cause === undefined ? '' : `\ncaused by: ${(cause as Error)?.stack ?? String(cause)}`;
    console.error(known ? (err as Error).message : `restore failed: ${(err as Error).stack ?? String(err)}${because}`);
    process.exit(1);
  },
);
