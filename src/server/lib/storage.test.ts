import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { DiskStorage, isStorageKey } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const fileCount = () => fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

function* chunks(n: number, size: number) {
  for (let i = 0; i < n; i++) yield Buffer.alloc(size, i % 256);
}

describe('DiskStorage', () => {
  const storage = new DiskStorage(root);

  it('writes under a random key, measuring and hashing while streaming', async () => {
    const a = await storage.write(Readable.from(['hello ', 'world']));
    const b = await storage.write(Readable.from(['hello world']));
    expect(isStorageKey(a.key)).toBe(true);
    expect(a.key).not.toBe(b.key);
    expect(a.byteSize).toBe(11);
    expect(a.sha256).toBe('b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9');
    expect(b.sha256).toBe(a.sha256);
    expect(fs.readFileSync(storage.pathOf(a.key), 'utf8')).toBe('hello world');
  });

  it('aborts past maxBytes with 413 and keeps nothing', async () => {
    const before = fileCount();
    const err = await storage.write(Readable.from(chunks(100, 1024)), { maxBytes: 50 * 1024 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(413);
    expect(fileCount()).toBe(before);
  });

  it('reads byte ranges', async () => {
    const { key } = await storage.write(Readable.from(['0123456789']));
    const parts: Buffer[] = [];
    for await (const c of storage.read(key, { start: 2, end: 4 })) parts.push(c as Buffer);
    expect(Buffer.concat(parts).toString()).toBe('234');
  });

  it('refuses keys that could escape the storage root', () => {
    for (const key of ['../../etc/passwd', 'a/b', '', 'x'.repeat(22) + '/']) {
      expect(() => storage.pathOf(key), key).toThrow(AppError);
    }
  });
});
