/**
 * Issues as the editorial office manages them (decision 0032: articles published through the workflow
 * are assigned to an issue in production (or published continuously into the open issue);
 * publishing an issue publishes its scheduled articles together): issue
 * create/edit with one current issue per journal, assignment in production, continuous
 * publication, the hold for a future issue and publishing the issue.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, journalIssues, submissions } from '../../db/schema';
import { giveJournalRole } from '../../test/accounts';
import { approvedProof } from '../../test/approved-proof';
import { createJournal } from '../../test/factories';
import { workflowCalls, type Auth } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { author, editor },
} = suite;
const calls = workflowCalls(suite);
const { post, get } = calls;

const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, auth: Auth | null, payload: object) =>
  t.app.inject({ method, url, headers: auth ?? {}, payload });

/**
 * A fresh house journal (its own issues, so tests do not share a current issue), of which the
 * suite's editor is an editor (issue management is its editors', decision 0059).
 */
async function journal() {
  const j = await createJournal(t.app.db, { isHouse: true });
  await giveJournalRole(t.app, editor.user.id, j.id, 'editor');
  return j;
}

async function createIssue(abbr: string, body: object) {
  const res = await send('POST', `/api/admin/journals/${abbr}/issues`, editor.auth, { year: 2026, ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; status: string; volume: string; number: string };
}

const statusOf = async (id: number) =>
  (await t.app.db.select({ s: journalIssues.status }).from(journalIssues).where(eq(journalIssues.id, id)))[0].s;

describe('issue management', () => {
  it('creates and edits issues; 409 on a duplicate volume and number; 404 unknown journal or issue', async () => {
    const j = await journal();
    const one = await createIssue(j.abbreviation, { volume: '3', number: '1', title: 'Tides' });
    expect(one).toMatchObject({ volume: '3', number: '1', status: 'future', title: 'Tides', articleCount: 0 });
    const dup = await send('POST', `/api/admin/journals/${j.abbreviation}/issues`, editor.auth, {
      volume: '3',
      number: '1',
      year: 2026,
    });
    expect(dup.statusCode).toBe(409);
    const two = await createIssue(j.abbreviation, { volume: '3', number: '2' });
    const clash = await send('PATCH', `/api/admin/journals/${j.abbreviation}/issues/${two.id}`, editor.auth, {
      volume: '3',
      number: '1',
      year: 2026,
    });
    expect(clash.statusCode).toBe(409);
    const edited = await send('PATCH', `/api/admin/journals/${j.abbreviation}/issues/${two.id}`, editor.auth, {
      volume: '3',
      number: '2',
      year: 2027,
      description: 'Special issue on ice',
      publishedDate: '2027-01-15',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      year: 2027,
      description: 'Special issue on ice',
      publishedDate: '2027-01-15',
    });
    expect((await get(`/api/admin/journals/NOPE-${j.id}/issues`, editor.auth)).statusCode).toBe(404);
    const other = await journal();
    expect((await get(`/api/admin/journals/${other.abbreviation}/issues/${two.id}`, editor.auth)).statusCode).toBe(404);
    const list = (await get(`/api/admin/journals/${j.abbreviation}/issues`, editor.auth)).json();
    expect(list.issues.map((i: { number: string }) => i.number)).toEqual(['2', '1']);
  });

  it('answers 400 naming each bad field, 401 without a session and 404 for an author (decision 0059)', async () => {
    const j = await journal();
    const bad = await send('POST', `/api/admin/journals/${j.abbreviation}/issues`, editor.auth, {
      volume: '',
      number: '1',
      year: 'soon',
      status: 'published',
      publishedDate: '15/01/2027',
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['publishedDate', 'status', 'volume', 'year']);
    const body = { volume: '1', number: '1', year: 2026 };
    expect((await send('POST', `/api/admin/journals/${j.abbreviation}/issues`, null, body)).statusCode).toBe(401);
    expect((await send('POST', `/api/admin/journals/${j.abbreviation}/issues`, author.auth, body)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/admin/journals/${j.abbreviation}/issues`, author.auth)).statusCode).toBe(404);
  });

  it('keeps exactly one current issue: making one current moves the old one to back', async () => {
    const j = await journal();
    const first = await createIssue(j.abbreviation, { volume: '1', number: '1', status: 'current' });
    const second = await createIssue(j.abbreviation, { volume: '1', number: '2', status: 'current' });
    expect(await statusOf(first.id)).toBe('back');
    expect(await statusOf(second.id)).toBe('current');
    const third = await createIssue(j.abbreviation, { volume: '1', number: '3' });
    const res = await send('PATCH', `/api/admin/journals/${j.abbreviation}/issues/${third.id}`, editor.auth, {
      volume: '1',
      number: '3',
      year: 2026,
      status: 'current',
    });
    expect(res.statusCode).toBe(200);
    expect([await statusOf(first.id), await statusOf(second.id), await statusOf(third.id)]).toEqual([
      'back',
      'back',
      'current',
    ]);
  });

  it('leaves one current issue when two editors make different issues current at once', async () => {
    const j = await journal();
    const issues = await Promise.all(
      ['1', '2', '3', '4'].map((n) => createIssue(j.abbreviation, { volume: '5', number: n })),
    );
    const answers = await Promise.all(
      issues.map((i) =>
        send('PATCH', `/api/admin/journals/${j.abbreviation}/issues/${i.id}`, editor.auth, {
          volume: i.volume,
          number: i.number,
          year: 2026,
          status: 'current',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const current = await t.app.db.select().from(journalIssues).where(eq(journalIssues.journalId, j.id));
    expect(current.filter((i) => i.status === 'current')).toHaveLength(1);
  });
});

describe('publishing into an issue', () => {
  it('publishes an unassigned manuscript into the current issue (continuous publication), in its JATS too', async () => {
    const j = await journal();
    const current = await createIssue(j.abbreviation, { volume: '7', number: '4', status: 'current' });
    const id = await approvedProof(suite, calls, { journalId: j.id });
    const res = await post(`/api/submissions/${id}/publish`, editor.auth);
    expect(res.statusCode).toBe(200);
    const [article] = await t.app.db.select().from(articles).where(eq(articles.id, res.json().articleId));
    expect(article).toMatchObject({ volume: '7', issue: '4', issueId: current.id });
    const jats = await get(`/api/articles/${article.id}/jats`, null);
    expect(jats.body).toContain('<volume>7</volume>');
    expect(jats.body).toContain('<issue>4</issue>');
  });

  it("assigns only the current or a future issue of the submission's journal; authors may not", async () => {
    const j = await journal();
    await createIssue(j.abbreviation, { volume: '7', number: '4', status: 'current' });
    const id = await approvedProof(suite, calls, { journalId: j.id });
    // The editor assigns it to the current issue explicitly; a back issue is not offered.
    const back = await createIssue(j.abbreviation, { volume: '6', number: '1', status: 'back' });
    const refused = await send('PUT', `/api/submissions/${id}/issue`, editor.auth, { issueId: back.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('issueId');
    const other = await createIssue((await journal()).abbreviation, { volume: '1', number: '1' });
    expect((await send('PUT', `/api/submissions/${id}/issue`, editor.auth, { issueId: other.id })).statusCode).toBe(
      400,
    );
    expect((await send('PUT', `/api/submissions/${id}/issue`, author.auth, { issueId: null })).statusCode).toBe(403);
    const options = (await get(`/api/submissions/${id}/issue`, editor.auth)).json();
    expect(options.issueId).toBeNull();
    expect(options.options.map((o: { volume: string; number: string }) => `${o.volume}.${o.number}`)).toEqual(['7.4']);
  });

  it('holds manuscripts assigned to a future issue and publishes them together with the issue', async () => {
    const j = await journal();
    const old = await createIssue(j.abbreviation, { volume: '8', number: '1', status: 'current' });
    const next = await createIssue(j.abbreviation, { volume: '8', number: '2', title: 'Ice worlds' });
    const held = [
      await approvedProof(suite, calls, { journalId: j.id }),
      await approvedProof(suite, calls, { journalId: j.id }),
    ];
    for (const id of held) {
      const assigned = await send('PUT', `/api/submissions/${id}/issue`, editor.auth, { issueId: next.id });
      expect(assigned.statusCode).toBe(200);
      const res = await post(`/api/submissions/${id}/publish`, editor.auth);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ scheduled: true, issue: { id: next.id, volume: '8', number: '2' } });
    }
    // Held: the workflow status is still the spec's proof_approved, and nothing is public yet.
    for (const id of held) {
      const [row] = await t.app.db.select().from(submissions).where(eq(submissions.id, id));
      expect(row.status).toBe('proof_approved');
      expect(row.articleId).toBeNull();
      expect(row.scheduledAt).not.toBeNull();
    }
    expect((await get(`/api/journals/${j.abbreviation}/issues/8/2`, null)).statusCode).toBe(404);

    expect(
      (await post(`/api/admin/journals/${j.abbreviation}/issues/${next.id}/publish`, author.auth)).statusCode,
    ).toBe(404);
    const published = await post(`/api/admin/journals/${j.abbreviation}/issues/${next.id}/publish`, editor.auth);
    expect(published.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(published.json().issue).toMatchObject({ status: 'current', publishedDate: today, articleCount: 2 });
    expect(
      published
        .json()
        .articles.map((a: { submissionId: number }) => a.submissionId)
        .sort(),
    ).toEqual([...held].sort());
    expect(await statusOf(old.id)).toBe('back');
    for (const id of held) expect(await calls.status(id)).toBe('published');
    const rows = await t.app.db.select().from(articles).where(eq(articles.issueId, next.id));
    expect(rows.map((r) => r.publishedDate)).toEqual([today, today]);
    const contents = await get(`/api/journals/${j.abbreviation}/issues/8/2`, null);
    expect(contents.statusCode).toBe(200);
    expect(contents.json().articleCount).toBe(2);
    // Published once: again is a conflict.
    expect(
      (await post(`/api/admin/journals/${j.abbreviation}/issues/${next.id}/publish`, editor.auth)).statusCode,
    ).toBe(409);
  });
});
