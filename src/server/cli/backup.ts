/**
 * `npm run backup -- <dir>`: a consistent dump of the database and a copy of every stored file,
 * with a manifest of checksums (backup-command.ts, docs/decisions/0042-backup-and-restore.md).
 * With the embedded database, stop the server first (the data directory is locked).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { createStorage } from '../lib/create-storage';
import { backup, BackupError } from './backup-command';

async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: npm run backup -- <dir>');
    return 2;
  }
  const config = loadConfig();
  const manifest = await backup(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, storage: createStorage(config) },
    path.resolve(dir),
  );
  console.log(
    `Backup written to ${path.resolve(dir)}: ${manifest.databaseKind} database, ${manifest.files.length} files.`,
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
    console.error(known ? (err as Error).message : `backup failed: ${(err as Error).stack ?? String(err)}${because}`);
    process.exit(1);
  },
);
