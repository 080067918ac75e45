/**
 * Editorial boards as records (docs/decisions/0031-editorial-boards.md): the admin's
 * management (validation with field messages, the ORCID check character, permissions, 404s,
 * ordering by role then display order, reorder), the public board, and an approved join
 * application adding its applicant to the board.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardMember } from '../../../shared/api/board';
import { signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { applicationFields, multipart, nextAddress, realPdf } from '../../test/intake';

let t: TestApp;
let admin: TestSession;
let editor: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin');
  editor = await signInAs(t.app, 'editor');
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  auth: Record<string, string> = admin.auth,
) => t.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) });
const member = (overrides: object = {}) => ({
  name: 'Josiah Carberry',
  role: 'editor',
  affiliation: 'Brown University',
  orcid: '0000-0002-1825-0097',
  ...overrides,
});

describe('admin manages a board', () => {
  it('adds members, lists them by role in the standard order, then display order', async () => {
    const j = await createJournal(t.app.db);
    const base = `/api/admin/journals/${j.id}/board`;
    const added: BoardMember[] = [];
    for (const [name, role] of [
      ['Rev One', 'reviewer_board'],
      ['Assoc One', 'associate_editor'],
      ['Chief', 'editor_in_chief'],
      ['Ed One', 'editor'],
      ['Ed Two', 'editor'],
    ]) {
      const res = await call('POST', base, member({ name, role }));
      expect(res.statusCode, res.body).toBe(201);
      added.push(res.json());
    }
    expect(added[0]).toMatchObject({ orcid: '0000-0002-1825-0097', affiliation: 'Brown University', photoUrl: null });
    const names = (r: { json(): unknown }) => (r.json() as BoardMember[]).map((m) => m.name);
    expect(names(await call('GET', base))).toEqual(['Chief', 'Ed One', 'Ed Two', 'Assoc One', 'Rev One']);
    // The public board is the same list, found by abbreviation (any case).
    const pub = await t.app.inject({ method: 'GET', url: `/api/journals/${j.abbreviation.toLowerCase()}/board` });
    expect(pub.statusCode).toBe(200);
    expect(names(pub)).toEqual(['Chief', 'Ed One', 'Ed Two', 'Assoc One', 'Rev One']);

    // Reorder: Ed Two before Ed One; role order still wins over display order.
    const ids = added.map((m) => m.id);
    const reordered = await call('POST', `${base}/order`, { ids: [ids[4], ids[3], ids[2], ids[1], ids[0]] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(names(reordered)).toEqual(['Chief', 'Ed Two', 'Ed One', 'Assoc One', 'Rev One']);
    const partial = await call('POST', `${base}/order`, { ids: [ids[0]] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual([{ path: 'ids', message: 'List every member of this board exactly once' }]);

    // Edit replaces the fields; remove takes the member off.
    const edited = await call(
      'PUT',
      `${base}/${ids[3]}`,
      member({ name: 'Ed One', role: 'associate_editor', orcid: '' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ role: 'associate_editor', orcid: null });
    expect((await call('DELETE', `${base}/${ids[0]}`)).statusCode).toBe(204);
    expect(names(await call('GET', base))).toEqual(['Chief', 'Ed Two', 'Ed One', 'Assoc One']);
    expect((await call('DELETE', `${base}/${ids[0]}`)).statusCode).toBe(404);
  });

  it('checks the ORCID iD (format, ISO 7064 MOD 11-2 check character) and the fields, with messages', async () => {
    const j = await createJournal(t.app.db);
    const base = `/api/admin/journals/${j.id}/board`;
    const errorsOf = async (body: object) => {
      const res = await call('POST', base, body);
      expect(res.statusCode).toBe(400);
      return res.json().errors as { path: string; message: string }[];
    };
    expect(await errorsOf(member({ orcid: '0000-0002-1825-0098' }))).toEqual([
      { path: 'orcid', message: 'Invalid ORCID checksum' },
    ]);
    expect(await errorsOf(member({ orcid: '1234' }))).toEqual([{ path: 'orcid', message: 'Invalid ORCID format' }]);
    expect(await errorsOf(member({ name: '  ', role: 'chair' }))).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'role', message: 'Choose a role' },
      ]),
    );
    // An X check character and the https://orcid.org/ form are accepted and stored bare.
    const ok = await call('POST', base, member({ orcid: 'https://orcid.org/0000-0002-9079-593x' }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().orcid).toBe('0000-0002-9079-593X');
  });

  it('answers 404 for unknown journals and members and to an editor without a role there, 401 without a session', async () => {
    const j = await createJournal(t.app.db);
    expect((await call('GET', '/api/admin/journals/999999/board')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/journals/999999/board', member())).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/journals/${j.id}/board/999999`, member())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/journals/NOPE-NOPE/board' })).statusCode).toBe(404);
    // Not an editor-in-chief or editor of this journal: as if it did not exist (decision 0059).
    expect((await call('POST', `/api/admin/journals/${j.id}/board`, member(), editor.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/journals/${j.id}/board`, undefined, {})).statusCode).toBe(401);
  });
});

describe('the public board carries no account ids (decision 0059)', () => {
  it('answers members without `userId`; the admin board keeps the account link', async () => {
    const j = await createJournal(t.app.db);
    const linked = await call('POST', `/api/admin/journals/${j.id}/board`, member({ userId: editor.user.id }));
    expect(linked.statusCode, linked.body).toBe(201);
    const pub = await t.app.inject({ method: 'GET', url: `/api/journals/${j.abbreviation}/board` });
    expect(pub.statusCode).toBe(200);
    const [shown] = pub.json() as Record<string, unknown>[];
    expect(shown).toMatchObject({ name: 'Josiah Carberry', role: 'editor', affiliation: 'Brown University' });
    expect(Object.keys(shown).sort()).toEqual([
      'affiliation',
      'displayOrder',
      'id',
      'name',
      'orcid',
      'photoUrl',
      'role',
    ]);
    expect(pub.body).not.toContain('userId');
    const adminBoard = (await call('GET', `/api/admin/journals/${j.id}/board`)).json() as BoardMember[];
    expect(adminBoard[0].userId).toBe(editor.user.id);
  });
});

describe('an approved join application can add its applicant to the board', () => {
  async function newJoin(kind: string, email: string) {
    const body = multipart(applicationFields({ email }), [
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

  it('adds the applicant with the matching role only when the admin asks', async () => {
    // The application form names journal-of-mathematics (test/intake.ts).
    const j = await createJournal(t.app.db, {
      title: 'Journal of Mathematics',
      slug: 'journal-of-mathematics',
      isHouse: true,
    });
    const board = async () => (await call('GET', `/api/admin/journals/${j.id}/board`)).json() as BoardMember[];

    const plain = await newJoin('reviewer', `plain.${Date.now()}@example.org`);
    expect((await call('POST', `/api/admin/joins/${plain}/triage`, { action: 'approve' })).statusCode).toBe(200);
    expect(await board()).toEqual([]);

    const withBoard = await newJoin('associate_editor', `board.${Date.now()}@example.org`);
    const res = await call('POST', `/api/admin/joins/${withBoard}/triage`, { action: 'approve', addToBoard: true });
    expect(res.statusCode, res.body).toBe(200);
    const members = await board();
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ role: 'associate_editor', userId: res.json().userId });

    const rev = await newJoin('reviewer', `rev.${Date.now()}@example.org`);
    await call('POST', `/api/admin/joins/${rev}/triage`, { action: 'approve', addToBoard: true });
    expect((await board()).map((m) => m.role)).toEqual(['associate_editor', 'reviewer_board']);
  });
});
