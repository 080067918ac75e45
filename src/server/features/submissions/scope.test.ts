/**
 * Assignment and scope (decision 0037): each editor sees the submissions of their journals only
 * (admin all), in every call that reads or changes a submission, its files and its history;
 * the editor-in-chief assigns the handling editor, who may assign an associate editor; the
 * queue filters by journal, status, "assigned to me", and searches by title, author or id.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, submissionEvents, users } from '../../db/schema';
import { giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'editor', 'admin']);
const { t, journal, as } = suite;
const { post, get, upload, draft } = workflowCalls(suite);
const put = (url: string, auth: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: auth, payload });

let journalB: { id: number };
let ownA: number;
let ownB: number;
let fileB: string;
let chief: TestSession;
let associate: TestSession;
let editorB: TestSession;

/** A submitted manuscript in journal `journalId` titled `title`; returns its id. */
async function submitted(journalId: number, title: string) {
  const id = await draft(as.author, { journalId, title });
  expect((await upload(`/api/submissions/${id}/upload?kind=manuscript`, as.author.auth)).statusCode).toBe(201);
  expect((await post(`/api/submissions/${id}/submit`, as.author.auth)).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  journalB = await createJournal(t.app.db, { isHouse: true });
  ownA = await submitted(journal.id, 'Tidal heating of icy moons');
  ownB = await submitted(journalB.id, 'Permafrost carbon on Svalbard');
  fileB = (await get(`/api/submissions/${ownB}`, as.admin.auth)).json().files[0].url;
  chief = await signInAs(t.app, 'editor');
  await giveJournalRole(t.app, chief.user.id, journal.id, 'editor_in_chief');
  associate = await signInAs(t.app, 'associate_editor');
  await giveJournalRole(t.app, associate.user.id, journal.id, 'associate_editor');
  editorB = await signInAs(t.app, 'editor');
  await giveJournalRole(t.app, editorB.user.id, journalB.id, 'editor');
});

describe('an editor of journal A and a submission of journal B', () => {
  it("lists A's submissions only; the admin sees both", async () => {
    const mine = (await get('/api/editor/submissions', as.editor.auth)).json() as { id: number }[];
    expect(mine.map((s) => s.id)).toContain(ownA);
    expect(mine.map((s) => s.id)).not.toContain(ownB);
    const all = (await get('/api/editor/submissions', as.admin.auth)).json() as { id: number }[];
    expect(all.map((s) => s.id)).toEqual(expect.arrayContaining([ownA, ownB]));
  });

  it("answers 404 for B's details, files, history-changing calls and assignment, as for no submission", async () => {
    expect((await get(`/api/submissions/${ownB}`, as.editor.auth)).statusCode).toBe(404);
    expect((await get(fileB, as.editor.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: fileB, headers: as.editor.auth })).statusCode).toBe(404);
    expect((await get(`/api/submissions/${ownB}/assignment`, as.editor.auth)).statusCode).toBe(404);
    expect((await get(`/api/submissions/${ownB}/issue`, as.editor.auth)).statusCode).toBe(404);
    const desk = await post(`/api/submissions/${ownB}/desk`, as.editor.auth, { action: 'send_to_review' });
    expect(desk.statusCode).toBe(404);
    const invite = await post(`/api/submissions/${ownB}/invites`, as.editor.auth, { reviewerEmail: 'r@example.org' });
    expect(invite.statusCode).toBe(404);
    expect((await post(`/api/submissions/${ownB}/production`, as.editor.auth)).statusCode).toBe(404);
    // Nothing was written to B's history by the refused calls.
    const events = await t.app.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, ownB));
    expect(events.map((e) => e.action)).toEqual(['create_draft', 'upload_manuscript', 'submit']);
    // The editor of B reads it, and its file.
    expect((await get(`/api/submissions/${ownB}`, editorB.auth)).statusCode).toBe(200);
    expect((await get(fileB, editorB.auth)).statusCode).toBe(200);
  });

  it('gives an editor with no journal role an empty queue', async () => {
    const nobody = await signInAs(t.app, 'editor');
    expect((await get('/api/editor/submissions', nobody.auth)).json()).toEqual([]);
    expect((await get(`/api/submissions/${ownA}`, nobody.auth)).statusCode).toBe(404);
    expect((await get('/api/editor/journals', nobody.auth)).json()).toEqual([]);
  });

  it('lists the journals an editor handles, with the role', async () => {
    const journals = (await get('/api/editor/journals', chief.auth)).json();
    expect(journals).toEqual([
      expect.objectContaining({ id: journal.id, slug: expect.stringMatching(/^[a-z0-9-]+$/), role: 'editor_in_chief' }),
    ]);
  });
});

