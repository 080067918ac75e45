/**
 * File storage in an S3 bucket (issue 20; docs/decisions/0038-storage-interface.md), through the
 * standard S3 API only — PutObject and multipart uploads (@aws-sdk/lib-storage), GetObject with
 * Range, HeadObject, DeleteObject, ListObjectsV2 — so AWS S3, MinIO, Cloudflare R2, Backblaze B2
 * and the like all serve. Objects are named like the disk's files (`{ab}/{key}`, lib/storage.ts),
 * so a `DATA_DIR/files` copied into a bucket as is keeps working.
 *
 * An upload streams: the body is measured and hashed on the way (`meter`) and sent in parts of
 * `PART_BYTES` (at most `QUEUE` parts in memory at once); past `maxBytes` the upload is aborted
 * and nothing is kept. The object appears only when the upload completes (S3 writes are atomic).
 * Every failure to reach the bucket (refused, timed out, 5xx, access denied, no such bucket)
 * is a 503 (`storageUnavailable`) after at most `maxAttempts` tries bounded by the timeouts.
 */
import fs from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError } from './errors';
import {
  collect,
  isStorageKey,
  keyOfName,
  meter,
  newStorageKey,
  storageName,
  storageUnavailable,
  type ByteRange,
  type Storage,
  type StorageEntry,
  type WriteOptions,
  type WrittenFile,
} from './storage';

/** Size of one part of a multipart upload, in bytes (S3's minimum; a smaller file is one PutObject). */
export const PART_BYTES = 5 * 1024 * 1024;
/** Parts of one upload buffered or in flight at once. */
const QUEUE = 2;

/** The bucket and how to reach it (config.ts, `S3_*`). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3 service's URL (MinIO, R2, B2); undefined → AWS. */
  endpoint?: string;
  /** Path-style URLs (`{endpoint}/{bucket}/{key}`), which MinIO and most stand-ins need. */
  forcePathStyle: boolean;
  /** undefined → the SDK's default chain (environment, instance role…). Secret: never log. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** How long to wait for the bucket before answering 503, in ms, and how many tries. */
export interface S3Timeouts {
  /** To open a connection (default 3,000). */
  connectMs?: number;
  /** From sending a request to its answer's headers (default 10,000; a part is ≤ 5 MiB, sent from memory). */
  requestMs?: number;
  /**
   * Of silence on a connection once answered, e.g. while a download streams (default 60,000:
   * long enough for a slow reader's back-pressure).
   */
  idleMs?: number;
  /** Tries of one request, the first included (default 2). */
  maxAttempts?: number;
}

const MISSING = new Set(['NotFound', 'NoSuchKey']);

function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (MISSING.has(err.name) || err.$metadata?.httpStatusCode === 404);
}

/** An S3 or network error as the storage's error: 404 → NOT_FOUND, anything else → 503. */
function s3Error(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isMissing(err)) return new AppError('NOT_FOUND', 'File not found');
  return storageUnavailable(err);
}

export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings, timeouts: S3Timeouts = {}) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: timeouts.maxAttempts ?? 2,
      requestHandler: {
        connectionTimeout: timeouts.connectMs ?? 3_000,
        requestTimeout: timeouts.requestMs ?? 10_000,
        // Without it the SDK only warns when requestTimeout passes, and the request hangs on.
        throwOnRequestTimeout: true,
        socketTimeout: timeouts.idleMs ?? 60_000,
      },
      // Checksums only where the API demands them: several S3-compatible services refuse the
      // SDK's default CRC32 trailers on streamed uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get location(): string {
    return `s3://${this.bucket}`;
  }

  async write(source: Readable, options: WriteOptions = {}): Promise<WrittenFile> {
    const key = options.key ?? newStorageKey();
    const measure = meter(options.maxBytes);
    let streamError: unknown;
    // pipeline wires errors both ways: a source error fails the upload's body, and destroying
    // the body (an aborted upload) ends the source.
    const body = new PassThrough();
    pipeline(source, measure, body, (err) => {
      if (err) streamError ??= err;
    });
    measure.on('error', (err) => (streamError ??= err));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: storageName(key), Body: body, ContentType: 'application/octet-stream' },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      body.destroy();
      // A failed upload leaves no object; a single PutObject that did reach S3 is removed.
      await this.remove(key).catch(() => undefined);
      throw streamError instanceof AppError ? streamError : s3Error(streamError ?? err);
    }
    if (streamError) {
      await this.remove(key).catch(() => undefined);
      throw streamError instanceof AppError ? streamError : s3Error(streamError);
    }
    return { key, ...measure.result() };
  }

  async writeFromPath(sourcePath: string, options: WriteOptions = {}): Promise<WrittenFile> {
    return this.write(fs.createReadStream(sourcePath), options);
  }

  async copy(key: string): Promise<WrittenFile> {
    return this.write(await this.read(key));
  }

  async ready(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async stat(key: string): Promise<{ size: number; mtime: Date } | null> {
    if (!isStorageKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: storageName(key) }));
      return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw s3Error(err);
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: storageName(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    } catch (err) {
      throw s3Error(err);
    }
  }

  async readWhole(key: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Buffer | null> {
    const stat = await this.stat(key);
    if (!stat || stat.size > maxBytes) return null;
    return collect(await this.read(key));
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: storageName(key) }));
    } catch (err) {
      if (!isMissing(err)) throw s3Error(err);
    }
  }

  async *entries(): AsyncIterable<StorageEntry> {
    try {
      for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            name: object.Key,
            key: keyOfName(object.Key),
            temporary: false,
            modified: object.LastModified ?? new Date(),
          };
        }
      }
    } catch (err) {
      throw s3Error(err);
    }
  }

  /** S3 has no temporary objects (an unfinished upload is no object): nothing to remove. */
  async removeEntry(): Promise<void> {}
}
