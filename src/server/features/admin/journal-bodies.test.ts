/**
 * The admin's journal calls refuse what they do not know and leave a trace of what they change
 * (docs/decisions/0059-journal-admin-scope.md):
 * - an unknown property of `PATCH /api/admin/users/{id}`, an issue's create/edit body, a board
 *   member's body, the board order and `PUT /api/admin/mail-templates/{key}` is 400 naming the
 *   field ('Unknown field: …', as every workflow body), never silently dropped;
 * - board changes, issue creation, edits and publication, and mail-template edits and resets are
 *   in the admin audit log: who (the actor), what (the action) and which journal.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { multipart } from '../../test/multipart';

let t: TestApp;
let admin: TestSession;
let chief: TestSession;
let journal: { id: number; abbreviation: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin');
  chief = await signInAs(t.app, 'editor');
  journal = await createJournal(t.app.db);
  await giveJournalRole(t.app, chief.user.id, journal.id, 'editor_in_chief');
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who: TestSession = admin) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

function expectUnknownField(
  res: { statusCode: number; body: string; json(): { code: string; errors: { message: string }[] } },
  field: string,
) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('VALIDATION_FAILED');
  expect(
    res
      .json()
      .errors.map((e) => e.message)
      .join(' '),
  ).toContain(`Unknown field: ${field}`);
}

const member = { name: 'Josiah Carberry', role: 'editor', affiliation: 'Brown University' };
const issue = { volume: '4', number: '2', year: 2026, status: 'future' };
const template = { subject: 'Decision #{{submissionId}}', body: 'Our letter.{{reviewerComments}}' };

describe('unknown properties are refused, naming the field', () => {
  it('PATCH /api/admin/users/{id}: `email` is refused and nothing changes; the same body without it is taken', async () => {
    const target = await signInAs(t.app, 'reviewer');
    const url = `/api/admin/users/${target.user.id}`;
    expectUnknownField(await call('PATCH', url, { role: 'editor', email: 'x@example.org' }), 'email');
    const users = (await call('GET', `/api/admin/users?limit=100`)).json() as { id: number; role: string }[];
    expect(users.find((u) => u.id === target.user.id)?.role).toBe('reviewer');
    expect((await call('PATCH', url, { role: 'editor' })).statusCode).toBe(200);
  });

  it('issue create and edit refuse `articleCount`', async () => {
    const base = `/api/admin/journals/${journal.abbreviation}/issues`;
    expectUnknownField(await call('POST', base, { ...issue, articleCount: 9 }, chief), 'articleCount');
    const created = await call('POST', base, issue, chief);
    expect(created.statusCode, created.body).toBe(201);
    expectUnknownField(
      await call('PATCH', `${base}/${created.json().id}`, { ...issue, journalId: 1 }, chief),
      'journalId',
    );
  });

  it('board member add and edit refuse `photoUrl`, the order refuses `extra`', async () => {
    const base = `/api/admin/journals/${journal.id}/board`;
    expectUnknownField(await call('POST', base, { ...member, photoUrl: '/x.jpg' }, chief), 'photoUrl');
    const added = await call('POST', base, member, chief);
    expect(added.statusCode, added.body).toBe(201);
    expectUnknownField(
      await call('PUT', `${base}/${added.json().id}`, { ...member, displayOrder: 0 }, chief),
      'displayOrder',
    );
    expectUnknownField(await call('POST', `${base}/order`, { ids: [added.json().id], extra: true }, chief), 'extra');
  });

  it('PUT /api/admin/mail-templates/{key} refuses `journalId` in the body (it goes in the query)', async () => {
    const url = `/api/admin/mail-templates/workflow.decision.reject`;
    expectUnknownField(await call('PUT', url, { ...template, journalId: journal.id }), 'journalId');
    expectUnknownField(await call('POST', `${url}/preview`, { draft: { ...template, html: '<b>' } }), 'html');
    expect((await call('PUT', url, template)).statusCode).toBe(200);
  });
});

interface AuditLine {
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: string | null;
}
async function auditSince(before: number): Promise<AuditLine[]> {
  const res = await call('GET', '/api/admin/audit?limit=100');
  expect(res.statusCode).toBe(200);
  return (res.json() as (AuditLine & { id: number })[]).filter((l) => l.id > before).reverse();
}
async function lastAuditId(): Promise<number> {
  const [line] = (await call('GET', '/api/admin/audit?limit=1')).json() as { id: number }[];
  return line?.id ?? 0;
}

describe('journal changes are in the audit log: who, what, which journal', () => {
  it('board: add, edit, reorder, photo and remove by the editor-in-chief and the admin', async () => {
    const before = await lastAuditId();
    const base = `/api/admin/journals/${journal.id}/board`;
    const added = (await call('POST', base, { ...member, name: 'Ada Board' }, chief)).json();
    expect((await call('PUT', `${base}/${added.id}`, { ...member, name: 'Ada Boardwell' }, chief)).statusCode).toBe(
      200,
    );
    const ids = ((await call('GET', base, undefined, chief)).json() as { id: number }[]).map((m) => m.id);
    expect((await call('POST', `${base}/order`, { ids: [...ids].reverse() }, chief)).statusCode).toBe(200);
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 9, g: 90, b: 20 } } })
      .png()
      .toBuffer();
    const upload = multipart({}, [{ field: 'photo', name: 'p.png', type: 'image/png', data: image }]);
    const photo = await t.app.inject({
      method: 'POST',
      url: `${base}/${added.id}/photo`,
      payload: upload.payload,
      headers: { ...upload.headers, ...admin.auth },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect((await call('DELETE', `${base}/${added.id}`, undefined, chief)).statusCode).toBe(204);

    const lines = await auditSince(before);
    expect(lines.map((l) => [l.actorEmail, l.action, l.targetType, l.targetId])).toEqual([
      [chief.user.email, 'board.add', 'journal', String(journal.id)],
      [chief.user.email, 'board.edit', 'journal', String(journal.id)],
      [chief.user.email, 'board.reorder', 'journal', String(journal.id)],
      [admin.user.email, 'board.photo', 'journal', String(journal.id)],
      [chief.user.email, 'board.remove', 'journal', String(journal.id)],
    ]);
    for (const line of lines) expect(line.detail).toContain(journal.abbreviation);
    expect(lines[0].detail).toContain('Ada Board');
    expect(lines[4].detail).toContain('Ada Boardwell');
  });

  it('issues: create, edit and publish', async () => {
    const before = await lastAuditId();
    const base = `/api/admin/journals/${journal.abbreviation}/issues`;
    const created = (await call('POST', base, { ...issue, volume: '11', number: '3' }, chief)).json();
    expect(
      (await call('PATCH', `${base}/${created.id}`, { ...issue, volume: '11', number: '3', title: 'Tides' }, chief))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', `${base}/${created.id}/publish`, undefined, admin)).statusCode).toBe(200);
    const lines = await auditSince(before);
    expect(lines.map((l) => [l.actorEmail, l.action, l.targetType, l.targetId])).toEqual([
      [chief.user.email, 'issue.create', 'journal_issue', String(created.id)],
      [chief.user.email, 'issue.update', 'journal_issue', String(created.id)],
      [admin.user.email, 'issue.publish', 'journal_issue', String(created.id)],
    ]);
    expect(lines[0].detail).toBe(`${journal.abbreviation}: volume 11, issue 3 (future)`);
    expect(lines[2].detail).toBe(`${journal.abbreviation}: volume 11, issue 3 (current)`);
  });

  it('mail templates: a journal’s and the site’s text saved and reset', async () => {
    const before = await lastAuditId();
    const url = `/api/admin/mail-templates/workflow.decision.reject`;
    expect((await call('PUT', `${url}?journalId=${journal.id}`, template)).statusCode).toBe(200);
    expect((await call('PUT', url, template)).statusCode).toBe(200);
    expect((await call('DELETE', `${url}?journalId=${journal.id}`)).statusCode).toBe(200);
    // Nothing stored any more: nothing changes, nothing to record.
    expect((await call('DELETE', `${url}?journalId=${journal.id}`)).statusCode).toBe(200);
    const lines = await auditSince(before);
    expect(lines.map((l) => [l.actorEmail, l.action, l.targetType, l.targetId, l.detail])).toEqual([
      [
        admin.user.email,
        'mail_template.save',
        'mail_template',
        'workflow.decision.reject',
        `journal ${journal.abbreviation} (#${journal.id})`,
      ],
      [admin.user.email, 'mail_template.save', 'mail_template', 'workflow.decision.reject', 'site-wide'],
      [
        admin.user.email,
        'mail_template.reset',
        'mail_template',
        'workflow.decision.reject',
        `journal ${journal.abbreviation} (#${journal.id})`,
      ],
    ]);
  });
});
