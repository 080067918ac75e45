/**
 * The journal of the public forms (decision 0046: only journals that
 * accept submissions appear in the submission and join forms): the forms
 * offer GET /api/journals?house=true, and the server checks the choice against the database
 * when the form is sent: an unknown journal, one that stopped accepting submissions, or one
 * retired after the form was loaded is refused with 400 on the field (seed 000 §5 messages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_JOURNALS } from '../../../shared/domain/journals';
import { signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { applicationFields, manuscriptFields, multipart, nextAddress, realPdf } from '../../test/intake';
import { seedHouseJournals } from '../journals';

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  await seedHouseJournals(t.app.db);
  admin = await signInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
/** A journal made by the admin, through the admin API. */
async function adminJournal(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const body = {
    title: `Journal of Hosted Studies ${seq}`,
    abbreviation: `JHS${seq}Q`,
    printIssn: '0028-0836',
    onlineIssn: '2050-084X',
    category: 'Life Sciences',
    description: 'Hosted.',
    aimsAndScope: 'Hosting.',
    articleTypes: ['Research Article'],
    apc: null,
    acceptsSubmissions: true,
    publisher: 'Hosted Press',
    ...overrides,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/journals', headers: admin.auth, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as { id: number; title: string; slug: string }), body };
}

async function formTitles(): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/journals?limit=100&house=true' });
  expect(res.statusCode).toBe(200);
  return res.json().map((j: { title: string }) => j.title);
}

function submitManuscript(journalType: string) {
  const body = multipart(manuscriptFields({ journalType }), [
    { field: 'files', name: 'paper.pdf', type: 'application/pdf', data: realPdf() },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/public/manuscripts',
    headers: body.headers,
    payload: body.payload,
    remoteAddress: nextAddress(),
  });
}

function apply(journal: string) {
  const body = multipart(applicationFields({ journal }));
  return t.app.inject({
    method: 'POST',
    url: '/api/public/contacts/reviewer',
    headers: body.headers,
    payload: body.payload,
    remoteAddress: nextAddress(),
  });
}

describe('the journals the public forms offer', () => {
  it('a fresh install offers the twelve seed journals (seed 000 §3 "Journal options")', async () => {
    const titles = await formTitles();
    expect(titles).toHaveLength(12);
    expect([...titles].sort()).toEqual(HOUSE_JOURNALS.map((j) => j.title).sort());
  });

  it('a journal the admin adds is offered and accepted by both forms; closing it removes it and refuses it', async () => {
    const j = await adminJournal();
    expect(await formTitles()).toContain(j.title);
    expect((await submitManuscript(j.title)).statusCode).toBe(201);
    expect((await apply(j.slug)).statusCode).toBe(201);

    // The form was loaded; the admin then closes the journal to submissions.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/journals/${j.id}`,
      headers: admin.auth,
      payload: { ...j.body, acceptsSubmissions: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await formTitles()).not.toContain(j.title);
    const refused = await submitManuscript(j.title);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'journalType', message: `${j.title} does not accept submissions` }]);
    const refusedApplication = await apply(j.slug);
    expect(refusedApplication.statusCode).toBe(400);
    expect(refusedApplication.json().errors).toEqual([
      { path: 'journal', message: 'This journal does not accept applications' },
    ]);
  });

  it('a journal retired after the form was loaded is refused by both forms', async () => {
    const j = await adminJournal();
    expect(await formTitles()).toContain(j.title);
    const retire = await t.app.inject({
      method: 'POST',
      url: `/api/admin/journals/${j.id}/retire`,
      headers: admin.auth,
    });
    expect(retire.statusCode, retire.body).toBe(200);
    expect(await formTitles()).not.toContain(j.title);
    expect((await submitManuscript(j.title)).json().errors).toEqual([
      { path: 'journalType', message: `${j.title} does not accept submissions` },
    ]);
    expect((await apply(j.slug)).statusCode).toBe(400);
  });

  it('a journal not in the database is refused with the seed messages', async () => {
    const res = await submitManuscript('Journal of Nowhere');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'journalType', message: 'Please select a journal' }]);
    const app = await apply('journal-of-nowhere');
    expect(app.statusCode).toBe(400);
    expect(app.json().errors).toEqual([{ path: 'journal', message: 'Journal selection is required' }]);
  });

  it('a source journal of imported articles (not accepting submissions) is neither offered nor accepted', async () => {
    const j = await adminJournal({ acceptsSubmissions: false });
    expect(await formTitles()).not.toContain(j.title);
    expect((await submitManuscript(j.title)).statusCode).toBe(400);
  });
});
