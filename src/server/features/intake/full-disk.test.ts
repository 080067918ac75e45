/**
 * A full disk while an upload is stored (decision 0014): the client reads 507
 * INSUFFICIENT_STORAGE with a clear message, and neither a partial file nor a row remains.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/app';
import { countFiles, countRows, manuscriptFields, multipart, nextAddress, pdfOfSize } from '../../test/intake';

/** A disk that takes the first 64 KiB of a file, then fails with ENOSPC. */
class FullDisk extends DiskStorage {
  protected override openTempFile(tempPath: string): Writable {
    const file = fs.createWriteStream(tempPath, { flags: 'wx' });
    let written = 0;
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        if (written > 64 * 1024) {
          callback(
            Object.assign(new Error('ENOSPC: no space left on device, write'), {
              code: 'ENOSPC',
              errno: -28,
              syscall: 'write',
            }),
          );
          return;
        }
        file.write(chunk, callback);
      },
      final(callback) {
        file.end(callback);
      },
      destroy(err, callback) {
        file.destroy();
        callback(err);
      },
    });
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { storage: (root) => new FullDisk(root) });
});
afterAll(async () => {
  await t.close();
});

describe('an upload on a full disk', () => {
  it('answers 507 INSUFFICIENT_STORAGE and keeps no partial file and no row', async () => {
    const body = multipart(manuscriptFields(), [
      { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: pdfOfSize(512 * 1024) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/manuscripts',
      payload: body.payload,
      headers: body.headers,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({
      code: 'INSUFFICIENT_STORAGE',
      message: 'The server is out of storage space. Please try again later.',
    });
    expect(countFiles(path.join(t.dataDir, 'files'))).toBe(0);
    expect(await countRows(t.app.db, 'manuscript_intakes')).toBe(0);
  });
});
