/**
 * The hard cases of the manuscript upload: the 30 MB boundary, an interrupted request over
 * a real socket, idempotency (sequential and concurrent), double submission and rate limit.
 * The 30 MB boundary and the interrupted request run on the disk and on S3 (decision 0038).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../../shared/validation/files';
import { intakeFiles, manuscriptIntakes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { seedHouseJournals } from '../journals';
import type { Storage } from '../../lib/storage';
import { STORAGE_KINDS, storageEnv } from '../../test/s3';
import {
  countRows,
  manuscriptFields,
  multipart,
  nextAddress,
  pdfOfSize,
  realPdf,
  type UploadFile,
} from '../../test/intake';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The public forms name the seeded journals; the server checks them in the database (decision 0046).
  await seedHouseJournals(t.app.db);
});
afterAll(async () => {
  await t.close();
});

const pdf = realPdf();
const pdfFile = (data: Buffer = pdf, name = 'paper.pdf'): UploadFile => ({
  field: 'files',
  name,
  type: 'application/pdf',
  data,
});

function submit(
  fields: Record<string, string>,
  files: UploadFile[],
  headers: Record<string, string> = {},
  remoteAddress = nextAddress(),
) {
  return submitTo(t, fields, files, headers, remoteAddress);
}

function submitTo(
  app: TestApp,
  fields: Record<string, string>,
  files: UploadFile[],
  headers: Record<string, string> = {},
  remoteAddress = nextAddress(),
) {
  const body = multipart(fields, files);
  return app.app.inject({
    method: 'POST',
    url: '/api/public/manuscripts',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress,
  });
}

/** Everything in `storage`, stored files and temporary ones. */
async function countStored(storage: Storage): Promise<number> {
  let n = 0;
  for await (const entry of storage.entries()) if (entry) n++;
  return n;
}

const snapshot = async (app: TestApp = t) => ({
  rows: await countRows(app.app.db, 'manuscript_intakes'),
  files: await countStored(app.app.storage),
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe.each(STORAGE_KINDS)('manuscript upload limits on %s storage', (kind) => {
  const setup = storageEnv(kind);
  let u: TestApp;
  beforeAll(async () => {
    u = await createTestApp(setup.env);
    await seedHouseJournals(u.app.db);
  });
  afterAll(async () => {
    await u.close();
  });

  it('accepts a file of exactly 30 MB (31,457,280 bytes)', async () => {
    expect(MAX_FILE_BYTES).toBe(31_457_280);
    const res = await submitTo(u, manuscriptFields(), [pdfFile(pdfOfSize(MAX_FILE_BYTES), 'big.pdf')]);
    expect(res.statusCode).toBe(201);
    const [file] = await u.app.db.select().from(intakeFiles).where(eq(intakeFiles.manuscriptIntakeId, res.json().id));
    expect(file.byteSize).toBe(MAX_FILE_BYTES);
    expect((await u.app.storage.stat(file.fileKey))?.size).toBe(MAX_FILE_BYTES);
  });

  it('refuses 30 MB + 1 byte with 413 and keeps nothing, not even the files before it', async () => {
    const before = await snapshot(u);
    const res = await submitTo(u, manuscriptFields(), [pdfFile(), pdfFile(pdfOfSize(MAX_FILE_BYTES + 1), 'big.pdf')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File must be <= 30 MB',
      errors: [{ path: 'files.1', message: 'File must be <= 30 MB' }],
    });
    expect(await snapshot(u)).toEqual(before);
  });

  it('leaves neither row nor file when the client aborts mid-upload', async () => {
    await u.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = u.app.server.address() as AddressInfo;
    const before = await snapshot(u);
    const big = pdfOfSize(20 * 1024 * 1024);
    const body = multipart(manuscriptFields(), [pdfFile(), pdfFile(big, 'big.pdf')]);
    const half = body.payload.subarray(0, pdf.length + big.length / 2);

    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/public/manuscripts',
      headers: { ...body.headers, 'content-length': body.payload.length },
    });
    const settled = new Promise<void>((resolve) => {
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.on('response', (res) => {
        res.resume();
        res.on('end', resolve);
      });
    });
    request.write(half);
    // Wait until the server is writing the big file (on disk its temporary file exists; an
    // S3 upload in progress is no object, so there once the first file is stored), then cut the wire.
    const writing = before.files + (kind === 'disk' ? 2 : 1);
    expect(await waitFor(async () => (await countStored(u.app.storage)) >= writing)).toBe(true);
    request.destroy();
    await settled;

    expect(await waitFor(async () => (await countStored(u.app.storage)) === before.files)).toBe(true);
    expect(await countRows(u.app.db, 'manuscript_intakes')).toBe(before.rows);
    expect(await countRows(u.app.db, 'intake_files')).toBe(await countRows(u.app.db, 'stored_files'));
  });
});

