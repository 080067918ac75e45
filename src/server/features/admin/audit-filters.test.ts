/**
 * The audit log's filters and lines (docs/decisions/0075-screens-layout.md, decision 0010), through
 * HTTP: `GET /api/admin/audit` filtered by person (part of the name or e-mail of who acted), journal,
 * record type and days (UTC, both included), combined with AND and paginated with the total in
 * X-Total-Count; bad filters answer 400. Every line that concerns a journal names it (id and title),
 * and an applicant seated on a board by a join approval is recorded as the board change it is.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { applicationFields, multipart, nextAddress, realPdf } from '../../test/intake';

interface Line {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  journalId: number | null;
  journalTitle: string | null;
}

let t: TestApp;
let ana: TestSession;
let ben: TestSession;
let biology: { id: number; title: string; abbreviation: string };
let physics: { id: number; title: string; abbreviation: string };
beforeAll(async () => {
  t = await createTestApp();
  ana = await signInAs(t.app, 'admin');
  ben = await signInAs(t.app, 'admin');
  biology = await createJournal(t.app.db, { title: 'Genesis Biology' });
  // The application form names journal-of-mathematics (test/intake.ts).
  physics = await createJournal(t.app.db, {
    title: 'Journal of Mathematics',
    slug: 'journal-of-mathematics',
    isHouse: true,
  });
  const member = { name: 'Josiah Carberry', role: 'editor', affiliation: 'Brown University' };
  const issue = { volume: '4', number: '2', year: 2026, status: 'future' };
  const template = { subject: 'Decision #{{submissionId}}', body: 'Our letter.{{reviewerComments}}' };
  const calls: [TestSession, string, string, object][] = [
    [ana, 'POST', `/api/admin/journals/${biology.id}/board`, member],
    [ben, 'POST', `/api/admin/journals/${physics.abbreviation}/issues`, issue],
    [ana, 'PUT', `/api/admin/mail-templates/workflow.decision.reject?journalId=${physics.id}`, template],
    [ben, 'PUT', `/api/admin/mail-templates/workflow.decision.reject`, template],
  ];
  for (const [who, method, url, payload] of calls) {
    const res = await t.app.inject({ method: method as 'POST', url, headers: who.auth, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  }
});
afterAll(async () => t?.close());

async function log(query: string, who: TestSession = ana) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?limit=100&${query}`, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return { lines: res.json() as Line[], total: Number(res.headers['x-total-count']) };
}
const summary = (lines: Line[]) => lines.map((l) => [l.actorEmail, l.action]).reverse();

describe('GET /api/admin/audit filters (decision 0075)', () => {
  it('by journal: only the lines about that journal, each naming it', async () => {
    const { lines, total } = await log(`journalId=${physics.id}`);
    expect(summary(lines)).toEqual([
      [ben.user.email, 'issue.create'],
      [ana.user.email, 'mail_template.save'],
    ]);
    expect(total).toBe(2);
    for (const line of lines) expect(line).toMatchObject({ journalId: physics.id, journalTitle: physics.title });
    const bio = await log(`journalId=${biology.id}`);
    expect(summary(bio.lines)).toEqual([[ana.user.email, 'board.add']]);
  });

  it('by person (part of the e-mail, any case), by record type, and all of them together', async () => {
    const part = ben.user.email.slice(0, ben.user.email.indexOf('@')).toUpperCase();
    expect(summary((await log(`person=${encodeURIComponent(part)}`)).lines)).toEqual([
      [ben.user.email, 'issue.create'],
      [ben.user.email, 'mail_template.save'],
    ]);
    expect(summary((await log('recordType=mail_template')).lines)).toEqual([
      [ana.user.email, 'mail_template.save'],
      [ben.user.email, 'mail_template.save'],
    ]);
    const both = await log(
      `recordType=mail_template&person=${encodeURIComponent(ana.user.email)}&journalId=${physics.id}`,
    );
    expect(summary(both.lines)).toEqual([[ana.user.email, 'mail_template.save']]);
    expect(both.total).toBe(1);
    // A person's filter is text, not a pattern: '%' matches only a '%'.
    expect((await log('person=%25')).total).toBe(0);
  });

  it('by days, both ends included (UTC), with the page and its total', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const all = await log('');
    expect(all.total).toBe(4);
    expect((await log(`from=${today}&to=${today}`)).total).toBe(4);
    expect((await log(`to=${yesterday}`)).total).toBe(0);
    expect((await log(`from=${yesterday}`)).total).toBe(4);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?limit=1&offset=1&from=${today}`,
      headers: ana.auth,
    });
    expect(page.json()).toHaveLength(1);
    expect((page.json() as Line[])[0].id).toBe(all.lines[1].id);
    expect(page.headers['x-total-count']).toBe('4');
  });

  it.each([
    ['recordType=spaceship', 'Unknown record type'],
    ['from=2026-13-40', 'from must be a date (YYYY-MM-DD)'],
    ['to=yesterday', 'to must be a date (YYYY-MM-DD)'],
    ['journalId=abc', ''],
    ['journalId=0', 'journalId must be a journal id'],
  ])('answers 400 to %s', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: ana.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (message) expect(JSON.stringify(res.json().errors)).toContain(message);
  });
});

describe('the lines an approval writes (decision 0075)', () => {
  it('an applicant seated on the board by a join approval is a board change of that journal', async () => {
    const body = multipart(applicationFields({ email: `seat.${Date.now()}@example.org` }), [
      { field: 'biography', name: 'bio.pdf', type: 'application/pdf', data: realPdf() },
      { field: 'cv', name: 'cv.pdf', type: 'application/pdf', data: realPdf() },
      {
        field: 'photograph',
        name: 'me.svg',
        type: 'image/svg+xml',
        data: fs.readFileSync(new URL('../../../client/public/favicon.svg', import.meta.url)),
      },
    ]);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/public/contacts/associate_editor',
      headers: body.headers,
      payload: body.payload,
      remoteAddress: nextAddress(),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().id as number;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/joins/${id}/triage`,
      headers: ben.auth,
      payload: { action: 'approve', addToBoard: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const { lines } = await log(`journalId=${physics.id}&person=${encodeURIComponent(ben.user.email)}`);
    expect(lines.slice(0, 2).map((l) => [l.action, l.targetType])).toEqual([
      ['join.approve', 'join'],
      ['board.add', 'journal'],
    ]);
    expect(lines[1]).toMatchObject({ targetId: String(physics.id), journalTitle: physics.title });
  });
});
