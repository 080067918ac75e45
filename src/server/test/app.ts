/**
 * Builds the real application for an HTTP-level test (`app.inject`), on a cloned test
 * database and a temporary DATA_DIR that `close()` removes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import type { AppInstance } from '../app-types';
import { loadConfig, type Config } from '../config';
import type { Storage } from '../lib/storage';
import { createTestDatabase } from './db';

export interface TestApp {
  app: AppInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * @param env environment on top of the test defaults (PUBLIC_URL https://journals.example.org)
 * @param options.logLines collect the JSON lines the real logger would write (level from
 *   LOG_LEVEL, default 'silent'), instead of no logger at all
 * @param options.storage the file storage to use, given the usual root (`DATA_DIR/files`)
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logLines?: string[]; storage?: (root: string) => Storage } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://journals.example.org',
    ...env,
  });
  const database = await createTestDatabase({ statementTimeoutMs: config.dbStatementTimeoutMs });
  const lines = options.logLines;
  const app = await buildApp({
    config,
    database,
    ...(lines ? { logStream: { write: (line: string) => void lines.push(line) } } : { logger: false }),
    clientDir: path.join(dataDir, 'no-client'),
    ...(options.storage ? { storage: options.storage(path.join(dataDir, 'files')) } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The shared real-article corpus (../shared/data/articles beside the repo). */
export const SHARED_ARTICLES = path.resolve(import.meta.dirname, '../../../../shared/data/articles');
