/**
 * An S3 stand-in for the storage tests (decision 0038): s3rver, a pure-npm S3 server, on loopback
 * (scripts/s3-stand-in.mjs, which mends its listing of more than 1,000 objects),
 * started once per test file (per `describe` that asks for it) and stopped after it; each app
 * gets a bucket of its own.
 *
 *   describe.each(STORAGE_KINDS)('on %s', (kind) => {
 *     const storage = storageEnv(kind); // fills storage.env in beforeAll
 *     beforeAll(async () => { t = await createTestApp(storage.env); });
 *   });
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { startS3rver } from '../../../scripts/s3-stand-in.mjs';

// The SDK's notice that its 2027 releases need Node 22 (once per process) is not a test result.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** The storages every storage test runs on. */
export const STORAGE_KINDS = ['disk', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3StandIn {
  endpoint: string;
  /** A client of the stand-in (to put objects behind the storage's back). */
  client: S3Client;
  /** Creates an empty bucket and returns the S3_* environment that selects it. */
  bucketEnv(): Promise<Record<string, string>>;
  /** Puts `body` at object `name` of `bucket` directly. */
  put(bucket: string, name: string, body: string | Buffer): Promise<void>;
  close(): Promise<void>;
}

/** Starts an S3 stand-in on 127.0.0.1 (a free port), storing under a temporary directory. */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-s3-'));
  const server = await startS3rver({ directory });
  const { endpoint } = server;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    client,
    async bucketEnv() {
      const bucket = `test-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    async put(bucket, name, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: body }));
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** What `storageEnv` fills in its beforeAll. */
export interface StorageEnv {
  kind: StorageKind;
  /** Environment for createTestApp: {} for the disk, S3_* of a fresh bucket for S3. */
  env: Record<string, string>;
  /** The running stand-in (S3 only). */
  s3?: S3StandIn;
}

/**
 * Registers, in the current `describe`, a beforeAll that starts the S3 stand-in (for 's3') and
 * makes a bucket, and an afterAll that stops it. Read the result inside hooks and tests.
 */
export function storageEnv(kind: StorageKind): StorageEnv {
  const result: StorageEnv = { kind, env: {} };
  if (kind === 'disk') return result;
  beforeAll(async () => {
    result.s3 = await startS3StandIn();
    result.env = await result.s3.bucketEnv();
  });
  afterAll(async () => {
    await result.s3?.close();
  });
  return result;
}
