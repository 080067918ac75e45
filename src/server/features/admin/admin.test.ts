import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../shared/domain/roles';
import { adminAudit, outbox, sessions, users } from '../../db/schema';
import { createTestUser, giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { applicationFields, contactBody, manuscriptFields, multipart, nextAddress, realPdf } from '../../test/intake';

let t: TestApp;
const as = new Map<Role, TestSession>();
beforeAll(async () => {
  t = await createTestApp();
  // The journal the manuscript form names (conversion files the submission under it).
  // Its slug too: the join forms name it by slug, checked in the database (decision 0046).
  const journal = await createJournal(t.app.db, {
    title: 'Journal of Mathematics',
    slug: 'journal-of-mathematics',
    isHouse: true,
  });
  for (const role of ROLES) as.set(role, await signInAs(t.app, role));
  // The editor handles that journal (decision 0037).
  await giveJournalRole(t.app, as.get('editor')!.user.id, journal.id);
});
afterAll(async () => {
  await t.close();
});

const admin = () => as.get('admin')!.auth;
const get = (url: string, auth: Record<string, string> | null = admin()) =>
  t.app.inject({ method: 'GET', url, headers: auth ?? {} });
const post = (url: string, payload?: object, auth: Record<string, string> | null = admin()) =>
  t.app.inject({ method: 'POST', url, headers: auth ?? {}, ...(payload ? { payload } : {}) });

async function newManuscript(overrides: Record<string, string> = {}) {
  const body = multipart(manuscriptFields(overrides), [
    { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: realPdf() },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/manuscripts',
    headers: body.headers,
    payload: body.payload,
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
async function newJoin(kind = 'reviewer', overrides: Record<string, string> = {}) {
  const body = multipart(applicationFields(overrides), [
    { field: 'biography', name: 'bio.pdf', type: 'application/pdf', data: realPdf() },
    { field: 'cv', name: 'cv.pdf', type: 'application/pdf', data: realPdf() },
    {
      field: 'photograph',
      name: 'me.svg',
      type: 'image/svg+xml',
      data: fs.readFileSync(new URL('../../../client/public/favicon.svg', import.meta.url)),
    },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/contacts/${kind}`,
    headers: body.headers,
    payload: body.payload,
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('every admin route refuses other roles', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/api/admin/inbox/public-manuscripts?status=pending'],
    ['GET', '/api/admin/inbox/joins?kind=reviewer&status=pending'],
    ['GET', '/api/admin/inbox/contacts?status=pending'],
    ['GET', '/api/admin/archived/public-manuscripts'],
    ['GET', '/api/admin/public-manuscripts/1'],
    ['POST', '/api/admin/public-manuscripts/1/triage', { action: 'archive' }],
    ['POST', '/api/admin/joins/1/triage', { action: 'reject' }],
    ['POST', '/api/admin/unarchive/public-manuscripts/1'],
    ['DELETE', '/api/admin/archived/public-manuscripts/1'],
    ['POST', '/api/admin/contacts/1/answered'],
    ['GET', '/api/admin/files/AAAAAAAAAAAAAAAAAAAAAA'],
  ];
  it.each(routes)('%s %s', async (method, url, payload) => {
    for (const role of ['author', 'reviewer', 'associate_editor', 'editor'] as Role[]) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: as.get(role)!.auth,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${role}`).toBe(403);
    }
    expect((await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })).statusCode).toBe(
      401,
    );
    // The editor-in-chief has the admin dashboard (seed 001 §6): not refused.
    const eic = await t.app.inject({
      method: method as 'GET',
      url,
      headers: as.get('editor_in_chief')!.auth,
      ...(payload ? { payload } : {}),
    });
    expect(eic.statusCode).not.toBe(403);
  });

  it('keeps account changes and the audit log to admins (not the editor-in-chief)', async () => {
    const target = await createTestUser(t.app);
    const eic = as.get('editor_in_chief')!.auth;
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${target.id}`,
          headers: eic,
          payload: { role: 'editor' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await get('/api/admin/audit', eic)).statusCode).toBe(403);
  });
});

describe('public manuscripts', () => {
  it('lists pending ones with the seed fields, archives, unarchives, deletes with files', async () => {
    const id = await newManuscript();
    const list = await get('/api/admin/inbox/public-manuscripts?status=pending&limit=100');
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(0);
    const item = (list.json() as { id: number }[]).find((m) => m.id === id)!;
    expect(item).toMatchObject({
      name: 'Ada Okafor',
      articleType: 'Research Article',
      archived_at: null,
      fileNames: ['paper.pdf'],
      originalFileName: 'paper.pdf',
    });

    const detail = await get(`/api/admin/public-manuscripts/${id}`);
    expect(detail.json()).toMatchObject({
      postTitle: 'Dr',
      phone: '+2348012345678',
      address: { city: 'Lagos', country: 'Nigeria', zip: '101001' },
    });
    const file = detail.json().files[0];
    const meta = await get(`${file.url}?meta=true`);
    expect(meta.json()).toEqual({
      originalFilename: 'paper.pdf',
      contentType: 'application/pdf',
      byteSize: realPdf().length,
      canOpen: true,
    });
    expect((await get(file.url)).rawPayload.equals(realPdf())).toBe(true);

    const archived = await post(`/api/admin/public-manuscripts/${id}/triage`, { action: 'archive' });
    expect(archived.json()).toMatchObject({ id, status: 'pending', archived_at: expect.any(String) });
    expect(
      ((await get('/api/admin/inbox/public-manuscripts?status=pending&limit=100')).json() as { id: number }[]).map(
        (m) => m.id,
      ),
    ).not.toContain(id);
    expect(
      ((await get('/api/admin/archived/public-manuscripts?limit=100')).json() as { id: number }[]).map((m) => m.id),
    ).toContain(id);
    // Archiving twice: the second admin is told it was handled.
    expect((await post(`/api/admin/public-manuscripts/${id}/triage`, { action: 'archive' })).statusCode).toBe(409);

    expect((await post(`/api/admin/unarchive/public-manuscripts/${id}`)).json().archived_at).toBeNull();
    // Only archived items can be deleted.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/archived/public-manuscripts/${id}`, headers: admin() }))
        .statusCode,
    ).toBe(409);
    await post(`/api/admin/public-manuscripts/${id}/triage`, { action: 'archive' });
    expect(await t.app.storage.stat(file.key)).not.toBeNull();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/archived/public-manuscripts/${id}`,
      headers: admin(),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.app.storage.stat(file.key)).toBeNull();
    expect((await get(`/api/admin/public-manuscripts/${id}`)).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Manuscript not found',
    });
    expect((await get(file.url)).statusCode).toBe(404);
  });

  it('lets one of two admins acting on the same item win; the other gets 409', async () => {
    const id = await newManuscript();
    const second = await signInAs(t.app, 'admin');
    const [a, b] = await Promise.all([
      post(`/api/admin/public-manuscripts/${id}/triage`, { action: 'archive' }),
      post(`/api/admin/public-manuscripts/${id}/triage`, { action: 'convert' }, second.auth),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('converts into a submission owned by a new author account, with the files, in the editor queue', async () => {
    const email = `sub.${Date.now()}@example.org`;
    const id = await newManuscript({ email, keywords: 'primes, sieves' });
    const res = await post(`/api/admin/public-manuscripts/${id}/triage`, {
      action: 'convert',
      editorEmail: 'handling.editor@example.org',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { submissionId } = res.json();
    expect(res.json()).toMatchObject({ id, status: 'accepted', submissionId: expect.any(Number) });
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(owner.role).toBe('author');
    expect(owner.passwordHash).toBeNull();
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.map((m) => m.kind)).toContain('auth.set_password');
    // The mail says what is true: the submission is Submitted, not in peer review yet.
    const welcome = mails.find((m) => m.kind === 'auth.set_password')!;
    expect(welcome.text).toContain('(status: Submitted)');
    expect(welcome.text).not.toContain('now in peer review');
    const notice = await t.app.db.select().from(outbox).where(eq(outbox.to, 'handling.editor@example.org'));
    expect(notice[0].kind).toBe('admin.converted_notice');

    const queue = (await get('/api/editor/submissions', as.get('editor')!.auth)).json() as {
      id: number;
      status: string;
      fileUrl: string | null;
    }[];
    const inQueue = queue.find((s) => s.id === submissionId)!;
    expect(inQueue.status).toBe('submitted');
    const detail = (await get(`/api/submissions/${submissionId}`, as.get('editor')!.auth)).json();
    expect(detail).toMatchObject({ keywords: ['primes', 'sieves'], authorEmail: email });
    expect(detail.files.map((f: { kind: string }) => f.kind)).toEqual(['manuscript']);
    const pdf = await get(inQueue.fileUrl!, as.get('editor')!.auth);
    expect(pdf.rawPayload.equals(realPdf())).toBe(true);
    // Converted once only; the detail names the submission.
    expect((await post(`/api/admin/public-manuscripts/${id}/triage`, { action: 'convert' })).statusCode).toBe(409);
    expect((await get(`/api/admin/public-manuscripts/${id}`)).json().submissionId).toBe(submissionId);
  });

  it('refuses a bad triage body and a bad editor e-mail with 400', async () => {
    const id = await newManuscript();
    expect((await post(`/api/admin/public-manuscripts/${id}/triage`, { action: 'destroy' })).statusCode).toBe(400);
    expect(
      (await post(`/api/admin/public-manuscripts/${id}/triage`, { action: 'convert', editorEmail: 'nope' })).statusCode,
    ).toBe(400);
  });
});

describe('join applications', () => {
  it('lists by kind, shows the files through their metadata, rejects', async () => {
    const id = await newJoin('associate_editor');
    const list = (await get('/api/admin/inbox/joins?kind=associate_editor&status=pending&limit=100')).json() as {
      id: number;
      files: { role: string; url: string }[];
      journalName: string;
    }[];
    const item = list.find((j) => j.id === id)!;
    expect(item.files.map((f) => f.role).sort()).toEqual(['biography', 'cv', 'photograph']);
    expect(item.journalName).toBe('Journal of Mathematics');
    expect(
      ((await get('/api/admin/inbox/joins?kind=reviewer&status=pending&limit=100')).json() as { id: number }[]).map(
        (j) => j.id,
      ),
    ).not.toContain(id);
    const rejected = await post(`/api/admin/joins/${id}/triage`, { action: 'reject' });
    expect(rejected.json()).toMatchObject({ id, status: 'rejected' });
    expect(
      (
        (await get('/api/admin/inbox/joins?kind=associate_editor&status=pending&limit=100')).json() as { id: number }[]
      ).map((j) => j.id),
    ).not.toContain(id);
    expect((await post(`/api/admin/joins/${id}/triage`, { action: 'approve' })).statusCode).toBe(409);
  });

  it('approves: makes the account with the role applied for, or gives it to an existing author', async () => {
    const email = `join.${Date.now()}@example.org`;
    const id = await newJoin('reviewer', { email });
    const res = await post(`/api/admin/joins/${id}/triage`, { action: 'approve' });
    expect(res.json()).toMatchObject({ id, status: 'accepted', userId: expect.any(Number) });
    const [made] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(made.role).toBe('reviewer');

    const existing = await createTestUser(t.app, { role: 'author' });
    const again = await newJoin('editor', { email: existing.email });
    await post(`/api/admin/joins/${again}/triage`, { action: 'approve' });
    const [promoted] = await t.app.db.select().from(users).where(eq(users.id, existing.id));
    expect(promoted.role).toBe('editor');
  });
});

describe('contacts', () => {
  it('lists queries and marks one answered, once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: contactBody(),
      remoteAddress: nextAddress(),
    });
    const id = res.json().id as number;
    const item = (
      (await get('/api/admin/inbox/contacts?status=pending&limit=100')).json() as { id: number; inquiryType: string }[]
    ).find((c) => c.id === id)!;
    expect(item.inquiryType).toBe('general');
    const answered = await post(`/api/admin/contacts/${id}/answered`);
    expect(answered.json()).toMatchObject({ id, status: 'accepted', answeredAt: expect.any(String) });
    expect((await post(`/api/admin/contacts/${id}/answered`)).statusCode).toBe(409);
    expect((await post('/api/admin/contacts/999999/answered')).statusCode).toBe(404);
  });
});

describe('users and the audit log', () => {
  it('changes a role, deactivates (ending sessions) and reactivates; never one’s own admin role', async () => {
    const target = await signInAs(t.app, 'author');
    const patch = (payload: object, auth = admin()) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/users/${target.user.id}`, headers: auth, payload });
    expect((await patch({ role: 'editor' })).json()).toMatchObject({ role: 'editor', active: true });
    const off = await patch({ active: false });
    expect(off.json().active).toBe(false);
    expect((await get('/api/me', target.auth)).statusCode).toBe(401);
    const revoked = await t.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, target.user.id), eq(sessions.revokedReason, 'deactivated')));
    expect(revoked.length).toBeGreaterThan(0);
    expect((await patch({ active: true })).json().active).toBe(true);
    const self = as.get('admin')!;
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${self.user.id}`,
      headers: self.auth,
      payload: { active: false },
    });
    expect(own.statusCode).toBe(409);
    expect((await patch({})).statusCode).toBe(400);
  });

  it('records every admin action with who and when', async () => {
    const id = await newManuscript();
    await post(`/api/admin/public-manuscripts/${id}/triage`, { action: 'archive' });
    const rows = await t.app.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, 'public-manuscript'), eq(adminAudit.targetId, String(id))));
    expect(rows).toEqual([expect.objectContaining({ action: 'intake.archive', actorId: as.get('admin')!.user.id })]);
    const log = (await get('/api/admin/audit?limit=5')).json() as { action: string; actorEmail: string }[];
    expect(log[0]).toMatchObject({ action: 'intake.archive', actorEmail: as.get('admin')!.user.email });
  });
});
