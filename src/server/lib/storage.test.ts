/**
 * The storage contract (lib/storage.ts, decision 0038), on the disk and on S3 (an S3 stand-in on
 * loopback): streamed writes under fresh keys with size and sha256, nothing kept past maxBytes,
 * byte ranges, absent keys, copies, removal, and the entries the orphan sweep lists.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { STORAGE_KINDS, storageEnv } from '../test/s3';
import { createStorage } from './create-storage';
import { AppError } from './errors';
import { collect, DiskStorage, isStorageKey, type Storage } from './storage';

function* chunks(n: number, size: number) {
  for (let i = 0; i < n; i++) yield Buffer.alloc(size, i % 256);
}

async function names(storage: Storage): Promise<string[]> {
  const all: string[] = [];
  for await (const entry of storage.entries()) all.push(entry.name);
  return all.sort();
}

describe.each(STORAGE_KINDS)('%s storage', (kind) => {
  const setup = storageEnv(kind);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-storage-'));
  let storage: Storage;
  beforeAll(() => {
    storage = createStorage(loadConfig({ DATA_DIR: root, ...setup.env }));
    expect(storage.location.startsWith(kind === 'disk' ? 'disk:' : 's3://')).toBe(true);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is ready when it can take files (/api/ready)', async () => {
    await expect(storage.ready()).resolves.toBeUndefined();
  });

  it('writes under a random key, measuring and hashing while streaming', async () => {
    const a = await storage.write(Readable.from(['hello ', 'world']));
    const b = await storage.write(Readable.from(['hello world']));
    expect(isStorageKey(a.key)).toBe(true);
    expect(a.key).not.toBe(b.key);
    expect(a.byteSize).toBe(11);
    expect(a.sha256).toBe('b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9');
    expect(b.sha256).toBe(a.sha256);
    expect((await storage.readWhole(a.key))?.toString()).toBe('hello world');
    expect((await storage.stat(a.key))?.size).toBe(11);
  });

  it('streams a file larger than one S3 part (a multipart upload) intact', async () => {
    const written = await storage.write(Readable.from(chunks(12, 1024 * 1024)));
    expect(written.byteSize).toBe(12 * 1024 * 1024);
    const tail = await collect(await storage.read(written.key, { start: 11 * 1024 * 1024 - 1, end: 11 * 1024 * 1024 }));
    expect([...tail]).toEqual([10, 11]);
  });

  it('aborts past maxBytes with 413 and keeps nothing', async () => {
    const before = await names(storage);
    const err = await storage
      .write(Readable.from(chunks(100, 64 * 1024)), { maxBytes: 6 * 1024 * 1024 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(413);
    expect(await names(storage)).toEqual(before);
  });

  it('fails the write, keeping nothing, when the source fails', async () => {
    const before = await names(storage);
    async function* broken() {
      yield Buffer.alloc(1024);
      throw new Error('socket hang up');
    }
    await expect(storage.write(Readable.from(broken()))).rejects.toThrow();
    expect(await names(storage)).toEqual(before);
  });

  it('reads byte ranges', async () => {
    const { key } = await storage.write(Readable.from(['0123456789']));
    expect((await collect(await storage.read(key, { start: 2, end: 4 }))).toString()).toBe('234');
  });

  it('answers absent and malformed keys as absent', async () => {
    for (const key of ['AAAAAAAAAAAAAAAAAAAAAA', '../../etc/passwd', 'a/b', '', 'x'.repeat(22) + '/']) {
      expect(await storage.stat(key), key).toBeNull();
      expect(await storage.readWhole(key), key).toBeNull();
      const err = await storage.read(key).catch((e: unknown) => e);
      expect((err as AppError).code, key).toBe('NOT_FOUND');
    }
  });

  it('copies a file under a new key, and removes files (absent ones too)', async () => {
    const original = await storage.write(Readable.from(['%PDF-1.7 proof']));
    const copy = await storage.copy(original.key);
    expect(copy.key).not.toBe(original.key);
    expect(copy.sha256).toBe(original.sha256);
    await storage.remove(original.key);
    expect(await storage.stat(original.key)).toBeNull();
    expect((await storage.readWhole(copy.key))?.toString()).toBe('%PDF-1.7 proof');
    await storage.remove(original.key);
  });

  it('lists its files as entries named {ab}/{key}', async () => {
    const { key } = await storage.write(Readable.from(['listed']));
    const entry = await (async () => {
      for await (const e of storage.entries()) if (e.key === key) return e;
      return null;
    })();
    expect(entry).toMatchObject({ name: `${key.slice(0, 2)}/${key}`, key, temporary: false });
    expect(Math.abs(entry!.modified.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('DiskStorage', () => {
  it('keeps each file at {root}/{ab}/{key}, never outside the root', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-storage-'));
    const storage = new DiskStorage(root);
    const { key } = await storage.write(Readable.from(['hello world']));
    expect(fs.readFileSync(path.join(root, key.slice(0, 2), key), 'utf8')).toBe('hello world');
    for (const bad of ['../../etc/passwd', 'a/b', '', 'x'.repeat(22) + '/']) {
      expect(() => storage.pathOf(bad), bad).toThrow(AppError);
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers 503 when the disk fails (EIO, a lost mount) and keeps nothing', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-storage-'));
    class FailingDisk extends DiskStorage {
      protected override openTempFile(tempPath: string): Writable {
        fs.writeFileSync(tempPath, '');
        return new Writable({
          write(_chunk, _enc, callback) {
            callback(Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' }));
          },
        });
      }
    }
    const err = await new FailingDisk(root).write(Readable.from(['bytes'])).catch((e: unknown) => e);
    expect((err as AppError).code).toBe('SERVICE_UNAVAILABLE');
    expect((err as AppError).status).toBe(503);
    expect(fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
