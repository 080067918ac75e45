/**
 * Upload hardening (issue 12), through HTTP on the intake and the workflow: a broken multipart
 * body answers 400, a DOCX/ODT over the ZIP limits is refused without being inflated, a
 * PDF/HTML polyglot is refused, and stored files are sent inline only when they are PDF or
 * raster images (SVG never), always with nosniff. All of it on the disk and on S3 (issue 20).
 */
import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedHouseJournals } from '../test/factories';
import { manuscriptFields, multipart, nextAddress, realPdf, type UploadFile } from '../test/intake';
import { STORAGE_KINDS, storageEnv } from '../test/s3';
import { workflowSuite } from '../test/workflow-suite';

const FIXTURES = path.join(import.meta.dirname, '../test/fixtures/blind');
const DOCX = fs.readFileSync(path.join(FIXTURES, 'named.docx'));
const ODT = fs.readFileSync(path.join(FIXTURES, 'named.odt'));
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  const setup = storageEnv(kind);
  const {
    t,
    journal,
    as: { author, editor, admin },
  } = workflowSuite(['author', 'editor', 'admin'], setup);
  // The public form names a seeded journal; the server checks it in the database (issue 18).
  beforeAll(async () => {
    await seedHouseJournals(t.app.db);
  });

  const intake = (files: UploadFile[]) => {
    const body = multipart(manuscriptFields(), files);
    return t.app.inject({
      method: 'POST',
      url: '/api/public/manuscripts',
      headers: body.headers,
      payload: body.payload,
      remoteAddress: nextAddress(),
    });
  };
  const file = (name: string, data: Buffer, type = 'application/octet-stream'): UploadFile => ({
    field: 'files',
    name,
    type,
    data,
  });

  async function draft(): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submissions/draft',
      headers: author.auth,
      payload: { title: 'Hardening', abstract: 'An abstract.', journalId: journal.id, articleType: 'Research Article' },
    });
    return res.json().id as number;
  }
  const uploadTo = (id: number, name: string, data: Buffer, type = 'application/octet-stream') => {
    const body = multipart({}, [{ field: 'file', name, type, data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/upload?kind=manuscript`,
      headers: { ...author.auth, ...body.headers },
      payload: body.payload,
    });
  };

  /** `zip` with the declared inflated size of entry `name` set to `size`, in its local and central headers. */
  function declareSize(zip: Buffer, name: string, size: number): Buffer {
    const out = Buffer.from(zip);
    const eocd = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    let at = out.readUInt32LE(eocd + 16);
    while (out.readUInt32LE(at) === 0x02014b50) {
      const nameLength = out.readUInt16LE(at + 28);
      if (out.subarray(at + 46, at + 46 + nameLength).toString() === name) {
        out.writeUInt32LE(size, at + 24);
        out.writeUInt32LE(size, out.readUInt32LE(at + 42) + 22);
        return out;
      }
      at += 46 + nameLength + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
    }
    throw new Error(`no entry ${name}`);
  }

  describe('a broken multipart body', () => {
    const broken = {
      payload: '--boundary\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=boundary' },
    };

    it('answers 400 { code, message } on the intake routes', async () => {
      for (const url of ['/api/public/manuscripts', '/api/public/contacts/reviewer']) {
        const res = await t.app.inject({ method: 'POST', url, ...broken, remoteAddress: nextAddress() });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('multipart') });
      }
    });

    it('answers 400 on the submission upload routes', async () => {
      const id = await draft();
      for (const [url, auth] of [
        [`/api/submissions/${id}/upload?kind=manuscript`, author.auth],
        [`/api/submissions/${id}/proof`, editor.auth],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: broken.payload,
          headers: { ...auth, ...broken.headers },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('multipart') });
      }
    });
  });

  describe('office documents over the ZIP limits', () => {
    it('refuses a DOCX declaring more than 200 MB inflated, and an ODT too', async () => {
      const big = declareSize(DOCX, 'word/document.xml', 201 * 1024 * 1024);
      const res = await intake([file('paper.docx', big, DOCX_TYPE)]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'files.0', message: expect.stringContaining('200 MB') }],
      });
      const odt = declareSize(ODT, 'content.xml', 0xfffffff0);
      expect((await intake([file('paper.odt', odt)])).statusCode).toBe(400);
      // The untouched fixtures pass.
      expect((await intake([file('paper.docx', DOCX, DOCX_TYPE), file('paper.odt', ODT)])).statusCode).toBe(201);
    });

    it('refuses a DOCX of more than 10,000 entries on a submission', async () => {
      const entries: Record<string, Uint8Array> = {
        '[Content_Types].xml': new Uint8Array(1),
        'word/document.xml': new Uint8Array(1),
      };
      for (let i = 0; i < 10_000; i++) entries[`word/media/p${i}.xml`] = new Uint8Array(0);
      const res = await uploadTo(await draft(), 'paper.docx', Buffer.from(zipSync(entries, { level: 0 })), DOCX_TYPE);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'file.0', message: expect.stringContaining('10,000') }]);
    });

    it('never inflates past a declared size when cleaning: a lying DOCX passes the upload, and the editor is told it cannot cross the blind line', async () => {
      // 8 MB of text that declares 1 KB: accepted at upload (nothing is inflated there)…
      const parts: Record<string, Uint8Array> = {};
      for (const [name, data] of Object.entries((await import('fflate')).unzipSync(DOCX))) parts[name] = data;
      parts['word/document.xml'] = Buffer.alloc(8 * 1024 * 1024, 'a');
      const lying = declareSize(Buffer.from(zipSync(parts)), 'word/document.xml', 1024);
      const id = await draft();
      expect((await uploadTo(id, 'paper.docx', lying, DOCX_TYPE)).statusCode).toBe(201);
      // …but the editor is told it cannot cross the blind line.
      const detail = await t.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: editor.auth });
      expect(detail.json().files[0]).toMatchObject({
        blindStatus: 'refused',
        blindIssue: expect.stringContaining('unpacks to more than it declares'),
      });
    });
  });

  describe('PDF/HTML polyglots', () => {
    it('refuses a %PDF file with HTML in its first KB', async () => {
      const polyglot = Buffer.concat([
        Buffer.from('%PDF-1.4\n%<html><script>alert(document.cookie)</script></html>\n'),
        realPdf().subarray(9),
      ]);
      const res = await intake([file('paper.pdf', polyglot, 'application/pdf')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'files.0', message: expect.stringContaining('both a PDF and a web page') },
      ]);
    });

    it('refuses HTML followed by %PDF, whatever its name', async () => {
      const polyglot = Buffer.from(
        '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>\n%PDF-1.7\n1 0 obj\n<<>>\nendobj\n',
      );
      for (const name of ['figure.svg', 'paper.tex']) {
        const res = await uploadTo(await draft(), name, polyglot);
        expect(res.statusCode, name).toBe(400);
        expect(res.json().errors, name).toEqual([
          { path: 'file.0', message: expect.stringContaining('both a PDF and a web page') },
        ]);
      }
    });
  });

  describe('how stored files are sent', () => {
    it('sends submission files inline only when PDF, else as attachment; SVG sandboxed; nosniff always', async () => {
      const id = await draft();
      const svg = await uploadTo(
        id,
        'figure.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      );
      expect(svg.statusCode).toBe(201);
      const asSvg = await t.app.inject({ method: 'GET', url: svg.json().fileUrl, headers: author.auth });
      expect(asSvg.headers['content-type']).toBe('image/svg+xml');
      expect(asSvg.headers['content-disposition']).toBe('attachment; filename="figure.svg"');
      expect(asSvg.headers['content-security-policy']).toContain('sandbox');
      expect(asSvg.headers['x-content-type-options']).toBe('nosniff');
      const docx = await uploadTo(id, 'paper.docx', DOCX, DOCX_TYPE);
      const asDocx = await t.app.inject({ method: 'GET', url: docx.json().fileUrl, headers: editor.auth });
      expect(asDocx.headers['content-disposition']).toBe('attachment; filename="paper.docx"');
      const pdf = await uploadTo(id, 'paper.pdf', realPdf(), 'application/pdf');
      const asPdf = await t.app.inject({ method: 'GET', url: pdf.json().fileUrl, headers: author.auth });
      expect(asPdf.headers['content-disposition']).toBe('inline; filename="paper.pdf"');
      expect(asPdf.headers['x-content-type-options']).toBe('nosniff');
    });

    it('sends /api/admin/files inline only for PDF and raster images', async () => {
      const png = Buffer.concat([
        Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
        Buffer.alloc(64),
      ]);
      const res = await intake([
        file('paper.pdf', realPdf(), 'application/pdf'),
        file(
          'figure.svg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'image/svg+xml',
        ),
        file('figure.png', png, 'image/png'),
        file('paper.docx', DOCX, DOCX_TYPE),
      ]);
      expect(res.statusCode).toBe(201);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/public-manuscripts/${res.json().id}`,
        headers: admin.auth,
      });
      const sent = new Map<string, Record<string, unknown>>();
      for (const f of detail.json().files as { url: string; originalFilename?: string; name?: string }[]) {
        const r = await t.app.inject({ method: 'GET', url: f.url, headers: admin.auth });
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        sent.set(String(r.headers['content-type']), r.headers);
      }
      expect(sent.get('application/pdf')?.['content-disposition']).toMatch(/^inline/);
      expect(sent.get('image/png')?.['content-disposition']).toMatch(/^inline/);
      expect(sent.get('image/svg+xml')?.['content-disposition']).toMatch(/^attachment/);
      expect(sent.get('image/svg+xml')?.['content-security-policy']).toContain('sandbox');
      expect(sent.get(DOCX_TYPE)?.['content-disposition']).toMatch(/^attachment/);
    });
  });
});
