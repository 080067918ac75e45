/**
 * Decision 0020: two app servers on one PostgreSQL keep their caches consistent through
 * LISTEN/NOTIFY: a change made through one (or by any other process) empties the other's
 * cache when it commits, and while a server's listening connection is down it serves nothing
 * from its cache, then starts afresh once reconnected. PostgreSQL only: an embedded PGlite
 * database belongs to one process, so there is no second server to keep consistent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-types';
import { loadConfig } from '../../config';
import { createSharedTestDatabase, testDatabaseKind } from '../../test/db';
import { createArticle, createJournal } from '../../test/factories';
import { catalogueSettled } from '../../test/catalogue';
import { onCatalogueChange } from '.';

const onPostgres = testDatabaseKind() === 'postgres';
const apps: AppInstance[] = [];
const dirs: string[] = [];
let a: AppInstance;
let b: AppInstance;
let journalId: number;

/** Resolves when `app` hears its next catalogue change; rejects after `ms`. */
function nextChange(app: AppInstance, ms = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no catalogue change heard')), ms);
    const stop = onCatalogueChange(app, () => {
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

/** Polls `check` every 20 ms until it holds (at most `ms`). */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  for (const database of await createSharedTestDatabase()) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-test-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'https://journals.example.org' });
    const app = await buildApp({ config, database, logger: false, clientDir: path.join(dataDir, 'no-client') });
    await app.ready();
    apps.push(app);
  }
  [a, b] = apps;
  const heard = nextChange(b);
  journalId = (await createJournal(a.db)).id;
  for (let i = 0; i < 3; i++) await createArticle(a.db, journalId, { publishedDate: '2023-03-03' });
  await heard;
  await Promise.all([catalogueSettled(a), catalogueSettled(b)]);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('two servers on one PostgreSQL (skipped on PGlite: one process only)', () => {
  const url = () => `/api/articles/journal/${journalId}?limit=10`;
  const ids = async (app: AppInstance) =>
    (await app.inject({ method: 'GET', url: url() })).json().map((x: { id: number }) => x.id);

  it("empties the other server's cache when a change commits", async () => {
    for (const app of [a, b]) {
      await app.inject({ method: 'GET', url: url() });
      expect((await app.inject({ method: 'GET', url: url() })).headers['x-cache']).toBe('hit');
    }
    const heard = nextChange(b);
    const added = await createArticle(a.db, journalId, { publishedDate: '2024-04-04' });
    await heard;
    expect(await ids(b)).toContain(added.id);
    expect(await ids(a)).toContain(added.id);
  });

  it('serves nothing from the cache while its notifications are lost, and starts afresh once back', async () => {
    await b.inject({ method: 'GET', url: url() });
    expect((await b.inject({ method: 'GET', url: url() })).headers['x-cache']).toBe('hit');
    await a.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'genesis-catalogue-listener' and datname = current_database()`);
    await until(() => !b.catalogue.live);
    // A change made while b cannot hear it (another process, say the import command).
    const added = await createArticle(a.db, journalId, { publishedDate: '2025-05-05' });
    const blind = await b.inject({ method: 'GET', url: url() });
    expect(blind.headers['x-cache']).toBeUndefined();
    expect(blind.json().map((x: { id: number }) => x.id)).toContain(added.id);
    await until(() => b.catalogue.live);
    expect(await ids(b)).toContain(added.id);
    expect((await b.inject({ method: 'GET', url: url() })).headers['x-cache']).toBe('hit');
  });
});