describe('double submissions', () => {
  it('answers the first id for a repeated Idempotency-Key with the same request and stores nothing new', async () => {
    const key = 'a3e1f4c2-6b7d-4e8f-9a0b-1c2d3e4f5a6b';
    const fields = manuscriptFields();
    const first = await submit(fields, [pdfFile()], { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const before = await snapshot();
    const second = await submit(fields, [pdfFile()], { 'idempotency-key': key });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await snapshot()).toEqual(before);
    expect(
      await t.app.db.select().from(manuscriptIntakes).where(eq(manuscriptIntakes.idempotencyKey, key)),
    ).toHaveLength(1);
  });

  it('answers 422 for the same key with another title, other files or another note, keeping no file', async () => {
    const key = `reuse-ms-${Date.now()}`;
    const fields = manuscriptFields();
    expect((await submit(fields, [pdfFile()], { 'idempotency-key': key })).statusCode).toBe(201);
    const before = await snapshot();
    for (const [changed, files] of [
      [{ ...fields, title: 'Another title' }, [pdfFile()]],
      [fields, [pdfFile(pdfOfSize(1000))]],
      [{ ...fields, note: 'Another note' }, [pdfFile()]],
    ] as const) {
      const res = await submit(changed, [...files], { 'idempotency-key': key });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps one row when requests with the same key race: the same request answers its id, another 422', async () => {
    const key = `race-${Date.now()}`;
    const fields = manuscriptFields();
    const before = await snapshot();
    const responses = await Promise.all([
      submit(fields, [pdfFile()], { 'idempotency-key': key }),
      submit(fields, [pdfFile()], { 'idempotency-key': key }),
      submit(fields, [pdfFile()], { 'idempotency-key': key }),
      submit({ ...fields, title: 'A different title' }, [pdfFile()], { 'idempotency-key': key }),
    ]);
    const created = responses.filter((r) => r.statusCode === 201);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
    expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
    expect(responses.filter((r) => r.statusCode === 422).length).toBeGreaterThanOrEqual(1);
    expect(await snapshot()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });

  it('keeps one row when identical submissions without a key race', async () => {
    const fields = manuscriptFields();
    const before = await snapshot();
    const responses = await Promise.all([1, 2, 3].map(() => submit(fields, [pdfFile()])));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await snapshot()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });

  it('without a key, answers the earlier id for the same email, title and files within 10 minutes', async () => {
    const fields = manuscriptFields();
    const first = await submit(fields, [pdfFile()]);
    const before = await snapshot();
    const again = await submit(fields, [pdfFile()]);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await snapshot()).toEqual(before);
    // Other files make it a new submission.
    const other = await submit(fields, [pdfFile(pdfOfSize(1000))]);
    expect(other.json().id).not.toBe(first.json().id);
  });
});

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED after 5 submissions in 10 minutes from one address, storing nothing', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 5; i++)
      expect((await submit(manuscriptFields(), [pdfFile()], {}, address)).statusCode).toBe(201);
    const before = await snapshot();
    const res = await submit(manuscriptFields(), [pdfFile()], {}, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 10 minutes.' });
    expect(await snapshot()).toEqual(before);
    expect((await submit(manuscriptFields(), [pdfFile()], {}, '198.51.100.10')).statusCode).toBe(201);
  });
});
