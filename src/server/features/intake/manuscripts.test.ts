import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeFiles, manuscriptIntakes, storedFiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { seedHouseJournals } from '../journals';
import {
  countFiles,
  countRows,
  mailsOf,
  manuscriptFields,
  multipart,
  nextAddress,
  realPdf,
  type UploadFile,
} from '../../test/intake';

let t: TestApp;
let filesRoot: string;
beforeAll(async () => {
  t = await createTestApp({ EDITORIAL_EMAIL: 'desk@journals.example.org' });
  // The public forms name the seeded journals; the server checks them in the database (decision 0046).
  await seedHouseJournals(t.app.db);
  filesRoot = path.join(t.dataDir, 'files');
});
afterAll(async () => {
  await t.close();
});

const pdf = realPdf();
const pdfFile = (name = 'paper.pdf'): UploadFile => ({ field: 'files', name, type: 'application/pdf', data: pdf });

function submit(fields: Record<string, string>, files: UploadFile[], headers: Record<string, string> = {}) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/public/manuscripts',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: nextAddress(),
  });
}

/** Asserts a 400 with `message` at `path` and that nothing new was kept. */
async function expectRefused(
  res: Awaited<ReturnType<typeof submit>>,
  path: string,
  message: string,
  before: { rows: number; files: number },
) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.errors).toContainEqual({ path, message });
  expect(await countRows(t.app.db, 'manuscript_intakes')).toBe(before.rows);
  expect(countFiles(filesRoot)).toBe(before.files);
}

const snapshot = async () => ({ rows: await countRows(t.app.db, 'manuscript_intakes'), files: countFiles(filesRoot) });

