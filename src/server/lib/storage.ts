/**
 * File storage behind one interface, `Storage` (docs/architecture.md "Data, files, mail, jobs";
 * docs/decisions/0038-storage-interface.md): `DiskStorage` under `DATA_DIR/files` (the default)
 * and `S3Storage` (lib/s3-storage.ts) in an S3 bucket. Both keep a file under a generated key
 * at `{first two characters}/{key}`, hash (sha256) and measure it while streaming, so a file
 * is never buffered whole in memory, and make it visible only once complete (a temporary name
 * renamed into place; an S3 object appears when its PutObject or multipart upload completes).
 *
 * Errors, for every implementation: a file over `maxBytes` → AppError PAYLOAD_TOO_LARGE (413);
 * a full disk → INSUFFICIENT_STORAGE (507); a storage that cannot be reached, refuses us or is
 * too slow → SERVICE_UNAVAILABLE (503, `storageUnavailable`). A failed write keeps nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isOutOfSpace } from './db-errors';
import { AppError, INSUFFICIENT_STORAGE_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE } from './errors';

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
  /** Write under this existing key instead of a fresh one (the restore, docs/decisions/0042). */
  key?: string;
}

/** Bytes [start, end], both inclusive (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** One thing found in storage by `entries()` (for the orphan sweep). */
export interface StorageEntry {
  /** Its name relative to the storage root: `{prefix}/{name}` (a disk path or an S3 object key). */
  name: string;
  /** The stored file's key when the name is a stored file's (`ab/abc…`), else null. */
  key: string | null;
  /** A partial write left by a crash (disk `{key}.{pid}.tmp`); never true on S3. */
  temporary: boolean;
  /** Last modification. */
  modified: Date;
}

/** What every storage offers; see the module comment for the errors. */
export interface Storage {
  /** Where the files are, for logs: `disk:/srv/data/files` or `s3://bucket`. */
  readonly location: string;
  /** Streams `source` into a new file under a fresh key. @returns key, size in bytes, sha256 (hex) */
  write(source: Readable, options?: WriteOptions): Promise<WrittenFile>;
  /** Copies a local file into storage (the article import). */
  writeFromPath(sourcePath: string, options?: WriteOptions): Promise<WrittenFile>;
  /** A new file with the content of `key` (a proof published as the galley). @throws NOT_FOUND */
  copy(key: string): Promise<WrittenFile>;
  /** Size in bytes and modification time of `key`, or null when absent or malformed. */
  stat(key: string): Promise<{ size: number; mtime: Date } | null>;
  /**
   * A stream over the bytes of `key` (all of them, or `range`); it resolves once the storage has
   * answered, so an absent key (NOT_FOUND) or a storage that is down (503) rejects before any
   * byte is sent. `range` must lie within the file (callers check it against `stat`).
   */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The whole content of `key`, or null when absent or larger than `maxBytes` (files read at once). */
  readWhole(key: string, maxBytes?: number): Promise<Buffer | null>;
  /** Removes `key`; an absent key is not an error. */
  remove(key: string): Promise<void>;
  /** Everything under the root, stored files or not, in no particular order (the orphan sweep). */
  entries(): AsyncIterable<StorageEntry>;
  /** Removes an entry found by `entries()` (a temporary file) by its `name`. */
  removeEntry(name: string): Promise<void>;
  /**
   * Resolves when the storage can take files now (`/api/ready`, decision 0039): the disk's root
   * exists and is readable and writable; the S3 bucket answers a HeadBucket.
   * @throws the underlying error when it cannot
   */
  ready(): Promise<void>;
}

export function isStorageKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

export function newStorageKey(): string {
  return randomBytes(16).toString('base64url');
}

/** The relative name of a key's content, `{first two characters}/{key}`. @throws NOT_FOUND for a malformed key. */
export function storageName(key: string): string {
  if (!isStorageKey(key)) throw new AppError('NOT_FOUND', 'File not found');
  return `${key.slice(0, 2)}/${key}`;
}

/** The key named by `name` when it has the layout of `storageName`, else null. */
export function keyOfName(name: string): string | null {
  const match = /^([A-Za-z0-9_-]{2})\/([A-Za-z0-9_-]{22})$/.exec(name);
  return match && match[2].startsWith(match[1]) ? match[2] : null;
}

/** The 503 of a storage that is down, refusing us or too slow; `cause` is logged, never shown. */
export function storageUnavailable(cause: unknown): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, { storage: 'unavailable' });
  (error as Error).cause = cause;
  return error;
}

