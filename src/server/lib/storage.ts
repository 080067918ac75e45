/**
 * File storage on disk under `DATA_DIR/files` (ARCHITECTURE.md "Data, files, mail").
 * Files live under generated keys outside any public path, are written to a temporary
 * name and renamed into place, and are hashed (sha256) and measured while streaming, so a
 * file is never buffered whole in memory.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isOutOfSpace } from './db-errors';
import { AppError, INSUFFICIENT_STORAGE_MESSAGE } from './errors';

/** Keys are 128 random bits in base64url (22 characters). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface WrittenFile {
  key: string;
  byteSize: number;
  sha256: string;
}

export interface WriteOptions {
  /** Abort with PAYLOAD_TOO_LARGE (413) once more than this many bytes arrive; nothing is kept. */
  maxBytes?: number;
}

export function isStorageKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

export function newStorageKey(): string {
  return randomBytes(16).toString('base64url');
}

export class DiskStorage {
  constructor(readonly root: string) {}

  /** Absolute path of a key's content. @throws NOT_FOUND for a malformed key. */
  pathOf(key: string): string {
    if (!isStorageKey(key)) throw new AppError('NOT_FOUND', 'File not found');
    return path.join(this.root, key.slice(0, 2), key);
  }

  /**
   * Streams `source` into a new file under a fresh key.
   * @returns key, size in bytes and sha256 (hex)
   * @throws AppError PAYLOAD_TOO_LARGE when `maxBytes` is exceeded, INSUFFICIENT_STORAGE (507)
   *   when the disk is full (ENOSPC, EDQUOT); in every failure the partial file is removed
   */
  async write(source: Readable, options: WriteOptions = {}): Promise<WrittenFile> {
    const key = newStorageKey();
    const finalPath = this.pathOf(key);
    await fsp.mkdir(path.dirname(finalPath), { recursive: true });
    const tempPath = `${finalPath}.${process.pid}.tmp`;
    const hash = createHash('sha256');
    let byteSize = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, callback) {
        byteSize += chunk.length;
        if (options.maxBytes !== undefined && byteSize > options.maxBytes) {
          callback(new AppError('PAYLOAD_TOO_LARGE', 'File is too large'));
          return;
        }
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, this.openTempFile(tempPath));
      await fsp.rename(tempPath, finalPath);
    } catch (err) {
      await fsp.rm(tempPath, { force: true });
      if (isOutOfSpace(err)) throw new AppError('INSUFFICIENT_STORAGE', INSUFFICIENT_STORAGE_MESSAGE);
      throw err;
    }
    return { key, byteSize, sha256: hash.digest('hex') };
  }

  /** The stream a new file's bytes are written to, at its temporary path (tests inject a full disk). */
  protected openTempFile(tempPath: string): Writable {
    return fs.createWriteStream(tempPath, { flags: 'wx' });
  }

  /** Copies a local file into storage (used by the article import). */
  async writeFromPath(sourcePath: string, options: WriteOptions = {}): Promise<WrittenFile> {
    return this.write(fs.createReadStream(sourcePath), options);
  }

  /** Size and modification time of a stored key, or null when absent. */
  async stat(key: string): Promise<{ size: number; mtime: Date } | null> {
    try {
      const s = await fsp.stat(this.pathOf(key));
      return { size: s.size, mtime: s.mtime };
    } catch {
      return null;
    }
  }

  /** A read stream over bytes [start, end] inclusive (whole file by default). */
  read(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.pathOf(key), range);
  }

  /**
   * The whole content of a key, for files read at once (a JATS source, a DOCX manuscript, a file
   * to blind).
   * @param maxBytes larger files are not read
   * @returns the bytes, or null when the key is absent or larger than `maxBytes`
   */
  async readWhole(key: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Buffer | null> {
    const stat = await this.stat(key);
    if (!stat || stat.size > maxBytes) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Removes a key's content; absent keys are ignored. */
  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