describe('POST /api/public/manuscripts', () => {
  it('stores a real PDF submission: columns, server-built cover letter, private files, two mails', async () => {
    const fields = manuscriptFields();
    const png: UploadFile = {
      field: 'files',
      name: 'figure.PNG',
      type: 'image/png',
      data: Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ea0000000049454e44ae426082',
        'hex',
      ),
    };
    const res = await submit(fields, [pdfFile('Manuscript final.pdf'), png]);
    expect(res.statusCode).toBe(201);
    const { id, intakeId } = res.json();
    expect(intakeId).toBe(id);
    const [row] = await t.app.db.select().from(manuscriptIntakes).where(eq(manuscriptIntakes.id, id));
    expect(row).toMatchObject({
      postTitle: 'Dr',
      firstName: 'Ada',
      lastName: 'Okafor',
      university: 'University of Lagos',
      email: fields.email,
      phone: '+2348012345678',
      address1: '12 Marina Road',
      address2: null,
      city: 'Lagos',
      state: 'Lagos State',
      postal: '101001',
      country: 'Nigeria',
      journalType: 'Journal of Mathematics',
      articleType: 'Research Article',
      title: fields.title,
      abstract: 'We prove a thing.',
      keywords: null,
      orcid: null,
      note: 'Thank you.',
      status: 'pending',
      archivedAt: null,
      idempotencyKey: null,
    });
    expect(row.coverLetter).not.toContain('FORGED');
    expect(row.coverLetter).toContain('Manuscript file: Manuscript final.pdf');
    expect(row.coverLetter).toContain('Journal: Journal of Mathematics');

    const files = await t.app.db
      .select()
      .from(intakeFiles)
      .where(eq(intakeFiles.manuscriptIntakeId, id))
      .orderBy(intakeFiles.position);
    expect(files.map((f) => [f.originalFilename, f.contentType, f.role, f.position])).toEqual([
      ['Manuscript final.pdf', 'application/pdf', 'manuscript', 0],
      ['figure.PNG', 'image/png', 'manuscript', 1],
    ]);
    expect(files[0].byteSize).toBe(pdf.length);
    expect(files[0].sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    const [stored] = await t.app.db.select().from(storedFiles).where(eq(storedFiles.key, files[0].fileKey));
    expect(stored.visibility).toBe('private');
    expect((await t.app.storage.stat(files[0].fileKey))?.size).toBe(pdf.length);
    // Private: the public file route does not serve it.
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${files[0].fileKey}` })).statusCode).toBe(404);

    const mails = await mailsOf(t.app.db, `manuscript:${id}`);
    expect(mails.map((m) => [m.to_address, m.kind, m.subject])).toEqual([
      [fields.email, 'intake.ack', `We received your manuscript: ${fields.title}`],
      ['desk@journals.example.org', 'intake.notice', `New manuscript submission #${id}: ${fields.title}`],
    ]);
  });

  it.each([
    ['postTitle', '', 'Post Title is required'],
    ['postTitle', 'x'.repeat(51), 'Post Title must be 50 characters or less'],
    ['firstName', '', 'Name is required'],
    ['email', 'nope', 'Email must be at least 5 characters long'],
    ['email', 'not-an-email', 'Invalid email format'],
    ['phone', 'call me', 'Use E.164 format, e.g. +14155552671'],
    ['address1', '', 'Address is required'],
    ['city', '', 'City is required'],
    ['postal', 'x', 'Postal/ZIP code must be at least 2 characters long'],
    ['country', '', 'Country is required'],
    ['journalType', '', 'Please select a journal'],
    ['articleType', 'Novel', 'Please select an article type'],
    ['title', 'ab', 'Manuscript title must be at least 3 characters'],
    ['title', 'x'.repeat(51), 'Manuscript title must be 50 characters or less'],
    ['abstract', 'x'.repeat(501), 'Abstract must be 500 characters or less'],
    ['orcid', '0000-0002-1825-0098', 'Invalid ORCID checksum'],
    ['orcid', '1234', 'Invalid ORCID format'],
  ])('refuses %s (%#) with the shared message and keeps nothing', async (field, value, message) => {
    const before = await snapshot();
    await expectRefused(await submit(manuscriptFields({ [field]: value }), [pdfFile()]), field, message, before);
  });

  it('requires at least one file', async () => {
    const before = await snapshot();
    await expectRefused(await submit(manuscriptFields(), []), 'files', 'Please select at least one file', before);
  });

  it.each([
    [
      'an HTML page named .pdf',
      'report.pdf',
      'application/pdf',
      Buffer.from('<!doctype html><html><body>hi</body></html>'),
      'Please upload a valid PDF: report.pdf',
    ],
    [
      'an SVG named .pdf',
      'drawing.pdf',
      'application/pdf',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'Please upload a valid PDF: drawing.pdf',
    ],
    [
      'a PNG named .pdf',
      'image.pdf',
      'application/octet-stream',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      'Please upload a valid PDF: image.pdf',
    ],
    [
      'an .exe named .docx',
      'setup.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
      'File type not allowed. Accepted: pdf, docx, doc, rtf, tex, odt, zip, png, jpg, jpeg, svg, tiff',
    ],
    [
      'a PDF named .png',
      'paper.png',
      'image/png',
      Buffer.from('%PDF-1.7\n'),
      'File type not allowed. Accepted: pdf, docx, doc, rtf, tex, odt, zip, png, jpg, jpeg, svg, tiff',
    ],
    [
      'an .exe',
      'setup.exe',
      'application/octet-stream',
      Buffer.from('MZ'),
      'File type not allowed. Accepted: pdf, docx, doc, rtf, tex, odt, zip, png, jpg, jpeg, svg, tiff',
    ],
    ['an empty file', 'empty.pdf', 'application/pdf', Buffer.alloc(0), 'Empty file not allowed'],
  ])('refuses %s at its path, keeping neither row nor file', async (_label, name, type, data, message) => {
    const before = await snapshot();
    const res = await submit(manuscriptFields(), [pdfFile(), { field: 'files', name, type, data }]);
    await expectRefused(res, 'files.1', message, before);
  });

  it('refuses a 21st file with the shared message, keeping the 20 before it neither', async () => {
    const before = await snapshot();
    const small = { field: 'files', name: 'p.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') };
    const res = await submit(
      manuscriptFields(),
      Array.from({ length: 21 }, (_, i) => ({ ...small, name: `p${i}.pdf` })),
    );
    await expectRefused(res, 'files', 'Please select at most 20 files', before);
  });

  it('accepts a plain-text .tex file (no magic bytes) and records its usual type', async () => {
    const res = await submit(manuscriptFields(), [
      { field: 'files', name: 'paper.tex', type: 'text/plain', data: Buffer.from('\\documentclass{article}\n') },
    ]);
    expect(res.statusCode).toBe(201);
    const [file] = await t.app.db.select().from(intakeFiles).where(eq(intakeFiles.manuscriptIntakeId, res.json().id));
    expect(file.contentType).toBe('application/x-tex');
  });

  it('refuses a request that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/manuscripts',
      payload: manuscriptFields(),
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(415);
  });
});
