/**
 * An S3 storage that is down answers 503 SERVICE_UNAVAILABLE (with Retry-After) promptly, never
 * a hang or a 500 (issue 20): a bucket that refuses connections (the stand-in stopped) and one
 * that accepts them but never answers (bounded by the storage's timeouts, here shortened).
 * Downloads fail before any header is sent; an upload keeps no row.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { countRows, manuscriptFields, multipart, nextAddress, realPdf } from '../test/intake';
import { startS3StandIn } from '../test/s3';
import { S3Storage } from './s3-storage';

/** Shortened timeouts for the bucket that never answers (the defaults are 3 s, 10 s and 60 s). */
const TIMEOUTS = { connectMs: 300, requestMs: 300, idleMs: 300, maxAttempts: 1 };

function upload(t: TestApp) {
  const body = multipart(manuscriptFields(), [
    { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: realPdf() },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/public/manuscripts',
    headers: body.headers,
    payload: body.payload,
    remoteAddress: nextAddress(),
  });
}

function expect503(res: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  });
  expect(res.headers['retry-after']).toBeDefined();
}

describe('a bucket that refuses connections', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    const s3 = await startS3StandIn();
    const env = await s3.bucketEnv();
    // The usual timeouts: a refused connection fails at once.
    t = await createTestApp(env);
    key = (
      await t.app.files.save({
        source: Readable.from(['%PDF-1.7 a galley']),
        originalFilename: 'galley.pdf',
        contentType: 'application/pdf',
        visibility: 'public',
      })
    ).key;
    expect((await t.app.inject({ url: `/api/files/${key}` })).statusCode).toBe(200);
    await s3.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it('says so in /api/ready', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { storage: 'down' } });
  });

  it('answers a download with 503', async () => {
    expect503(await t.app.inject({ url: `/api/files/${key}` }));
    expect503(await t.app.inject({ url: `/api/files/${key}`, headers: { range: 'bytes=0-4' } }));
  });

  it('answers an upload with 503 and records nothing', async () => {
    const rows = await countRows(t.app.db, 'manuscript_intakes');
    expect503(await upload(t));
    expect(await countRows(t.app.db, 'manuscript_intakes')).toBe(rows);
  });
});

describe('a bucket that never answers', () => {
  let t: TestApp;
  const sockets = new Set<net.Socket>();
  // Accepts connections, reads what it is sent, and says nothing.
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const env = {
      S3_BUCKET: 'silent',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    const settings = loadConfig({ DATA_DIR: '/nonexistent', ...env }).s3!;
    t = await createTestApp(env, { storage: () => new S3Storage(settings, TIMEOUTS) });
  });
  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers a download of a recorded file with 503 once the storage times out', async () => {
    const file = await t.app.files.recordInTransaction(
      t.app.db,
      { key: 'AAAAAAAAAAAAAAAAAAAAAA', byteSize: 10, sha256: '0'.repeat(64) },
      { originalFilename: 'galley.pdf', contentType: 'application/pdf', visibility: 'public' },
    );
    expect503(await t.app.inject({ url: `/api/files/${file.key}` }));
  });

  it('answers an upload with 503 and records nothing', async () => {
    const rows = await countRows(t.app.db, 'manuscript_intakes');
    expect503(await upload(t));
    expect(await countRows(t.app.db, 'manuscript_intakes')).toBe(rows);
  });
});