/**
 * A pass-through that measures and hashes what flows through it, failing with
 * PAYLOAD_TOO_LARGE past `maxBytes`. `result()` gives the size and sha256 once it has ended.
 */
export function meter(maxBytes?: number): Transform & { result(): { byteSize: number; sha256: string } } {
  const hash = createHash('sha256');
  let byteSize = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, callback) {
      byteSize += chunk.length;
      if (maxBytes !== undefined && byteSize > maxBytes) {
        callback(new AppError('PAYLOAD_TOO_LARGE', 'File is too large'));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { result: () => ({ byteSize, sha256: hash.digest('hex') }) });
}

/** Reads a whole stream into one buffer. */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A temporary name of DiskStorage.write: `{key}.{pid}.tmp`. */
const TEMP_NAME = /^[A-Za-z0-9_-]{22}\.[0-9]+\.tmp$/;

/** Errors of a disk that is there but cannot be used now (a lost network mount, a failing device). */
const DISK_DOWN = new Set(['EIO', 'ESTALE', 'ENOTCONN', 'EHOSTDOWN', 'ETIMEDOUT', 'EACCES', 'EPERM', 'EROFS']);

function diskError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (isOutOfSpace(err)) return new AppError('INSUFFICIENT_STORAGE', INSUFFICIENT_STORAGE_MESSAGE);
  if (DISK_DOWN.has((err as NodeJS.ErrnoException)?.code ?? '')) return storageUnavailable(err);
  return err;
}

/** The local disk: `{root}/{ab}/{key}`, written to `{key}.{pid}.tmp` and renamed into place. */
export class DiskStorage implements Storage {
  constructor(readonly root: string) {}

  get location(): string {
    return `disk:${this.root}`;
  }

  async ready(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true });
    await fsp.access(this.root, fsp.constants.R_OK | fsp.constants.W_OK);
  }

  /** Absolute path of a key's content. @throws NOT_FOUND for a malformed key. */
  pathOf(key: string): string {
    return path.join(this.root, storageName(key));
  }

  async write(source: Readable, options: WriteOptions = {}): Promise<WrittenFile> {
    const key = options.key ?? newStorageKey();
    const finalPath = this.pathOf(key);
    const tempPath = `${finalPath}.${process.pid}.tmp`;
    const measure = meter(options.maxBytes);
    try {
      await fsp.mkdir(path.dirname(finalPath), { recursive: true });
      await pipeline(source, measure, this.openTempFile(tempPath));
      await fsp.rename(tempPath, finalPath);
    } catch (err) {
      await fsp.rm(tempPath, { force: true }).catch(() => undefined);
      throw diskError(err);
    }
    return { key, ...measure.result() };
  }

  /** The stream a new file's bytes are written to, at its temporary path (tests inject a full disk). */
  protected openTempFile(tempPath: string): Writable {
    return fs.createWriteStream(tempPath, { flags: 'wx' });
  }

  async writeFromPath(sourcePath: string, options: WriteOptions = {}): Promise<WrittenFile> {
    return this.write(fs.createReadStream(sourcePath), options);
  }

  async copy(key: string): Promise<WrittenFile> {
    return this.write(await this.read(key));
  }

  async stat(key: string): Promise<{ size: number; mtime: Date } | null> {
    if (!isStorageKey(key)) return null;
    try {
      const s = await fsp.stat(this.pathOf(key));
      return { size: s.size, mtime: s.mtime };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw diskError(err);
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(key), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('NOT_FOUND', 'File not found');
      throw diskError(err);
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async readWhole(key: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Buffer | null> {
    const stat = await this.stat(key);
    if (!stat || stat.size > maxBytes) return null;
    return collect(await this.read(key));
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true }).catch((err: unknown) => {
      throw diskError(err);
    });
  }

  async *entries(): AsyncIterable<StorageEntry> {
    let prefixes: string[];
    try {
      prefixes = await fsp.readdir(this.root);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw diskError(err);
    }
    for (const prefix of prefixes) {
      const dir = path.join(this.root, prefix);
      const files = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const file of files) {
        if (!file.isFile()) continue;
        const stat = await fsp.stat(path.join(dir, file.name)).catch(() => null);
        if (!stat) continue;
        const name = `${prefix}/${file.name}`;
        yield { name, key: keyOfName(name), temporary: TEMP_NAME.test(file.name), modified: stat.mtime };
      }
    }
  }

  async removeEntry(name: string): Promise<void> {
    const [prefix, file, ...more] = name.split('/');
    if (more.length || !prefix || !file || prefix === '..' || file === '..') return;
    await fsp.rm(path.join(this.root, prefix, file), { force: true });
  }
}
