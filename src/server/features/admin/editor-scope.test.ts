/**
 * The admin's side of the editors' scope (decision 0037): converting an intake with an editor's
 * address assigns that editor only when it is a verified account with a role on that journal;
 * approving an editor's application gives the role on the journal applied for, not every
 * journal; the admin invites an account (set-password mail through the password-token
 * machinery) and gives journal roles, each audited.
 */
import fs from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, journalEditors, outbox, submissions, users } from '../../db/schema';
import { createTestUser, giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { applicationFields, manuscriptFields, multipart, nextAddress, realPdf } from '../../test/intake';

let t: TestApp;
let admin: TestSession;
let editor: TestSession;
let math: { id: number };
let other: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  math = await createJournal(t.app.db, {
    title: 'Journal of Mathematics',
    slug: 'journal-of-mathematics',
    isHouse: true,
  });
  other = await createJournal(t.app.db, { isHouse: true });
  admin = await signInAs(t.app, 'admin');
  editor = await signInAs(t.app, 'editor');
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = admin.auth) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

async function newManuscript() {
  const body = multipart(manuscriptFields(), [
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

async function newJoin(kind: string, overrides: Record<string, string> = {}) {
  const svg = fs.readFileSync(new URL('../../../client/public/favicon.svg', import.meta.url));
  const body = multipart(applicationFields(overrides), [
    { field: 'biography', name: 'bio.pdf', type: 'application/pdf', data: realPdf() },
    { field: 'cv', name: 'cv.pdf', type: 'application/pdf', data: realPdf() },
    { field: 'photograph', name: 'me.svg', type: 'image/svg+xml', data: svg },
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

const lastAudit = async () => (await t.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1))[0];

describe('converting an intake with an editor address', () => {
  it("assigns a verified editor of the submission's journal as handling editor", async () => {
    await giveJournalRole(t.app, editor.user.id, math.id, 'editor');
    const id = await newManuscript();
    const res = await send('POST', `/api/admin/public-manuscripts/${id}/triage`, {
      action: 'convert',
      editorEmail: editor.user.email,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assignedEditorId).toBe(editor.user.id);
    const [row] = await t.app.db.select().from(submissions).where(eq(submissions.id, res.json().submissionId));
    expect(row.handlingEditorId).toBe(editor.user.id);
    const assignment = (await send('GET', `/api/submissions/${row.id}/assignment`, undefined, editor.auth)).json();
    expect(assignment.handlingEditor).toMatchObject({ id: editor.user.id });
  });

  it('only tells an address that is not a verified editor of that journal', async () => {
    const elsewhere = await createTestUser(t.app, { role: 'editor' });
    await giveJournalRole(t.app, elsewhere.id, other.id, 'editor');
    const unverified = await createTestUser(t.app, { role: 'editor', emailVerified: false });
    await giveJournalRole(t.app, unverified.id, math.id, 'editor');
    for (const address of [elsewhere.email, unverified.email, 'nobody@example.org']) {
      const id = await newManuscript();
      const res = await send('POST', `/api/admin/public-manuscripts/${id}/triage`, {
        action: 'convert',
        editorEmail: address,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().assignedEditorId).toBeNull();
      const [row] = await t.app.db.select().from(submissions).where(eq(submissions.id, res.json().submissionId));
      expect(row.handlingEditorId).toBeNull();
      const told = await t.app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, address), eq(outbox.kind, 'admin.converted_notice')));
      expect(told.length).toBeGreaterThan(0);
    }
  });
});

describe('approving a join application', () => {
  it('gives an editor the role on the journal applied for only', async () => {
    const email = `ed.${Date.now()}@example.org`;
    const id = await newJoin('editor', { email, journal: 'journal-of-mathematics' });
    const res = await send('POST', `/api/admin/joins/${id}/triage`, { action: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().journalId).toBe(math.id);
    const [made] = await t.app.db.select().from(users).where(eq(users.email, email));
    const roles = await t.app.db.select().from(journalEditors).where(eq(journalEditors.userId, made.id));
    expect(roles.map((r) => [r.journalId, r.role])).toEqual([[math.id, 'editor']]);
  });

  it('keeps an editor an editor when they apply as associate editor of another journal', async () => {
    const existing = await createTestUser(t.app, { role: 'editor' });
    await giveJournalRole(t.app, existing.id, other.id, 'editor');
    const id = await newJoin('associate_editor', { email: existing.email, journal: 'journal-of-mathematics' });
    expect((await send('POST', `/api/admin/joins/${id}/triage`, { action: 'approve' })).statusCode).toBe(200);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, existing.id));
    expect(after.role).toBe('editor');
    const roles = await t.app.db.select().from(journalEditors).where(eq(journalEditors.userId, existing.id));
    expect(roles.map((r) => [r.journalId, r.role]).sort()).toEqual(
      [
        [other.id, 'editor'],
        [math.id, 'associate_editor'],
      ].sort(),
    );
  });
});

describe('the admin invites an account and gives journal roles', () => {
  it('makes the account and mails a single-use set-password link; audited; 409 the second time', async () => {
    const email = `invited.${Date.now()}@example.org`;
    const body = {
      name: 'Rosalind Franklin',
      email,
      role: 'editor',
      journalId: math.id,
      journalRole: 'editor_in_chief',
    };
    const res = await send('POST', '/api/admin/users/invite', body);
    expect(res.statusCode, res.body).toBe(201);
    const [made] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(made).toMatchObject({ id: res.json().id, role: 'editor', passwordHash: null });
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'auth.set_password')));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    // A new account's link is a set-password link: the page is titled so (decision 0069).
    expect((await send('GET', `/api/password-reset/validate/${token}`, undefined, {} as never)).json()).toEqual({
      valid: true,
      purpose: 'set',
    });
    const set = await send(
      'POST',
      '/api/password-reset/confirm',
      { token, password: 'Franklin-Photo-51' },
      {} as never,
    );
    expect(set.statusCode).toBe(200);
    expect((await send('GET', `/api/password-reset/validate/${token}`, undefined, {} as never)).json()).toEqual({
      valid: false,
    });
    const roles = (await send('GET', `/api/admin/users/${made.id}/journal-roles`)).json();
    expect(roles).toEqual([{ journalId: math.id, journalTitle: 'Journal of Mathematics', role: 'editor_in_chief' }]);
    expect(await lastAudit()).toMatchObject({ action: 'user.invite', targetId: String(made.id) });
    expect((await send('POST', '/api/admin/users/invite', body)).statusCode).toBe(409);
  });

  it('refuses bad invitations with 400 and other roles with 403', async () => {
    const ok = { name: 'A B', email: `x.${Date.now()}@example.org`, role: 'reviewer' };
    expect((await send('POST', '/api/admin/users/invite', { ...ok, email: 'nope' })).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/users/invite', { ...ok, role: 'king' })).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/users/invite', { ...ok, journalId: math.id })).statusCode).toBe(400);
    const roleless = await send('POST', '/api/admin/users/invite', {
      ...ok,
      journalId: math.id,
      journalRole: 'editor',
    });
    expect(roleless.statusCode).toBe(400); // a reviewer holds no journal role; nothing was made
    expect((await t.app.db.select().from(users).where(eq(users.email, ok.email))).length).toBe(0);
    expect((await send('POST', '/api/admin/users/invite', ok, editor.auth)).statusCode).toBe(403);
    const chief = await signInAs(t.app, 'editor_in_chief');
    expect((await send('POST', '/api/admin/users/invite', ok, chief.auth)).statusCode).toBe(403);
  });

  it('gives, changes and takes away journal roles, audited; an associate editor is only ever associate editor', async () => {
    const associate = await createTestUser(t.app, { role: 'associate_editor' });
    const url = `/api/admin/users/${associate.id}/journal-roles/${other.id}`;
    expect((await send('PUT', url, { role: 'editor_in_chief' })).statusCode).toBe(400);
    const given = await send('PUT', url, { role: 'associate_editor' });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual([expect.objectContaining({ journalId: other.id, role: 'associate_editor' })]);
    expect(await lastAudit()).toMatchObject({
      action: 'user.journal_role',
      detail: `journal #${other.id}: none → associate_editor`,
    });
    expect((await send('DELETE', url)).json()).toEqual([]);
    expect(
      (await send('PUT', `/api/admin/users/999999/journal-roles/${other.id}`, { role: 'editor' })).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `/api/admin/users/${associate.id}/journal-roles/999999`, { role: 'associate_editor' }))
        .statusCode,
    ).toBe(404);
    expect((await send('PUT', url, { role: 'associate_editor' }, editor.auth)).statusCode).toBe(403);
  });

  it('takes away journal roles a new site role cannot hold', async () => {
    const person = await createTestUser(t.app, { role: 'editor' });
    await giveJournalRole(t.app, person.id, math.id, 'editor_in_chief');
    await giveJournalRole(t.app, person.id, other.id, 'associate_editor');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${person.id}`,
      headers: admin.auth,
      payload: { role: 'associate_editor' },
    });
    expect(res.statusCode).toBe(200);
    const roles = await t.app.db.select().from(journalEditors).where(eq(journalEditors.userId, person.id));
    expect(roles.map((r) => [r.journalId, r.role])).toEqual([[other.id, 'associate_editor']]);
    expect((await lastAudit()).detail).toContain('1 journal role removed');
  });
});
