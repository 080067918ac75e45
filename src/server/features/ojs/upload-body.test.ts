/**
 * The OJS import screen's upload (docs/decisions/0101-ojs-import-screen.md) against bodies that are
 * not one well-formed file (decision 0110, lib/multipart-upload.ts `readSingleFileMultipart`): a
 * malformed or cut-short multipart body answers 400, two files 400 naming the field (a second file
 * is not "too large"), a body declaring more than 2 GiB 413 with the screen's message before a byte
 * is read, and an upload the client abandons half-way answers no 500 and leaves nothing in the
 * storage. Whatever the answer, no upload row and no stored byte remain.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OJS_UPLOAD_MAX_BYTES, OJS_UPLOAD_TOO_LARGE } from '../../../shared/api/ojs-import';
import { ojsImportUploads } from '../../db/schema';
import { MALFORMED_MULTIPART } from '../../lib/multipart-upload';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type TestSession } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { multipart } from '../../test/multipart';

let t: TestApp;
let admin: TestSession;
let journal: { id: number; abbreviation: string };
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logLines });
  journal = await createJournal(t.app.db);
  admin = await signInAs(t.app, 'admin');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const url = () => `/api/admin/journals/${encodeURIComponent(journal.abbreviation)}/ojs-imports`;

/** Every file of the storage, stored or being written (temporary). */
async function stored(): Promise<number> {
  let n = 0;
  for await (const entry of t.app.storage.entries()) if (entry) n++;
  return n;
}
const uploads = async () => (await t.app.db.select({ n: count() }).from(ojsImportUploads))[0].n;
const snapshot = async () => ({ files: await stored(), uploads: await uploads() });

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

/** An XML file of about `bytes` bytes (an OJS export's shape; never parsed here). */
const xml = (bytes: number) =>
  Buffer.concat([
    Buffer.from('<?xml version="1.0" encoding="utf-8"?>\n<issues>'),
    Buffer.alloc(bytes, 'a'),
    Buffer.from('</issues>\n'),
  ]);

const send = (payload: Buffer, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: url(), payload, headers: { ...headers, ...admin.auth } });

describe('the OJS upload against bodies that are not one well-formed file (decision 0110)', () => {
  it('answers 400 to a malformed body and to one cut short, keeping nothing', async () => {
    const before = await snapshot();
    const garbage = await send(Buffer.from('this is not multipart at all'), {
      'content-type': 'multipart/form-data; boundary=----nothing',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ code: 'BAD_REQUEST', message: MALFORMED_MULTIPART });

    const whole = multipart({ kind: 'native' }, [{ field: 'file', name: 'export.xml', data: xml(200_000) }]);
    const cut = await send(whole.payload.subarray(0, 150_000), whole.headers);
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'BAD_REQUEST', message: MALFORMED_MULTIPART });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 "Please select only one file" to two files, keeping neither', async () => {
    const before = await snapshot();
    const body = multipart({ kind: 'native' }, [
      { field: 'file', name: 'export.xml', data: xml(1000) },
      { field: 'file', name: 'again.xml', data: xml(1000) },
    ]);
    const res = await send(body.payload, body.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please select only one file',
      errors: [{ path: 'file', message: 'Please select only one file' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("answers 413 with the screen's message to a body declaring more than 2 GiB, before reading it", async () => {
    const before = await snapshot();
    const body = multipart({ kind: 'native' }, [{ field: 'file', name: 'export.xml', data: xml(1000) }]);
    const declared = OJS_UPLOAD_MAX_BYTES + 2 * 1024 * 1024;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: url(),
        headers: { ...body.headers, ...admin.auth, 'content-length': String(declared) },
      });
      request.on('error', reject);
      request.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          request.destroy();
          resolve({ status: res.statusCode ?? 0, body: text });
        });
      });
      // Only the first bytes: the answer must come without the rest of the declared 2 GiB.
      request.write(body.payload);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: OJS_UPLOAD_TOO_LARGE,
      errors: [{ path: 'file', message: OJS_UPLOAD_TOO_LARGE }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('leaves nothing in the storage and answers no 500 when the client abandons the upload', async () => {
    const before = await snapshot();
    const body = multipart({ kind: 'native' }, [{ field: 'file', name: 'export.xml', data: xml(16 * 1024 * 1024) }]);
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: url(),
      headers: { ...body.headers, ...admin.auth, 'content-length': String(body.payload.length) },
    });
    const settled = new Promise<void>((resolve) => {
      request.on('error', () => resolve());
      request.on('close', () => resolve());
    });
    const linesBefore = logLines.length;
    request.write(body.payload.subarray(0, body.payload.length / 2));
    // Cut the wire once the server is writing the file (its temporary file exists).
    expect(await waitFor(async () => (await stored()) > before.files)).toBe(true);
    request.destroy();
    await settled;

    expect(await waitFor(async () => (await stored()) === before.files)).toBe(true);
    expect(await uploads()).toBe(before.uploads);
    // The answer cannot reach the client; the server's log tells it: no error (a 500 is logged as
    // one, 'unhandled error', level 50), no 500. The route's error is handled as soon as its file
    // is gone; a moment more for the log.
    await new Promise((r) => setTimeout(r, 500));
    const after = logLines
      .slice(linesBefore)
      .map((l) => JSON.parse(l) as { level: number; res?: { statusCode?: number } });
    expect(after.filter((l) => l.level >= 50 || l.res?.statusCode === 500)).toEqual([]);
  });
});
