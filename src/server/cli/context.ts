/**
 * What a command-line tool needs: configuration, the database and file storage, opened the
 * same way the server opens them (and refusing, like it, an embedded database in use).
 */
import fs from 'node:fs';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { FileStore } from '../lib/file-store';
import { createStorage } from '../lib/create-storage';

export interface CliContext {
  config: Config;
  database: Database;
  files: FileStore;
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
  return { config, database, files: new FileStore(database.db, storage) };
}
