/** Over a real socket, a client sending 30 MB + 1 byte reads the 413 answer (not a reset). */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../../shared/validation/files';
import { createTestApp, type TestApp } from '../../test/app';
import { countFiles, countRows, manuscriptFields, multipart, pdfOfSize } from '../../test/intake';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/public/manuscripts over HTTP', () => {
  it('answers 413 with the shared message to a client sending 30 MB + 1 byte, keeping nothing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = multipart(manuscriptFields(), [
      { field: 'files', name: 'big.pdf', type: 'application/pdf', data: pdfOfSize(MAX_FILE_BYTES + 1) },
    ]);
    const res = await fetch(`http://127.0.0.1:${port}/api/public/manuscripts`, {
      method: 'POST',
      body: body.payload,
      headers: body.headers,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File must be <= 30 MB' });
    expect(countFiles(path.join(t.dataDir, 'files'))).toBe(0);
    expect(await countRows(t.app.db, 'manuscript_intakes')).toBe(0);
  });
});
