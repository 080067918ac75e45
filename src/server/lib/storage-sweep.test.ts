/**
 * The storage sweep (decision 0014), on the disk and on S3 (decision 0038): old temporary files and old
 * files without a stored_files row go; young files, recorded files and files of other names
 * stay. The server sweeps when it starts listening.
 *
 * Ages are real (an S3 object's LastModified cannot be set): the "old" leftovers are written
 * before `boundary`, the young ones more than a second after it (S3 dates are to the second),
 * and the sweep runs as if an hour had passed since `boundary`. The server sweeps when it starts
 * listening, every time (a restart after a crash), not only when no sweep ran that day.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { STORAGE_KINDS, storageEnv } from '../test/s3';
import { SWEEP_JOB } from '../plugins/storage-sweep';
import { DiskStorage, newStorageKey } from './storage';
import { SWEEP_MIN_AGE_MS, sweepStorage } from './storage-sweep';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(STORAGE_KINDS)('sweepStorage on %s storage', (kind) => {
  const setup = storageEnv(kind);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(setup.env);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Whether an entry `name` ({ab}/{key}, a temporary name or a stranger) is still stored. */
  async function exists(name: string, on: TestApp = t): Promise<boolean> {
    const { storage } = on.app;
    if (storage instanceof DiskStorage) return fs.existsSync(path.join(storage.root, name));
    try {
      await setup.s3!.client.send(new HeadObjectCommand({ Bucket: on.config.s3!.bucket, Key: name }));
      return true;
    } catch {
      return false;
    }
  }
  /** Puts a file that is not a stored file's behind the storage's back. */
  async function putStranger(name: string, body: string, on: TestApp = t): Promise<void> {
    const { storage } = on.app;
    if (storage instanceof DiskStorage) {
      fs.mkdirSync(path.dirname(path.join(storage.root, name)), { recursive: true });
      fs.writeFileSync(path.join(storage.root, name), body);
    } else await setup.s3!.put(on.config.s3!.bucket, name, body);
  }
  const nameOf = (key: string) => `${key.slice(0, 2)}/${key}`;

  /** Leftovers of every kind, old ones then (after `boundary`) young ones; returns their names. */
  async function leftovers() {
    const { storage, files } = t.app;
    const oldOrphan = nameOf((await storage.write(Readable.from(['written, never recorded']))).key);
    const recordedFile = await files.save({
      source: Readable.from(['%PDF-1.7 kept']),
      originalFilename: 'kept.pdf',
      contentType: 'application/pdf',
      visibility: 'private',
    });
    const recorded = nameOf(recordedFile.key);
    const tempKey = newStorageKey();
    const oldTemp = `${tempKey.slice(0, 2)}/${tempKey}.4242.tmp`;
    const stranger = 'README.txt';
    const nested = `${tempKey.slice(0, 2)}/notes.txt`;
    if (kind === 'disk') await putStranger(oldTemp, 'half an upload');
    await putStranger(stranger, 'not ours');
    await putStranger(nested, 'not ours either');
    await sleep(5);
    const boundary = Date.now();
    await sleep(1100);
    const youngOrphan = nameOf((await storage.write(Readable.from(['being recorded right now']))).key);
    const youngTempKey = newStorageKey();
    const youngTemp = `${youngTempKey.slice(0, 2)}/${youngTempKey}.4242.tmp`;
    if (kind === 'disk') await putStranger(youngTemp, 'an upload in progress');
    return { boundary, oldOrphan, youngOrphan, recorded, oldTemp, youngTemp, stranger, nested };
  }

  it('removes old temporary files and old unrecorded files, nothing else', async () => {
    const f = await leftovers();
    const now = f.boundary + SWEEP_MIN_AGE_MS;
    const report = await sweepStorage({ db: t.app.db, storage: t.app.storage, now });
    expect(report.temporary).toEqual(kind === 'disk' ? [f.oldTemp] : []);
    expect(report.unrecorded).toEqual([path.basename(f.oldOrphan)]);
    expect(await exists(f.oldOrphan)).toBe(false);
    if (kind === 'disk') expect(await exists(f.oldTemp)).toBe(false);
    for (const kept of [f.youngOrphan, f.recorded, f.stranger, f.nested]) expect(await exists(kept), kept).toBe(true);
    if (kind === 'disk') expect(await exists(f.youngTemp)).toBe(true);
    // A second sweep finds nothing more.
    expect(await sweepStorage({ db: t.app.db, storage: t.app.storage, now })).toEqual({
      temporary: [],
      unrecorded: [],
    });
  });

  it('runs when the server starts listening', async () => {
    const oldOrphan = nameOf((await t.app.storage.write(Readable.from(['never recorded']))).key);
    const recorded = nameOf(
      (
        await t.app.files.save({
          source: Readable.from(['%PDF-1.7 kept']),
          originalFilename: 'kept.pdf',
          contentType: 'application/pdf',
          visibility: 'private',
        })
      ).key,
    );
    // Older than the sweep's hour, as seen by the server's clock.
    const realNow = Date.now;
    Date.now = () => realNow() + SWEEP_MIN_AGE_MS + 60_000;
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const deadline = realNow() + 5000;
      while ((await exists(oldOrphan)) && realNow() < deadline) await sleep(50);
    } finally {
      Date.now = realNow;
    }
    expect(await exists(oldOrphan)).toBe(false);
    expect(await exists(recorded)).toBe(true);
  });

  // README "Timeouts and failures": crash leftovers are swept on start and daily. A restart after
  // a crash finds the day's sweep done (by this server before it died, or by another one).
  it('runs at every start, also a restart after the day’s sweep has run', async () => {
    // A bucket of its own on S3: its sweep must not see the other tests' files, recorded elsewhere.
    const restarted = await createTestApp(kind === 's3' ? await setup.s3!.bucketEnv() : {});
    const realNow = Date.now;
    try {
      // The server's clock is an hour and a minute ahead: what is written now is past the sweep's hour.
      Date.now = () => realNow() + SWEEP_MIN_AGE_MS + 60_000;
      // The day's sweep has run (the periodic job of the current period is done).
      await restarted.app.jobs.runOnce([SWEEP_JOB]);
      const { storage } = restarted.app;
      // The crash's leftovers: a file written but never recorded, and (disk) a half-written one.
      const orphan = nameOf((await storage.write(Readable.from(['written, never recorded']))).key);
      const tempKey = newStorageKey();
      const temp = `${tempKey.slice(0, 2)}/${tempKey}.4242.tmp`;
      if (kind === 'disk') await putStranger(temp, 'half an upload', restarted);
      await restarted.app.listen({ port: 0, host: '127.0.0.1' });
      const deadline = realNow() + 10_000;
      const present = async () =>
        (await exists(orphan, restarted)) || (kind === 'disk' && (await exists(temp, restarted)));
      while ((await present()) && realNow() < deadline) await sleep(50);
      expect(await exists(orphan, restarted)).toBe(false);
      if (kind === 'disk') expect(await exists(temp, restarted)).toBe(false);
    } finally {
      Date.now = realNow;
      await restarted.close();
    }
  });
});
