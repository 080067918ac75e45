/**
 * Leases on the storage (lib/storage-leases.ts, docs/decisions/0101-ojs-import-screen.md) against
 * the sweep (decision 0014): a long OJS import records its files only when its one transaction
 * commits, so a sweep that runs meanwhile must not take the files it has written as orphans; an
 * uploaded export waiting for its import is kept for a day, then swept.
 *
 * The sweep runs "two hours later" (its `now`), so that every file written here is past its hour.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { DiskStorage } from './storage';
import { leaseStorageKey, withStorageLease } from './storage-leases';
import { sweepStorage } from './storage-sweep';

const HOUR = 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('storage leases and the sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const exists = (key: string) => {
    const storage = t.app.storage as DiskStorage;
    return fs.existsSync(path.join(storage.root, `${key.slice(0, 2)}/${key}`));
  };
  const write = async (text: string) => (await t.app.storage.write(Readable.from([text]))).key;
  const sweep = () => sweepStorage({ db: t.app.db, storage: t.app.storage, now: Date.now() + 2 * HOUR });

  it('keeps every file written while an import holds its lease; the earlier orphan goes', async () => {
    const before = await write('an orphan from before the import');
    await sleep(1100);
    let during = '';
    let sweptDuring: string[] = [];
    await withStorageLease(t.app.db, { holder: 'test import', maxMs: 12 * HOUR }, async () => {
      await sleep(20);
      during = await write('a galley the import has not recorded yet');
      // The sweep of another server, while the import's transaction is still open.
      sweptDuring = (await sweep()).unrecorded;
    });
    expect(sweptDuring).toContain(before);
    expect(sweptDuring).not.toContain(during);
    expect(exists(during)).toBe(true);
    expect(exists(before)).toBe(false);
    // Released: a file the import left unrecorded (it failed) is an orphan like any other.
    expect((await sweep()).unrecorded).toContain(during);
    expect(exists(during)).toBe(false);
  });

  it('keeps a leased upload until its lease expires', async () => {
    const upload = await write('<?xml version="1.0"?><issues/>');
    await leaseStorageKey(t.app.db, {
      holder: 'test upload',
      key: upload,
      expiresAt: new Date(Date.now() + 24 * HOUR),
    });
    expect((await sweep()).unrecorded).not.toContain(upload);
    expect(exists(upload)).toBe(true);
    // A day and more later the lease has expired: the upload goes.
    const later = await sweepStorage({ db: t.app.db, storage: t.app.storage, now: Date.now() + 25 * HOUR });
    expect(later.unrecorded).toContain(upload);
    expect(exists(upload)).toBe(false);
  });
});
