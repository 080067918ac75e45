import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeFiles, joinApplications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { seedHouseJournals } from '../journals';
import {
  applicationFields,
  countFiles,
  countRows,
  mailsOf,
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
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb', 'hex');

function apply(kind: string, fields: Record<string, string>, files: UploadFile[] = [], remoteAddress = nextAddress()) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/public/contacts/${kind}`,
    payload: body.payload,
    headers: body.headers,
    remoteAddress,
  });
}

describe('POST /api/public/contacts/{kind}', () => {
  it.each([
    ['editor', 'Editor'],
    ['associate_editor', 'Associate Editor'],
    ['reviewer', 'Reviewer'],
  ])('stores a %s application with its three files, the server-built note and two mails', async (kind, label) => {
    const fields = applicationFields();
    const res = await apply(kind, fields, [
      { field: 'biography', name: 'bio.pdf', type: 'application/pdf', data: pdf },
      { field: 'cv', name: 'cv.pdf', type: 'application/pdf', data: pdf },
      { field: 'photograph', name: 'me.jpg', type: 'image/jpeg', data: JPEG },
    ]);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await t.app.db.select().from(joinApplications).where(eq(joinApplications.id, id));
    expect(row).toMatchObject({
      kind,
      firstName: 'Grace',
      lastName: 'Mensah',
      affiliation: 'Department of Physics',
      university: 'University of Ghana',
      email: fields.email,
      country: 'Ghana',
      journal: 'journal-of-mathematics',
      expertise: fields.expertise,
      status: 'pending',
      archivedAt: null,
    });
    expect(row.note).toBe(
      'Affiliation: Department of Physics\nUniversity: University of Ghana\nPhone: +233201234567\n' +
        'Address: 1 University Avenue, Accra, Greater Accra GA-184, Ghana\nJournal: Journal of Mathematics',
    );
    const files = await t.app.db
      .select()
      .from(intakeFiles)
      .where(eq(intakeFiles.joinApplicationId, id))
      .orderBy(intakeFiles.position);
    expect(files.map((f) => [f.role, f.originalFilename, f.contentType])).toEqual([
      ['biography', 'bio.pdf', 'application/pdf'],
      ['cv', 'cv.pdf', 'application/pdf'],
      ['photograph', 'me.jpg', 'image/jpeg'],
    ]);
    expect([row.biographyFileKey, row.cvFileKey, row.photographFileKey]).toEqual(files.map((f) => f.fileKey));
    const mails = await mailsOf(t.app.db, `application:${id}`);
    expect(mails.map((m) => [m.to_address, m.kind, m.subject])).toEqual([
      [fields.email, 'intake.ack', `We received your ${label} application`],
      ['desk@journals.example.org', 'intake.notice', `New ${label} application #${id}: Grace Mensah`],
    ]);
  });

  it('accepts an application without files', async () => {
    const res = await apply('reviewer', applicationFields());
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(joinApplications).where(eq(joinApplications.id, res.json().id));
    expect([row.biographyFileKey, row.cvFileKey, row.photographFileKey]).toEqual([null, null, null]);
  });

  it.each([
    ['affiliation', '', 'Affiliation is required'],
    ['university', '', 'University is required'],
    ['address1', '', 'Street address is required'],
    ['city', '', 'City is required'],
    ['state', '', 'State/Province is required'],
    ['postal', '', 'ZIP/Postal code is required'],
    ['country', '', 'Country is required'],
    ['journal', '', 'Journal selection is required'],
    ['expertise', 'ab', 'Research interest must be at least 3 characters long'],
    ['email', 'not-an-email', 'Invalid email format'],
    ['phone', 'abc', 'Use E.164 format, e.g. +14155552671'],
  ])('refuses %s (%#) with the shared message', async (field, value, message) => {
    const before = await countRows(t.app.db, 'join_applications');
    const res = await apply('editor', applicationFields({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: field, message });
    expect(await countRows(t.app.db, 'join_applications')).toBe(before);
  });

  it('refuses Cabo Verde on the associate form only', async () => {
    const associate = await apply('associate_editor', applicationFields({ country: 'Cabo Verde' }));
    expect(associate.statusCode).toBe(400);
    expect(associate.json().errors[0].path).toBe('country');
    expect((await apply('reviewer', applicationFields({ country: 'Cabo Verde' }))).statusCode).toBe(201);
  });

  it('refuses a disguised CV and a bad extension, removing the files already stored', async () => {
    const before = { rows: await countRows(t.app.db, 'join_applications'), files: countFiles(filesRoot) };
    const res = await apply('editor', applicationFields(), [
      { field: 'biography', name: 'bio.pdf', type: 'application/pdf', data: pdf },
      { field: 'cv', name: 'cv.pdf', type: 'application/pdf', data: Buffer.from('<html><script>x</script></html>') },
      { field: 'photograph', name: 'me.jpg', type: 'image/jpeg', data: Buffer.alloc(0) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'cv', message: 'Please upload a valid PDF: cv.pdf' },
      { path: 'photograph', message: 'Empty file not allowed' },
    ]);
    const zip = await apply('editor', applicationFields(), [
      { field: 'cv', name: 'cv.zip', type: 'application/zip', data: Buffer.from('PK\u0003\u0004') },
    ]);
    expect(zip.json().errors).toEqual([
      { path: 'cv', message: 'File type not allowed. Accepted: pdf, docx, doc, png, jpg, jpeg, svg, tiff' },
    ]);
    expect(await countRows(t.app.db, 'join_applications')).toBe(before.rows);
    expect(countFiles(filesRoot)).toBe(before.files);
  });

  it('answers the first id for a repeated Idempotency-Key with the same request, storing no second row or file; 422 for another request', async () => {
    const key = `join-${Date.now()}`;
    const fields = applicationFields();
    const send = (f: Record<string, string>) => {
      const body = multipart(f, [{ field: 'cv', name: 'cv.pdf', type: 'application/pdf', data: pdf }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/public/contacts/reviewer',
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': key },
        remoteAddress: nextAddress(),
      });
    };
    const first = await send(fields);
    expect(first.statusCode).toBe(201);
    const files = countFiles(filesRoot);
    const second = await send(fields);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const other = await send({ ...fields, expertise: 'Another research interest' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(countFiles(filesRoot)).toBe(files);
    expect(await t.app.db.select().from(joinApplications).where(eq(joinApplications.idempotencyKey, key))).toHaveLength(
      1,
    );
  });

  it('keeps one application when the same one races, with or without a key', async () => {
    const fields = applicationFields();
    const before = await countRows(t.app.db, 'join_applications');
    const key = `join-race-${Date.now()}`;
    const keyed = await Promise.all(
      [1, 2, 3].map(() => {
        const body = multipart(fields);
        return t.app.inject({
          method: 'POST',
          url: '/api/public/contacts/editor',
          payload: body.payload,
          headers: { ...body.headers, 'idempotency-key': key },
          remoteAddress: nextAddress(),
        });
      }),
    );
    expect(keyed.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(keyed.map((r) => r.json().id)).size).toBe(1);
    const other = applicationFields();
    const unkeyed = await Promise.all([1, 2, 3].map(() => apply('editor', other)));
    expect(unkeyed.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(unkeyed.map((r) => r.json().id)).size).toBe(1);
    expect(await countRows(t.app.db, 'join_applications')).toBe(before + 2);
  });

  it('reports a file under an unknown field name without storing it; prototype names are refused', async () => {
    const files = countFiles(filesRoot);
    const res = await apply('reviewer', applicationFields(), [
      { field: 'cv', name: 'cv.pdf', type: 'application/pdf', data: pdf },
      { field: 'resume', name: 'cv.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'resume', message: 'Invalid input' }]);
    const proto = await apply('reviewer', applicationFields(), [
      { field: 'cv', name: 'cv.pdf', type: 'application/pdf', data: pdf },
      { field: 'toString', name: 'x.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(proto.statusCode).toBe(400);
    expect(countFiles(filesRoot)).toBe(files);
  });

  it('answers 400 for an unknown kind', async () => {
    expect((await apply('publisher', applicationFields())).statusCode).toBe(400);
  });
});
