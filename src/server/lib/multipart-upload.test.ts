/**
 * Upload hardening (decision 0007, "Files"), through HTTP on the intake and the workflow: a broken multipart
 * body answers 400, a DOCX/ODT over the ZIP limits is refused without being inflated, a
 * PDF/HTML polyglot is refused, and stored files are sent inline only when they are PDF or
 * raster images (SVG never), always with nosniff. All of it on the disk and on S3 (decision 0038).
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
const FAVICON = fs.readFileSync(path.join(import.meta.dirname, '../../client/public/favicon.svg'));

describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  const setup = storageEnv(kind);
  const {
    t,
    journal,
    as: { author, editor, admin },
  } = workflowSuite(['author', 'editor', 'admin'], setup);
  // The public form names a seeded journal; the server checks it in the database (decision 0046).
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

    it('inflates every archive at upload and stops at its declared size: a lying DOCX is refused', async () => {
      // 8 MB of text that declares 1 KB (within every declared limit).
      const parts: Record<string, Uint8Array> = {};
      for (const [name, data] of Object.entries((await import('fflate')).unzipSync(DOCX))) parts[name] = data;
      parts['word/document.xml'] = Buffer.alloc(8 * 1024 * 1024, 'a');
      const lying = declareSize(Buffer.from(zipSync(parts)), 'word/document.xml', 1024);
      const res = await uploadTo(await draft(), 'paper.docx', lying, DOCX_TYPE);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          path: 'file.0',
          message:
            'paper.docx: A part of the archive (word/document.xml) unpacks to more than it declares; it cannot be accepted',
        },
      ]);
    });
  });

  describe('ZIP archives, whatever their name, under the same limits as office documents', () => {
    const BOMB_MESSAGE = expect.stringMatching(/^bomb\.zip: .*200 MB.*10,000.*200 to 1/);
    /** A .zip whose single entry declares 300 MB unpacked (a ZIP bomb's central directory). */
    const declaredBomb = () =>
      declareSize(
        Buffer.from(zipSync({ 'data/table.csv': Buffer.alloc(64 * 1024, 'a') })),
        'data/table.csv',
        300 * 1024 * 1024,
      );
    /** A .zip of 20 MB of zeros, truthfully declared: a ratio of about 1,000 to 1. */
    const ratioBomb = () => Buffer.from(zipSync({ 'zeros.bin': new Uint8Array(20 * 1024 * 1024) }));
    /** A .zip whose entry inflates to 8 MB while declaring 1 KB. */
    const lyingBomb = () =>
      declareSize(Buffer.from(zipSync({ 'a.txt': Buffer.alloc(8 * 1024 * 1024, 'a') })), 'a.txt', 1024);

    it('refuses at /api/public/manuscripts a .zip declaring 300 MB, one compressed 1,000 to 1, and one inflating past what it declares; nothing is stored', async () => {
      for (const [bomb, message] of [
        [declaredBomb(), BOMB_MESSAGE],
        [ratioBomb(), BOMB_MESSAGE],
        [
          lyingBomb(),
          'bomb.zip: A part of the archive (a.txt) unpacks to more than it declares; it cannot be accepted',
        ],
      ] as const) {
        const res = await intake([
          file('paper.pdf', realPdf(), 'application/pdf'),
          file('bomb.zip', bomb, 'application/zip'),
        ]);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'files.1', message }] });
      }
    });

    it('refuses the same bombs at a portal upload, and a ZIP named as something else is still checked as one', async () => {
      const id = await draft();
      for (const bomb of [declaredBomb(), ratioBomb(), lyingBomb()]) {
        const res = await uploadTo(id, 'bomb.zip', bomb, 'application/zip');
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ path: 'file.0', message: expect.stringMatching(/^bomb\.zip: /) }]);
      }
      // A DOCX is a ZIP: the same limits apply, by content.
      const res = await intake([{ field: 'files', name: 'bomb.docx', type: DOCX_TYPE, data: ratioBomb() }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toContain('200 to 1');
    });

    it('accepts a real .zip and a real DOCX', async () => {
      const real = '/work/shared/data/articles/with-figures/researchsquare/rs-2197876/2197876';
      const docx = fs.readFileSync(path.join(real, '2197876-data9.docx'));
      const zip = Buffer.from(zipSync({ 'paper.pdf': realPdf(), 'figure.svg': FAVICON }));
      const res = await intake([file('paper.docx', docx, DOCX_TYPE), file('sources.zip', zip, 'application/zip')]);
      expect(res.statusCode, res.body).toBe(201);
      const id = await draft();
      expect((await uploadTo(id, 'paper.docx', docx, DOCX_TYPE)).statusCode).toBe(201);
    });
  });

  describe('content that is not what the name and declared type say', () => {
    const HTML = Buffer.from('<!DOCTYPE html><html><body><p>Hello</p><script>fetch("/api/me")</script></body></html>');

    it('refuses a fig.svg holding HTML, at the intake and at a portal upload, naming the file', async () => {
      const res = await intake([
        file('paper.pdf', realPdf(), 'application/pdf'),
        file('fig.svg', HTML, 'image/svg+xml'),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'files.1', message: expect.stringMatching(/^fig\.svg: .*not .*SVG/) },
      ]);
      const portal = await uploadTo(await draft(), 'fig.svg', HTML, 'image/svg+xml');
      expect(portal.statusCode).toBe(400);
      expect(portal.json().errors).toEqual([{ path: 'file.0', message: expect.stringMatching(/^fig\.svg: /) }]);
    });

    it('refuses an SVG with active content: script, event handler, foreignObject, javascript: link, DOCTYPE', async () => {
      const svg = (inner: string, attributes = '') =>
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`,
        );
      const id = await draft();
      for (const [bad, why] of [
        [svg('<script>alert(1)</script>'), 'script'],
        [svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), 'event handler'],
        [svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), 'foreignObject'],
        [svg('<a xlink:href="&#106;avascript:alert(1)"><text>x</text></a>'), 'link'],
        [Buffer.from(`<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>').toString()}`), 'DOCTYPE'],
        [Buffer.from('<svg><rect/></svg>'), 'SVG namespace'],
      ] as const) {
        const res = await uploadTo(id, 'figure.svg', bad, 'image/svg+xml');
        expect(res.statusCode, why).toBe(400);
        expect(res.json().errors[0].message, why).toMatch(new RegExp(`^figure\\.svg: .*${why}`));
      }
    });

    it('refuses a declared type the extension cannot carry, and text files holding binary data', async () => {
      const id = await draft();
      const declared = await uploadTo(id, 'figure.svg', FAVICON, 'text/html');
      expect(declared.statusCode).toBe(400);
      expect(declared.json().errors[0].message).toBe('figure.svg: declared as text/html, which is not a .svg file');
      const tex = await uploadTo(
        id,
        'paper.tex',
        Buffer.from('\\documentclass{article}\u0000\u0001\u0002'),
        'text/x-tex',
      );
      expect(tex.statusCode).toBe(400);
      expect(tex.json().errors[0].message).toBe('paper.tex: not a plain-text file (it holds binary data)');
      const rtf = await uploadTo(id, 'paper.rtf', Buffer.from('<html>not rtf</html>'), 'application/rtf');
      expect(rtf.statusCode).toBe(400);
      expect(rtf.json().errors[0].message).toContain('not an RTF document');
    });

    it("accepts real files: the site's SVG drawings, a published PDF, a DOCX, TeX and CSV", async () => {
      const hero = fs.readFileSync(path.join(import.meta.dirname, '../../client/public/images/content/about-hero.svg'));
      const published = fs.readFileSync('/work/shared/data/articles/pdf-only/peerj-cs-118.pdf');
      const res = await intake([
        file('paper.pdf', published, 'application/pdf'),
        file('figure.svg', hero, 'image/svg+xml'),
        file('icon.svg', FAVICON),
        file('paper.docx', DOCX, DOCX_TYPE),
        file(
          'paper.tex',
          Buffer.from('\\documentclass{article}\n\\begin{document}Caf\xe9\n\\end{document}\n', 'latin1'),
          'text/x-tex',
        ),
      ]);
      expect(res.statusCode, res.body).toBe(201);
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
      const svg = await uploadTo(id, 'figure.svg', FAVICON, 'image/svg+xml');
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
        file('figure.svg', FAVICON, 'image/svg+xml'),
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
