/**
 * An S3 storage that is down answers 503 SERVICE_UNAVAILABLE (with Retry-After) promptly, never
 * a hang or a 500 (decision 0038): a bucket that refuses connections (the stand-in stopped), one that
 * accepts them but never answers, and one that never accepts them. Downloads fail before any
 * header is sent; an upload keeps no row.
 *
 * The hung buckets are bounded by the storage's budget (README "File storage": 3 s to connect,
 * 10 s for an answer; docs/decisions/0038-storage-interface.md), here shortened, every try of a
 * call included: the answer comes within the budget, not within tries × timeout, and an upload
 * answers 503 before the connection's idle timeout would answer 408.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { countRows, manuscriptFields, multipart, nextAddress, realPdf } from '../test/intake';
import { startS3StandIn } from '../test/s3';
import { S3Storage } from './s3-storage';

/**
 * Shortened budgets for the hung buckets (the defaults are 3 s to connect, 10 s per call, two
 * tries). Were the tries not counted in the budget, three of them would take 6 s against a
 * bucket that never accepts, and 9 s against one that never answers.
 */
const TIMEOUTS = { connectMs: 2000, requestMs: 3000, maxAttempts: 3 };
/** The bound asserted: the 3 s budget and generous slack for a loaded machine (not a benchmark). */
const BOUND_MS = 5000;

function uploadBody() {
  return multipart(manuscriptFields(), [
    { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: realPdf() },
  ]);
}

function upload(t: TestApp) {
  const body = uploadBody();
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

/** The S3_* environment of a bucket at 127.0.0.1:`port`. */
function bucketAt(port: number) {
  return {
    S3_BUCKET: 'hung',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** An app on the bucket at `port`, with the shortened budget; IDLE_TIMEOUT_MS 6 s (an upload's 408). */
function appOnHungBucket(port: number) {
  const env = { IDLE_TIMEOUT_MS: '6000', ...bucketAt(port) };
  const settings = loadConfig({ DATA_DIR: '/nonexistent', ...env }).s3!;
  return createTestApp(env, { storage: () => new S3Storage(settings, TIMEOUTS) });
}

/** `run()`'s result and how long it took, in ms. */
async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

/** The answers every hung bucket must give within the budget. */
function hungBucketCases(app: () => TestApp) {
  it('answers a download of a recorded file with 503 within the budget', async () => {
    const t = app();
    const file = await t.app.files.recordInTransaction(
      t.app.db,
      { key: 'AAAAAAAAAAAAAAAAAAAAAA', byteSize: 10, sha256: '0'.repeat(64) },
      { originalFilename: 'galley.pdf', contentType: 'application/pdf', visibility: 'public' },
    );
    const { result, ms } = await timed(() => t.app.inject({ url: `/api/files/${file.key}` }));
    expect503(result);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('answers an upload with 503 within the budget and records nothing', async () => {
    const t = app();
    const rows = await countRows(t.app.db, 'manuscript_intakes');
    const { result, ms } = await timed(() => upload(t));
    expect503(result);
    expect(ms).toBeLessThan(BOUND_MS);
    expect(await countRows(t.app.db, 'manuscript_intakes')).toBe(rows);
  });

  it('answers an upload over a real connection 503, not 408 once the connection has idled', async () => {
    const t = app();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = uploadBody();
    const { result, ms } = await timed(() =>
      fetch(`${address}/api/public/manuscripts`, {
        method: 'POST',
        headers: body.headers as Record<string, string>,
        body: new Uint8Array(body.payload),
      }),
    );
    expect(result.status).toBe(503);
    expect(await result.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(ms).toBeLessThan(BOUND_MS);
  });
}

describe('a bucket that accepts connections and never answers', () => {
  let t: TestApp;
  const sockets = new Set<net.Socket>();
  // Accepts connections, reads what it is sent, and says nothing.
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
  });
  beforeEach(async () => {
    if (!silent.listening) await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    t = await appOnHungBucket((silent.address() as AddressInfo).port);
  });
  afterEach(async () => {
    await t.close();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
  hungBucketCases(() => t);
});

/**
 * A listener that never accepts: python3 listens with a backlog of 0 and never calls accept();
 * once one connection fills the queue, Linux drops further SYNs, so a connect hangs (Node cannot
 * listen without accepting). Skipped where python3 is missing.
 */
const hasPython = spawnSync('python3', ['-c', 'pass']).status === 0;

describe.skipIf(!hasPython)('a bucket that never accepts a connection', () => {
  let t: TestApp;
  let listener: ChildProcess;
  let filler: net.Socket;
  let port: number;
  beforeAll(async () => {
    listener = spawn(
      'python3',
      [
        '-c',
        'import socket, sys\ns = socket.socket()\ns.bind(("127.0.0.1", 0))\ns.listen(0)\nprint(s.getsockname()[1], flush=True)\nsys.stdin.read()',
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    port = await new Promise<number>((resolve) => listener.stdout!.once('data', (d) => resolve(Number(String(d)))));
    filler = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => filler.once('connect', resolve));
  });
  beforeEach(async () => {
    t = await appOnHungBucket(port);
  });
  afterEach(async () => {
    await t.close();
  });
  afterAll(() => {
    filler.destroy();
    listener.kill();
  });

  it('is one: a connection to it stays pending', async () => {
    const probe = net.connect(port, '127.0.0.1');
    const state = await new Promise((resolve) => {
      probe.once('connect', () => resolve('connected'));
      probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code));
      setTimeout(() => resolve('pending'), 500);
    });
    probe.destroy();
    expect(state).toBe('pending');
  });
  hungBucketCases(() => t);
});
