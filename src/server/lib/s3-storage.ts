/**
 * File storage in an S3 bucket (docs/decisions/0038-storage-interface.md), through the
 * standard S3 API only — PutObject and multipart uploads (@aws-sdk/lib-storage), GetObject with
 * Range, HeadObject, DeleteObject, ListObjectsV2 — so AWS S3, MinIO, Cloudflare R2, Backblaze B2
 * and the like all serve. Objects are named like the disk's files (`{ab}/{key}`, lib/storage.ts),
 * so a `DATA_DIR/files` copied into a bucket as is keeps working.
 *
 * An upload streams: the body is measured and hashed on the way (`meter`) and sent in parts of
 * `PART_BYTES` (at most `QUEUE` parts in memory at once); past `maxBytes` the upload is aborted
 * and nothing is kept. The object appears only when the upload completes (S3 writes are atomic).
 * Every failure to reach the bucket (refused, timed out, 5xx, access denied, no such bucket)
 * is a 503 (`storageUnavailable`). Every S3 call — each part of an upload included — is answered
 * or given up within `requestMs` (10 s), its tries and the pauses between them included, so a
 * bucket that hangs costs a request at most that long, never `maxAttempts` times it
 * (docs/decisions/0014-resilience.md, 0038-storage-interface.md).
 */
import fs from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  AbortMultipartUploadCommand,
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
  /** To open a connection, per try (default 3,000). */
  connectMs?: number;
  /**
   * The budget of one S3 call, from sending it to its answer's headers, every try and the pause
   * between tries included (default 10,000; a part is ≤ 5 MiB, sent from memory). Past it the
   * call is abandoned (its connection closed) and the storage answers 503.
   */
  requestMs?: number;
  /**
   * Of silence on a connection once answered, e.g. while a download streams (default 60,000:
   * long enough for a slow reader's back-pressure).
   */
  idleMs?: number;
  /** Tries of one call, the first included, all within `requestMs` (default 2). */
  maxAttempts?: number;
  /** Keys per ListObjectsV2 page of `entries()` (default 1,000, S3's largest; tests list fewer). */
  listPageSize?: number;
}

/** What `S3Client.send` is called with here (and by @aws-sdk/lib-storage and the paginators). */
type Send = (command: unknown, options?: { abortSignal?: AbortSignal }) => Promise<unknown>;

/**
 * Makes every `client.send` answer or fail within `budgetMs`: past it the call's HTTP request is
 * aborted (so no retry starts) and the call rejects with a TimeoutError, whatever the SDK is doing
 * meanwhile (a try, the pause before the next, resolving credentials). The timer stops once the
 * answer's headers are in: a download's body then streams under the idle timeout only.
 */
function boundSends(client: S3Client, budgetMs: number): void {
  const send = client.send.bind(client) as unknown as Send;
  const bounded: Send = async (command, options = {}) => {
    const deadline = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = Object.assign(new Error(`S3 gave no answer within ${budgetMs} ms`), { name: 'TimeoutError' });
        deadline.abort(error);
        reject(error);
      }, budgetMs);
    });
    const abortSignal = options.abortSignal ? AbortSignal.any([options.abortSignal, deadline.signal]) : deadline.signal;
    try {
      return await Promise.race([send(command, { ...options, abortSignal }), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
  client.send = bounded as unknown as S3Client['send'];
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
  private readonly listPageSize: number;

  constructor(settings: S3Settings, timeouts: S3Timeouts = {}) {
    this.bucket = settings.bucket;
    this.listPageSize = timeouts.listPageSize ?? 1000;
    const requestMs = timeouts.requestMs ?? 10_000;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: timeouts.maxAttempts ?? 2,
      requestHandler: {
        connectionTimeout: timeouts.connectMs ?? 3_000,
        requestTimeout: requestMs,
        // Without it the SDK only warns when requestTimeout passes, and the request hangs on.
        throwOnRequestTimeout: true,
        socketTimeout: timeouts.idleMs ?? 60_000,
      },
      // Checksums only where the API demands them: several S3-compatible services refuse the
      // SDK's default CRC32 trailers on streamed uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    // The tries above are bounded one by one; this bounds a call's tries together.
    boundSends(this.client, requestMs);
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
    // The first call the bucket fails ends the whole upload at once: the other part in flight,
    // and the parts still to come, would each wait out their own timeout on a bucket that hangs.
    let bucketError: unknown;
    const send = this.client.send.bind(this.client) as unknown as Send;
    const client = Object.create(this.client) as S3Client;
    client.send = ((command: unknown, sendOptions?: { abortSignal?: AbortSignal }) =>
      send(command, sendOptions).catch((err: unknown) => {
        bucketError ??= err;
        void upload.abort();
        throw err;
      })) as unknown as S3Client['send'];
    const upload = new Upload({
      client,
      params: { Bucket: this.bucket, Key: storageName(key), Body: body, ContentType: 'application/octet-stream' },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      // The parts are dropped by `discard` below, which need not wait for a bucket that hangs.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (err) {
      body.destroy();
      // No error of the body's: the bucket failed the upload (refused, hung, 5xx).
      await this.discard(key, upload.uploadId, streamError === undefined);
      throw streamError instanceof AppError ? streamError : s3Error(streamError ?? bucketError ?? err);
    }
    if (streamError) {
      await this.discard(key, upload.uploadId, false);
      throw streamError instanceof AppError ? streamError : s3Error(streamError);
    }
    return { key, ...measure.result() };
  }

  /**
   * Removes what a failed write may have left: the parts of its multipart upload
   * (AbortMultipartUpload) and an object a single PutObject did store. `inBackground` when the
   * bucket itself failed the write: the 503 is then not delayed by a second wait on the same
   * bucket, and what cannot be removed is an unrecorded object, which the sweep removes
   * (lib/storage-sweep.ts), or parts, which the bucket's lifecycle rule drops. Otherwise (the
   * body failed: too large, cut by the client) it is done before the write's error is thrown.
   */
  private async discard(key: string, uploadId: string | undefined, inBackground: boolean): Promise<void> {
    const cleanup = async () => {
      if (uploadId) {
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: storageName(key), UploadId: uploadId }))
          .catch(() => undefined);
      }
      await this.remove(key).catch(() => undefined);
    };
    if (inBackground) void cleanup();
    else await cleanup();
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
      const pages = paginateListObjectsV2(
        { client: this.client, pageSize: this.listPageSize },
        { Bucket: this.bucket },
      );
      for await (const page of pages) {
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
