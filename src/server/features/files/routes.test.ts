/**
 * Public file downloads (lib/send-file.ts) on the disk and on S3
 * (docs/decisions/0038-storage-interface.md): the same headers, ranges (206/416), 304 and HEAD from
 * either storage.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { STORAGE_KINDS, storageEnv } from '../../test/s3';

describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  const setup = storageEnv(kind);
  let t: TestApp;
  const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 0x41), Buffer.from('\n%%EOF\n')]);
  let publicKey: string;
  let privateKey: string;

  beforeAll(async () => {
    t = await createTestApp(setup.env);
    publicKey = (
      await t.app.files.save({
        source: Readable.from([pdfBytes]),
        originalFilename: 'Résumé paper.pdf',
        contentType: 'application/pdf',
        visibility: 'public',
      })
    ).key;
    privateKey = (
      await t.app.files.save({
        source: Readable.from([pdfBytes]),
        originalFilename: 'intake.pdf',
        contentType: 'application/pdf',
        visibility: 'private',
      })
    ).key;
  });
  afterAll(async () => t?.close());

  describe('GET /api/files/{key}', () => {
    it('streams a public file with type, disposition, length and ETag', async () => {
      const res = await t.app.inject({ url: `/api/files/${publicKey}` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdfBytes)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(pdfBytes.length));
      expect(res.headers['content-disposition']).toBe('inline; filename="R\u00e9sum\u00e9 paper.pdf"');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    });

    it('answers byte ranges with 206 and impossible ranges with 416', async () => {
      const part = await t.app.inject({ url: `/api/files/${publicKey}`, headers: { range: 'bytes=0-4' } });
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe('%PDF-');
      expect(part.headers['content-range']).toBe(`bytes 0-4/${pdfBytes.length}`);
      const tail = await t.app.inject({ url: `/api/files/${publicKey}`, headers: { range: 'bytes=-7' } });
      expect(tail.body).toBe('\n%%EOF\n');
      const beyond = await t.app.inject({ url: `/api/files/${publicKey}`, headers: { range: 'bytes=999999-' } });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${pdfBytes.length}`);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const first = await t.app.inject({ url: `/api/files/${publicKey}` });
      const again = await t.app.inject({
        url: `/api/files/${publicKey}`,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('answers HEAD without a body', async () => {
      const res = await t.app.inject({ method: 'HEAD', url: `/api/files/${publicKey}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
      expect(res.headers['content-length']).toBe(String(pdfBytes.length));
    });

    it('never serves private, unknown or malformed keys', async () => {
      for (const key of [privateKey, 'AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2Fetc%2Fpasswd', 'short']) {
        const res = await t.app.inject({ url: `/api/files/${key}` });
        expect(res.statusCode, key).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
      }
    });
  });

  describe('files and compression', () => {
    it('never re-encodes stored bytes, so ranges stay byte-exact', async () => {
      const res = await t.app.inject({
        url: `/api/files/${publicKey}`,
        headers: { 'accept-encoding': 'gzip', range: 'bytes=0-4' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe('%PDF-');
    });
  });
});