describe('assignment', () => {
  it('lets the editor-in-chief assign the handling editor, and only them', async () => {
    const by = (who: TestSession, userId: number | null) =>
      put(`/api/submissions/${ownA}/handling-editor`, who.auth, { userId });
    const refused = await by(as.editor, as.editor.user.id);
    expect(refused.statusCode).toBe(403);
    expect((await by(chief, editorB.user.id)).statusCode).toBe(400); // an editor of journal B
    expect((await by(chief, associate.user.id)).statusCode).toBe(400); // an associate editor
    expect((await by(editorB, as.editor.user.id)).statusCode).toBe(404); // out of scope

    const res = await by(chief, as.editor.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().handlingEditor).toMatchObject({ id: as.editor.user.id });
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, as.editor.user.email));
    expect(mails.some((m) => m.subject === `You are the handling editor of submission #${ownA}`)).toBe(true);
    expect(mails.find((m) => m.subject.startsWith('You are'))!.text).toContain(`/dashboard/editor/submissions/${ownA}`);
    const events = await t.app.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, ownA));
    expect(events.map((e) => e.action)).toContain('assign_handling_editor');
  });

  it('lets the handling editor assign an associate editor of the journal; not the associate editor', async () => {
    const by = (who: TestSession, userId: number | null) =>
      put(`/api/submissions/${ownA}/associate-editor`, who.auth, { userId });
    expect((await by(associate, associate.user.id)).statusCode).toBe(403);
    expect((await by(as.editor, chief.user.id)).statusCode).toBe(400); // not an associate editor
    const res = await by(as.editor, associate.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().associateEditor).toMatchObject({ id: associate.user.id, role: 'associate_editor' });
    const view = (await get(`/api/submissions/${ownA}/assignment`, as.editor.auth)).json();
    expect(view).toMatchObject({ canAssignHandlingEditor: false, canAssignAssociateEditor: true });
    expect(view.associateCandidates.map((c: { id: number }) => c.id)).toEqual([associate.user.id]);
  });

  it('refuses a body with another field or a non-id', async () => {
    const extra = await put(`/api/submissions/${ownA}/handling-editor`, chief.auth, { userId: 1, role: 'x' });
    expect(extra.statusCode).toBe(400);
    const word = await put(`/api/submissions/${ownA}/handling-editor`, chief.auth, { userId: 'abc' });
    expect(word.statusCode).toBe(400);
  });
});

describe('the queue filters', () => {
  const ids = async (who: TestSession, query: string) =>
    ((await get(`/api/editor/submissions?${query}`, who.auth)).json() as { id: number }[]).map((s) => s.id);

  it('filters by assigned=me, journal and status', async () => {
    expect(await ids(as.editor, 'assigned=me')).toEqual([ownA]);
    expect(await ids(associate, 'assigned=me')).toEqual([ownA]);
    expect(await ids(chief, 'assigned=me')).toEqual([]);
    expect(await ids(as.admin, `journalId=${journalB.id}`)).toEqual([ownB]);
    expect(await ids(as.admin, `journalId=${journalB.id}&status=under_review`)).toEqual([]);
    expect(await ids(as.admin, `journalId=${journalB.id}&status=submitted`)).toEqual([ownB]);
  });

  it('searches title, author name and id', async () => {
    expect(await ids(as.admin, 'q=permafrost')).toEqual([ownB]);
    expect(await ids(as.admin, `q=%23${ownB}`)).toEqual([ownB]);
    expect(await ids(as.admin, `q=${encodeURIComponent(as.author.user.name)}`)).toEqual(
      expect.arrayContaining([ownA, ownB]),
    );
    expect(await ids(as.admin, 'q=100%25')).toEqual([]); // % taken literally
    expect(await ids(as.editor, 'q=permafrost')).toEqual([]); // search stays in scope
  });

  it('answers 400 for an unknown status or filter value', async () => {
    expect((await get('/api/editor/submissions?status=lost', as.editor.auth)).statusCode).toBe(400);
    expect((await get('/api/editor/submissions?assigned=you', as.editor.auth)).statusCode).toBe(400);
    expect((await get('/api/editor/submissions?journalId=x', as.editor.auth)).statusCode).toBe(400);
  });

  it('has an overdue filter (no invitation past its deadline here: none overdue)', async () => {
    expect(await ids(as.admin, 'overdue=true')).toEqual([]);
  });
});

