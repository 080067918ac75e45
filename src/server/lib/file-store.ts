/**
 * Stored files: bytes in a Storage (disk or S3), one `stored_files` row per file (name, type, size,
 * sha256, visibility). Every feature that keeps a file goes through here.
 */
import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { storedFiles } from '../db/schema';
import type { Storage, WriteOptions, WrittenFile } from './storage';

export type StoredFile = typeof storedFiles.$inferSelect;

export interface SaveFileOptions extends WriteOptions {
  /** A readable stream, or the path of a local file to copy. */
  source: Readable | string;
  originalFilename: string;
  contentType: string;
  visibility: 'public' | 'private';
}

export class FileStore {
  constructor(
    readonly db: Db,
    readonly storage: Storage,
  ) {}

  /**
   * Writes the bytes, then records the file. If recording fails the bytes are removed.
   * @throws AppError PAYLOAD_TOO_LARGE when `maxBytes` is exceeded
   */
  async save(options: SaveFileOptions): Promise<StoredFile> {
    const written =
      typeof options.source === 'string'
        ? await this.storage.writeFromPath(options.source, options)
        : await this.storage.write(options.source, options);
    try {
      const [row] = await this.db
        .insert(storedFiles)
        .values({
          key: written.key,
          originalFilename: options.originalFilename,
          contentType: options.contentType,
          byteSize: written.byteSize,
          sha256: written.sha256,
          visibility: options.visibility,
        })
        .returning();
      return row;
    } catch (err) {
      await this.storage.remove(written.key);
      throw err;
    }
  }

  /**
   * Records bytes already written with `storage.write` inside the caller's transaction `tx`
   * (so that the record and the rows pointing at it commit or roll back together). The
   * bytes are NOT removed if this throws: the caller, who wrote them, removes them once the
   * transaction has failed (`storage.remove(written.key)`).
   */
  async recordInTransaction(
    tx: DbOrTx,
    written: WrittenFile,
    meta: { originalFilename: string; contentType: string; visibility: 'public' | 'private' },
  ): Promise<StoredFile> {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        key: written.key,
        originalFilename: meta.originalFilename,
        contentType: meta.contentType,
        byteSize: written.byteSize,
        sha256: written.sha256,
        visibility: meta.visibility,
      })
      .returning();
    return row;
  }

  /** The file record for `key`, or null. */
  async find(key: string): Promise<StoredFile | null> {
    const [row] = await this.db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
    return row ?? null;
  }

  /**
   * Deletes the records of `keys` inside the caller's transaction `tx` (none when `keys` is
   * empty). The bytes stay: the caller removes them (`storage.remove`) once `tx` has
   * committed, so a failed transaction never loses a file.
   */
  async deleteRecords(tx: DbOrTx, keys: string[]): Promise<void> {
    if (keys.length) await tx.delete(storedFiles).where(inArray(storedFiles.key, keys));
  }

  /** Deletes the record and the bytes. Records still referenced by articles are unlinked (SET NULL). */
  async delete(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
    await this.storage.remove(key);
  }
}
