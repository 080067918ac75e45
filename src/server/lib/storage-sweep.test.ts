/**
 * The storage sweep (issue 12): old temporary files and old files without a stored_files row
 * go; young files and recorded files stay. The server sweeps when it starts listening.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { newStorageKey } from './storage';
import { sweepStorage } from './storage-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);
const age = (file: string) => fs.utimesSync(file, TWO_HOURS_AGO, TWO_HOURS_AGO);

/** Leftovers of every kind; returns their paths. */
async function leftovers() {
  const { storage, files } = t.app;
  const oldOrphan = storage.pathOf((await storage.write(Readable.from(['written, never recorded']))).key);
  age(oldOrphan);
  const youngOrphan = storage.pathOf((await storage.write(Readable.from(['being recorded right now']))).key);
  const recorded = storage.pathOf(
    (
      await files.save({
        source: Readable.from(['%PDF-1.7 kept']),
        originalFilename: 'kept.pdf',
        contentType: 'application/pdf',
        visibility: 'private',
      })
    ).key,
  );
  age(recorded);
  const tempKey = newStorageKey();
  const oldTemp = path.join(storage.root, tempKey.slice(0, 2), `${tempKey}.4242.tmp`);
  fs.mkdirSync(path.dirname(oldTemp), { recursive: true });
  fs.writeFileSync(oldTemp, 'half an upload');
  age(oldTemp);
  const youngTempKey = newStorageKey();
  const youngTemp = path.join(storage.root, youngTempKey.slice(0, 2), `${youngTempKey}.4242.tmp`);
  fs.mkdirSync(path.dirname(youngTemp), { recursive: true });
  fs.writeFileSync(youngTemp, 'an upload in progress');
  const stranger = path.join(storage.root, 'README.txt');
  fs.writeFileSync(stranger, 'not ours');
  age(stranger);
  return { oldOrphan, youngOrphan, recorded, oldTemp, youngTemp, stranger };
}

describe('sweepStorage', () => {
  it('removes old temporary files and old unrecorded files, nothing else', async () => {
    const f = await leftovers();
    const report = await sweepStorage({ db: t.app.db, storage: t.app.storage });
    expect(report.temporary).toEqual([path.relative(t.app.storage.root, f.oldTemp)]);
    expect(report.unrecorded).toEqual([path.basename(f.oldOrphan)]);
    expect(fs.existsSync(f.oldOrphan)).toBe(false);
    expect(fs.existsSync(f.oldTemp)).toBe(false);
    for (const kept of [f.youngOrphan, f.recorded, f.youngTemp, f.stranger]) expect(fs.existsSync(kept)).toBe(true);
    // A second sweep finds nothing more.
    expect(await sweepStorage({ db: t.app.db, storage: t.app.storage })).toEqual({ temporary: [], unrecorded: [] });
  });

  it('runs when the server starts listening', async () => {
    const f = await leftovers();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const deadline = Date.now() + 5000;
    while ((fs.existsSync(f.oldOrphan) || fs.existsSync(f.oldTemp)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(fs.existsSync(f.oldOrphan)).toBe(false);
    expect(fs.existsSync(f.oldTemp)).toBe(false);
    expect(fs.existsSync(f.recorded)).toBe(true);
    expect(fs.existsSync(f.youngOrphan)).toBe(true);
  });
});