describe('the queue in pages (decisions 0004 and 0076)', () => {
  it('answers limit rows from offset, newest change first, with the total matching the filters in X-Total-Count', async () => {
    const journalC = await createJournal(t.app.db, { isHouse: true });
    const older = await submitted(journalC.id, 'Paging one');
    const middle = await submitted(journalC.id, 'Paging two');
    const newest = await submitted(journalC.id, 'Paging three');
    const page = async (query: string) => {
      const res = await get(`/api/editor/submissions?journalId=${journalC.id}&${query}`, as.admin.auth);
      expect(res.statusCode).toBe(200);
      return {
        ids: (res.json() as { id: number }[]).map((s) => s.id),
        total: res.headers['x-total-count'],
        capped: res.headers['x-total-count-capped'],
      };
    };
    expect(await page('limit=2')).toEqual({ ids: [newest, middle], total: '3', capped: undefined });
    expect(await page('limit=2&offset=2')).toEqual({ ids: [older], total: '3', capped: undefined });
    expect(await page('limit=2&offset=3')).toEqual({ ids: [], total: '3', capped: undefined });
    expect(await page('q=three&limit=1')).toEqual({ ids: [newest], total: '1', capped: undefined });
  });

  it('answers 400 for a limit outside 1–100 or an offset outside 0–10,000', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'offset=-1', 'offset=10001']) {
      expect((await get(`/api/editor/submissions?${query}`, as.editor.auth)).statusCode, query).toBe(400);
    }
  });
});

describe('the queue search with trigram indexes (decision 0080)', () => {
  it('finds a title or author name containing the text, any case, from one character on, in scope', async () => {
    const journalD = await createJournal(t.app.db, { isHouse: true });
    const other = await signInAs(t.app, 'author');
    const otherName = 'Oluwaseun Quarshie';
    await t.app.db.update(users).set({ name: otherName }).where(eq(users.id, other.user.id));
    const nephron = await submitted(journalD.id, 'Nephron Zq counts in zebrafish');
    const tubular = await submitted(journalD.id, 'Tubular transport');
    const byOther = await draft(other, { journalId: journalD.id, title: 'Untitled survey' });
    expect((await upload(`/api/submissions/${byOther}/upload?kind=manuscript`, other.auth)).statusCode).toBe(201);
    expect((await post(`/api/submissions/${byOther}/submit`, other.auth)).statusCode).toBe(200);
    const found = async (q: string) => {
      const res = await get(
        `/api/editor/submissions?journalId=${journalD.id}&q=${encodeURIComponent(q)}`,
        as.admin.auth,
      );
      expect(res.statusCode, q).toBe(200);
      const ids = (res.json() as { id: number }[]).map((s) => s.id);
      expect(res.headers['x-total-count'], q).toBe(String(ids.length));
      return ids;
    };
    // Three letters or more: the trigram form; the same rows as ILIKE '%…%'.
    expect(await found('NEPHRON')).toEqual([nephron]);
    expect(await found('ephr')).toEqual([nephron]); // inside a word
    expect(await found('tubular transport')).toEqual([tubular]); // across words
    expect(await found(otherName.toUpperCase())).toEqual([byOther]); // the author's name
    expect(await found('uarsh')).toEqual([byOther]);
    expect(await found('zebrafish survey')).toEqual([]);
    // One or two characters (no trigram): the same answers, without the indexes.
    expect(await found('zq')).toEqual([nephron]);
    expect(await found('Z')).toEqual([nephron]);
    expect(await found('y')).toEqual([byOther]);
    expect(await found('%')).toEqual([]); // taken literally
    // In scope: the editor of journal A does not see journal D's submissions.
    const res = await get(`/api/editor/submissions?q=nephron`, as.editor.auth);
    expect((res.json() as { id: number }[]).map((s) => s.id)).not.toContain(nephron);
  });

  it('can read a title or name search from the trigram indexes, and the late invitations from their index alone', async () => {
    // Both databases may prefer a sequential scan of a small table: the indexes must at least serve these reads.
    const plan = (query: ReturnType<typeof sql>, off: string[]) =>
      t.app.db.transaction(async (tx) => {
        for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
        return JSON.stringify(await tx.execute(query));
      });
    const scans = ['enable_seqscan'];
    expect(await plan(sql`explain select id from submissions where title ilike '%kidney%'`, scans)).toContain(
      'submissions_title_trgm_idx',
    );
    expect(await plan(sql`explain select id from users where name ilike '%tanaka%'`, scans)).toContain(
      'users_name_trgm_idx',
    );
    // The overdue filter's read (overdue.ts): an index-only scan, no row of the invitations read.
    const late = await plan(
      sql`explain select submission_id from invitations where status in ('pending', 'accepted')
            and (case when status = 'pending' then respond_by else review_due end) < current_date`,
      ['enable_seqscan', 'enable_bitmapscan', 'enable_indexscan'],
    );
    expect(late).toContain('Index Only Scan using invitations_open_deadline_idx');
  });
});
