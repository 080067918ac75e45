/**
 * `readSingleFileMultipart` (lib/multipart-upload.ts, decision 0110) on a route of its own with a
 * limit of 4 KiB, so that "larger than the limit" is tested without sending the OJS screen's 2 GiB:
 * a file of exactly the limit is stored whole; one byte more answers 413 with the route's message,
 * streamed (no Content-Length) and declared (before a byte is read); two files, a file under
 * another name, an empty file and a malformed body answer 400; a refused head stores nothing. After
 * every refusal the storage holds nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import multipartPlugin from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/multipart';
import { AppError, ERROR_STATUS } from './errors';
import { MALFORMED_MULTIPART, MULTIPART_LIMITS, readSingleFileMultipart } from './multipart-upload';
import { DiskStorage } from './storage';

const LIMIT = 4096;
const TOO_LARGE = 'The file is larger than 4 KiB.';
let app: FastifyInstance;
let storage: DiskStorage;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'single-file-'));
  storage = new DiskStorage(root);
  await storage.ready();
  app = Fastify();
  await app.register(multipartPlugin, { limits: MULTIPART_LIMITS });
  app.post('/upload', async (request, reply) => {
    try {
      const { fields, file } = await readSingleFileMultipart(request, storage, {
        field: 'file',
        maxBytes: LIMIT,
        tooLarge: TOO_LARGE,
        headBytes: 16,
        checkHead: (head) => (head.toString('latin1').startsWith('<') ? null : 'Not XML'),
      });
      return { fields, byteSize: file.written.byteSize, fileName: file.fileName, key: file.written.key };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return reply
        .status(ERROR_STATUS[err.code])
        .send({ code: err.code, message: err.message, errors: err.details?.errors });
    }
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function files(): Promise<number> {
  let n = 0;
  for await (const entry of storage.entries()) if (entry) n++;
  return n;
}
const xmlOf = (bytes: number) => Buffer.concat([Buffer.from('<'), Buffer.alloc(bytes - 1, 'a')]);
const post = (body: { payload: Buffer | Readable; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/upload', payload: body.payload, headers: body.headers });

describe('readSingleFileMultipart', () => {
  it('stores a file of exactly the limit, whole, with the text fields', async () => {
    const res = await post(multipart({ kind: 'native' }, [{ field: 'file', name: 'a.xml', data: xmlOf(LIMIT) }]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fields: { kind: 'native' }, byteSize: LIMIT, fileName: 'a.xml' });
    await storage.remove(res.json().key);
  });

  it("answers 413 with the route's message one byte past the limit, streamed without Content-Length", async () => {
    const body = multipart({}, [{ field: 'file', name: 'a.xml', data: xmlOf(LIMIT + 1) }]);
    // A stream payload: inject sends it chunked, so only the bytes themselves can tell.
    const res = await post({ payload: Readable.from([body.payload]), headers: body.headers });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: TOO_LARGE,
      errors: [{ path: 'file', message: TOO_LARGE }],
    });
    expect(await files()).toBe(0);
  });

  it('answers 413 to a body whose Content-Length says the file must pass the limit', async () => {
    const body = multipart({}, [{ field: 'file', name: 'a.xml', data: xmlOf(100) }]);
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: body.payload,
      headers: { ...body.headers, 'content-length': String(LIMIT + 1024 * 1024 + 1) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
    expect(await files()).toBe(0);
  });

  it('answers 400 to two files, to a file under another name and to an empty file, storing nothing', async () => {
    const two = await post(
      multipart({}, [
        { field: 'file', name: 'a.xml', data: xmlOf(100) },
        { field: 'file', name: 'b.xml', data: xmlOf(100) },
      ]),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toEqual([{ path: 'file', message: 'Please select only one file' }]);
    const other = await post(multipart({}, [{ field: 'photo', name: 'a.xml', data: xmlOf(100) }]));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([{ path: 'photo', message: 'Invalid input' }]);
    const empty = await post(multipart({}, [{ field: 'file', name: 'a.xml', data: Buffer.alloc(0) }]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'file', message: 'File is required' }]);
    const notXml = await post(multipart({}, [{ field: 'file', name: 'a.xml', data: Buffer.from('%PDF-1.7') }]));
    expect(notXml.statusCode).toBe(400);
    expect(notXml.json().message).toBe('Not XML');
    expect(await files()).toBe(0);
  });

  it('answers 400 to a malformed body and to one cut short', async () => {
    const cut = multipart({}, [{ field: 'file', name: 'a.xml', data: xmlOf(3000) }]);
    const res = await post({ payload: cut.payload.subarray(0, 2000), headers: cut.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: MALFORMED_MULTIPART });
    const bad = await post({
      payload: Buffer.from('--x\r\nContent-Disposition: nonsense\r\n\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await files()).toBe(0);
  });
});
