/**
 * Decision 0110: the OJS import screen's progress ("N of M records written", decision 0101) is kept
 * in the upload's row, so that behind nginx with two servers on one PostgreSQL (docs/deploy.md) the
 * server that is not running the import answers with it too. Server A runs the import of OJS's own
 * 3.4 export (a comment of 300 KiB after its first article, so that the file is read in more than
 * one 256 KiB chunk) and is held while storing the second article's first file; server B, asked
 * meanwhile, shows the records already written and the bytes read; once the import ends B shows it
 * imported, without progress. Each server is built from modules of its own (as two processes
 * would be). PostgreSQL only: an embedded PGlite database belongs to one process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ojsUpload, type OjsUpload } from '../../../shared/api/ojs-import';
import type { AppInstance } from '../../app-types';
import { loadConfig } from '../../config';
import { DiskStorage, type WriteOptions, type WrittenFile } from '../../lib/storage';
import { signInAs, type TestSession } from '../../test/accounts';
import { createSharedTestDatabase, testDatabaseKind } from '../../test/db';
import { createJournal } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { IMPORT_JOB, PREVIEW_JOB } from './uploads';

const onPostgres = testDatabaseKind() === 'postgres';
const OJS = path.resolve(import.meta.dirname, '../../../../../shared/data/ojs');
const V34 = fs.readFileSync(path.join(OJS, 'exports-pkp-datasets/native-export-3_4_0-4-reconstructed.xml'), 'utf8');

/** A disk storage that, once `hold` is set, stops before its third write under a given key (an imported file). */
class HeldStorage extends DiskStorage {
  hold = false;
  private keyed = 0;
  private release!: () => void;
  private readonly released = new Promise<void>((r) => (this.release = r));
  private reached!: () => void;
  /** Resolves when a write is held. */
  readonly held = new Promise<void>((r) => (this.reached = r));

  override async write(source: Readable, options: WriteOptions = {}): Promise<WrittenFile> {
    if (this.hold && options.key && ++this.keyed === 3) {
      this.reached();
      await this.released;
    }
    return super.write(source, options);
  }
  letGo(): void {
    this.release();
  }
}

const apps: AppInstance[] = [];
const dirs: string[] = [];
let a: AppInstance;
let b: AppInstance;
let storageA: HeldStorage;
let admin: TestSession;
let journal: { id: number; abbreviation: string };

beforeAll(async () => {
  if (!onPostgres) return;
  for (const database of await createSharedTestDatabase()) {
    // Each server with modules of its own, as two processes: nothing kept in one module's memory
    // (the progress was, before decision 0110) reaches the other.
    vi.resetModules();
    const { buildApp } = await import('../../app');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-test-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'https://journals.example.org' });
    const storage = new HeldStorage(path.join(dataDir, 'files'));
    const app = await buildApp({
      config,
      database,
      storage,
      logger: false,
      clientDir: path.join(dataDir, 'no-client'),
    });
    await app.ready();
    apps.push(app);
    if (apps.length === 1) storageA = storage;
  }
  [a, b] = apps;
  journal = await createJournal(a.db);
  admin = await signInAs(a, 'admin');
}, 60_000);
afterAll(async () => {
  storageA?.letGo();
  for (const app of apps) await app.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const base = () => `/api/admin/journals/${encodeURIComponent(journal.abbreviation)}/ojs-imports`;
async function read(app: AppInstance, id: number): Promise<OjsUpload> {
  const res = await app.inject({ method: 'GET', url: `${base()}/${id}`, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return ojsUpload.parse(res.json());
}
async function until<T>(get: () => Promise<T>, holds: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  let value = await get();
  while (!holds(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    value = await get();
  }
  return value;
}

describe.skipIf(!onPostgres)('the OJS import progress on two servers (skipped on PGlite: one process only)', () => {
  it('is answered by the server that is not running the import, then cleared once imported', async () => {
    const firstArticleEnd = V34.indexOf('</article>') + '</article>'.length;
    const file = Buffer.from(
      `${V34.slice(0, firstArticleEnd)}\n<!-- ${'x'.repeat(300 * 1024)} -->\n${V34.slice(firstArticleEnd)}`,
    );
    const form = multipart({ kind: 'native' }, [{ field: 'file', name: 'export.xml', data: file }]);
    const res = await a.inject({
      method: 'POST',
      url: base(),
      payload: form.payload,
      headers: { ...form.headers, ...admin.auth },
    });
    expect(res.statusCode).toBe(201);
    const { id } = ojsUpload.parse(res.json());
    await a.jobs.runOnce([PREVIEW_JOB]);
    const previewed = await read(b, id);
    expect(previewed.preview?.ok).toBe(true);
    const total = previewed.preview!.counts.reduce((sum, c) => sum + c.created, 0);
    const started = await a.inject({ method: 'POST', url: `${base()}/${id}/import`, headers: admin.auth });
    expect(started.statusCode).toBe(202);

    storageA.hold = true;
    const importing = a.jobs.runOnce([IMPORT_JOB]);
    try {
      await storageA.held;
      const seen = await until(
        () => read(b, id),
        (u) => (u.progress?.records ?? 0) > 0,
      );
      expect(seen.state).toBe('importing');
      expect(seen.progress).not.toBeNull();
      expect(seen.progress!.records).toBeGreaterThan(0);
      expect(seen.progress!.records).toBeLessThan(total);
      expect(seen.progress!.total).toBe(total);
      expect(seen.progress!.bytes).toBeGreaterThanOrEqual(256 * 1024);
      expect(seen.progress!.totalBytes).toBe(file.length);
    } finally {
      storageA.letGo();
    }
    expect(await importing).toBe(1);
    const done = await read(b, id);
    expect(done.state).toBe('imported');
    expect(done.progress).toBeNull();
  });
});
