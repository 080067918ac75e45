/**
 * What a command-line tool needs: configuration, the database and file storage, opened the
 * same way the server opens them (and refusing, like it, an embedded database in use). The
 * services reach the commands' use cases as the part of the one Deps they need (decision 0068),
 * built here once, as app.ts builds the server's.
 */
import fs from 'node:fs';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { FileStore } from '../lib/file-store';
import { createStorage } from '../lib/create-storage';
import type { Deps } from '../deps';

export interface CliContext {
  config: Config;
  /** The open database, for the command to close when done. */
  database: Database;
  /** The services the commands' use cases take (a part of the one Deps; no mailer: commands send no mail). */
  deps: Pick<Deps, 'db' | 'storage' | 'files'>;
}

export async function openCliContext(): Promise<CliContext> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  const storage = createStorage(config);
  return { config, database, deps: { db: database.db, storage, files: new FileStore(database.db, storage) } };
}

/**
 * Runs a command's `run` and exits the process with the code it resolves to (0 done, 1 failed,
 * 2 bad usage, as each command documents). A configuration error or a data directory in use by a
 * running server prints its message alone; anything else prints `{failed}: {stack}`; both exit 1.
 * The one wrapper of the command entries (import, import-ojs, export-ojs, ror, users).
 */
export function runCliCommand(failed: string, run: () => Promise<number>): void {
  run().then(
    (code) => process.exit(code),
    (err: unknown) => {
      const known = err instanceof ConfigError || err instanceof DataDirLockedError;
      console.error(known ? (err as Error).message : `${failed}: ${(err as Error).stack ?? String(err)}`);
      process.exit(1);
    },
  );
}
