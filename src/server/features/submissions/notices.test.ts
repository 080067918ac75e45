/**
 * Acknowledgements and notices (decision 0054): the author is acknowledged at every step and
 * the editors are told of every step, through the outbox, once per step (a retried request is
 * refused and mails nothing), in the submission's mail record; the recipients are the handling
 * editor when assigned, else the inviting editor (reviews) or the proof's uploader
 * (corrections), else the journal's editors-in-chief, else the editors' address of record.
 * Nothing leaks across the double-blind: no reviewer in the author's mails, no author in the
 * reviewer's.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/domain/roles';
import { outbox } from '../../db/schema';
import { createTestUser, giveJournalRole, TEST_PASSWORD, type TestSession } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { passSimilarityCheck } from '../../test/similarity';
import { PDF, workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  journal,
  as: { editor },
} = suite;
const { post, get, upload, draft } = workflowCalls(suite);

const AUTHOR_NAME = 'Ada Quillfeather';
const CO_AUTHORS = 'Grace Hopperton; Katherine Johnsbury';
const REVIEWER_NAME = 'Rhea Vantongeren';

/** A named account of `role`, signed in through POST /api/login. */
async function signInNamed(role: Role, name: string): Promise<TestSession> {
  const user = await createTestUser(t.app, { role, name });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(res.statusCode).toBe(200);
  const token = res.json().token as string;
  return { user, token, refresh: '', auth: { authorization: `Bearer ${token}` } };
}

type Sent = { kind: string; to: string };
const byKindTo = (a: Sent, b: Sent) => `${a.kind} ${a.to}`.localeCompare(`${b.kind} ${b.to}`);

/** The mails of submission `id` (ref `submission:{id}`) that `step` adds to the outbox, as {kind, to}. */
async function mailsOf(id: number, step: () => Promise<unknown>): Promise<Sent[]> {
  const [{ before }] = await t.app.db.select({ before: sql<number>`coalesce(max(${outbox.id}), 0)::int` }).from(outbox);
  await step();
  const rows = await t.app.db
    .select({ kind: outbox.kind, to: outbox.to })
    .from(outbox)
    .where(and(eq(outbox.ref, `submission:${id}`), gt(outbox.id, before)));
  return rows.sort(byKindTo);
}
const expected = (...sent: Sent[]) => [...sent].sort(byKindTo);

/** A draft by `who` in `journalId`, with a manuscript. */
async function manuscript(who: TestSession, journalId: number): Promise<number> {
  const id = await draft(who, { journalId, coAuthors: CO_AUTHORS });
  expect((await upload(`/api/submissions/${id}/upload?kind=manuscript`, who.auth)).statusCode).toBe(201);
  return id;
}

/** `reviewer` invited by `by` and accepting; returns the invitation id. */
async function accepted(id: number, by: TestSession, reviewer: TestSession): Promise<number> {
  const inv = await post(`/api/submissions/${id}/invites`, by.auth, { reviewerEmail: reviewer.user.email });
  expect(inv.statusCode).toBe(201);
  const inviteId = inv.json().inviteId as number;
  expect((await post(`/api/invites/${inviteId}/respond`, reviewer.auth, { accept: true })).statusCode).toBe(200);
  return inviteId;
}

const review = (inviteId: number, reviewer: TestSession, recommendation = 'minor') =>
  upload(`/api/invites/${inviteId}/reviews`, reviewer.auth, 'attachments', 'notes.pdf', PDF, {
    recommendation,
    comments: 'The argument holds; see the notes.',
    conflictOfInterest: 'none',
  });

/** Every outbox mail to `to`, subject and text. */
async function textsTo(to: string): Promise<string[]> {
  const rows = await t.app.db.select().from(outbox).where(eq(outbox.to, to));
  return rows.map((r) => `${r.subject}\n${r.text}`);
}

describe('acknowledgements and notices at every step', () => {
  it('a journal with editors-in-chief and a handling editor: each step mails the expected people once', async () => {
    const author = await signInNamed('author', AUTHOR_NAME);
    const reviewer = await signInNamed('reviewer', REVIEWER_NAME);
    const j = await createJournal(t.app.db, { isHouse: true });
    const chief1 = await signInNamed('editor', 'Chief One');
    const chief2 = await signInNamed('editor', 'Chief Two');
    await giveJournalRole(t.app, chief1.user.id, j.id, 'editor_in_chief');
    await giveJournalRole(t.app, chief2.user.id, j.id, 'editor_in_chief');
    await giveJournalRole(t.app, editor.user.id, j.id, 'editor');
    const a = author.user.email;
    const id = await manuscript(author, j.id);

    // Submitted: the author's acknowledgement; each editor-in-chief (not the plain editor) is told.
    expect(
      await mailsOf(id, async () =>
        expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200),
      ),
    ).toEqual(
      expected(
        { kind: 'workflow.submission_received', to: a },
        { kind: 'workflow.new_submission', to: chief1.user.email },
        { kind: 'workflow.new_submission', to: chief2.user.email },
      ),
    );
    // The same request again: refused, nothing mailed.
    expect(
      await mailsOf(id, async () =>
        expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(409),
      ),
    ).toEqual([]);

    // Assigned: the handling editor is told (the assignment mail).
    const assign = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/submissions/${id}/handling-editor`,
        headers: chief1.auth,
        payload: { userId: editor.user.id },
      });
    expect(await mailsOf(id, async () => expect((await assign()).statusCode).toBe(200))).toEqual(
      expected({ kind: 'workflow.assignment', to: editor.user.email }),
    );

    // Sent to review: the author is told; again: refused, nothing.
    await passSimilarityCheck(t.app, id, editor.auth);
    const send = () => post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' });
    expect(await mailsOf(id, async () => expect((await send()).statusCode).toBe(200))).toEqual(
      expected({ kind: 'workflow.sent_to_review', to: a }),
    );
    expect(await mailsOf(id, async () => expect((await send()).statusCode).toBe(409))).toEqual([]);

    // A review, invited by an editor-in-chief: the handling editor is told, the reviewer thanked.
    const inviteId = await accepted(id, chief1, reviewer);
    expect(
      await mailsOf(id, async () => expect((await review(inviteId, reviewer, 'major')).statusCode).toBe(201)),
    ).toEqual(
      expected(
        { kind: 'workflow.review_submitted', to: editor.user.email },
        { kind: 'workflow.review_received', to: reviewer.user.email },
      ),
    );
    expect(await mailsOf(id, async () => expect((await review(inviteId, reviewer)).statusCode).toBe(409))).toEqual([]);
    // The editors' notice gives the recommendation in words, not the review's text.
    const [notice] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.ref, `submission:${id}`), eq(outbox.kind, 'workflow.review_submitted')));
    expect(notice.text).toContain('Recommendation: Major revision.');
    expect(notice.text).not.toContain('The argument holds');

    // A revision: the author's acknowledgement and the handling editor's notice.
    expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'major' })).statusCode).toBe(200);
    const revise = () =>
      upload(`/api/submissions/${id}/revisions`, author.auth, 'file', 'revised.pdf', PDF, {
        responseToReviewers: 'We added the control experiment.',
      });
    expect(await mailsOf(id, async () => expect((await revise()).statusCode).toBe(201))).toEqual(
      expected(
        { kind: 'workflow.revision_received', to: a },
        { kind: 'workflow.revision_submitted', to: editor.user.email },
      ),
    );
    expect(await mailsOf(id, async () => expect((await revise()).statusCode).toBe(409))).toEqual([]);

    // Round 2, accepted, a proof uploaded by an editor-in-chief.
    expect(await mailsOf(id, async () => expect((await send()).statusCode).toBe(200))).toEqual(
      expected({ kind: 'workflow.sent_to_review', to: a }),
    );
    const second = await accepted(id, editor, reviewer);
    expect((await review(second, reviewer, 'accept')).statusCode).toBe(201);
    expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' })).statusCode).toBe(200);
    expect((await post(`/api/submissions/${id}/production`, editor.auth)).statusCode).toBe(200);
    expect((await upload(`/api/submissions/${id}/proof`, chief1.auth, 'file', 'proof.pdf')).statusCode).toBe(201);

    // Corrections: to the handling editor, not the proof's uploader; the author acknowledged.
    const correct = () =>
      post(`/api/submissions/${id}/proof/corrections`, author.auth, { comments: 'Fix the caption of Figure 2.' });
    expect(await mailsOf(id, async () => expect((await correct()).statusCode).toBe(200))).toEqual(
      expected(
        { kind: 'workflow.proof_corrections_received', to: a },
        { kind: 'workflow.proof_corrections', to: editor.user.email },
      ),
    );
    expect(await mailsOf(id, async () => expect((await correct()).statusCode).toBe(409))).toEqual([]);

    // Approval: the author's acknowledgement and the handling editor's notice; once.
    expect((await upload(`/api/submissions/${id}/proof`, editor.auth, 'file', 'proof-2.pdf')).statusCode).toBe(201);
    const approve = () => post(`/api/submissions/${id}/proof/approve`, author.auth);
    expect(await mailsOf(id, async () => expect((await approve()).statusCode).toBe(200))).toEqual(
      expected(
        { kind: 'workflow.proof_approval_received', to: a },
        { kind: 'workflow.proof_approved', to: editor.user.email },
      ),
    );
    expect(await mailsOf(id, async () => expect((await approve()).statusCode).toBe(409))).toEqual([]);

    // Double-blind: the author's mails never name the reviewer; the reviewer's never the authors.
    const authorTexts = await textsTo(a);
    expect(authorTexts.length).toBeGreaterThanOrEqual(8);
    for (const text of authorTexts) {
      expect(text).not.toContain(REVIEWER_NAME);
      expect(text).not.toContain(reviewer.user.email);
    }
    const reviewerTexts = await textsTo(reviewer.user.email);
    expect(reviewerTexts.some((x) => x.includes('Thank you for reviewing'))).toBe(true);
    for (const text of reviewerTexts) {
      for (const who of [AUTHOR_NAME, a, 'Hopperton', 'Johnsbury']) expect(text).not.toContain(who);
    }

    // The submission's mail record shows them.
    const record = await get(`/api/submissions/${id}/mails`, editor.auth);
    expect(record.statusCode).toBe(200);
    const kinds = new Set((record.json() as { kind: string }[]).map((m) => m.kind));
    for (const kind of [
      'workflow.submission_received',
      'workflow.new_submission',
      'workflow.sent_to_review',
      'workflow.review_submitted',
      'workflow.review_received',
      'workflow.revision_received',
      'workflow.revision_submitted',
      'workflow.proof_corrections_received',
      'workflow.proof_corrections',
      'workflow.proof_approval_received',
      'workflow.proof_approved',
    ])
      expect(kinds).toContain(kind);
  });

  it('a journal without editors-in-chief or handling editor: the inviting editor, the uploader, then the address of record', async () => {
    const author = await signInNamed('author', AUTHOR_NAME);
    const reviewer = await signInNamed('reviewer', REVIEWER_NAME);
    const office = t.app.config.editorialEmail;
    const a = author.user.email;
    const id = await manuscript(author, journal.id);
    expect(
      await mailsOf(id, async () =>
        expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200),
      ),
    ).toEqual(
      expected({ kind: 'workflow.submission_received', to: a }, { kind: 'workflow.new_submission', to: office }),
    );
    await passSimilarityCheck(t.app, id, editor.auth);
    expect((await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' })).statusCode).toBe(200);
    const inviteId = await accepted(id, editor, reviewer);
    expect(await mailsOf(id, async () => expect((await review(inviteId, reviewer)).statusCode).toBe(201))).toEqual(
      expected(
        { kind: 'workflow.review_submitted', to: editor.user.email },
        { kind: 'workflow.review_received', to: reviewer.user.email },
      ),
    );
    expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' })).statusCode).toBe(200);
    expect((await post(`/api/submissions/${id}/production`, editor.auth)).statusCode).toBe(200);
    expect((await upload(`/api/submissions/${id}/proof`, editor.auth, 'file', 'proof.pdf')).statusCode).toBe(201);
    const correct = () =>
      post(`/api/submissions/${id}/proof/corrections`, author.auth, { comments: 'Typo in the title.' });
    expect(await mailsOf(id, async () => expect((await correct()).statusCode).toBe(200))).toEqual(
      expected(
        { kind: 'workflow.proof_corrections_received', to: a },
        { kind: 'workflow.proof_corrections', to: editor.user.email },
      ),
    );
    expect((await upload(`/api/submissions/${id}/proof`, editor.auth, 'file', 'proof-2.pdf')).statusCode).toBe(201);
    expect(
      await mailsOf(id, async () =>
        expect((await post(`/api/submissions/${id}/proof/approve`, author.auth)).statusCode).toBe(200),
      ),
    ).toEqual(
      expected({ kind: 'workflow.proof_approval_received', to: a }, { kind: 'workflow.proof_approved', to: office }),
    );
  });

  it('a revision with no handling editor nor editor-in-chief goes to the address of record', async () => {
    const author = await signInNamed('author', AUTHOR_NAME);
    const reviewer = await signInNamed('reviewer', REVIEWER_NAME);
    const id = await manuscript(author, journal.id);
    expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);
    await passSimilarityCheck(t.app, id, editor.auth);
    expect((await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' })).statusCode).toBe(200);
    expect((await review(await accepted(id, editor, reviewer), reviewer)).statusCode).toBe(201);
    expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'minor' })).statusCode).toBe(200);
    const revised = () => upload(`/api/submissions/${id}/revisions`, author.auth, 'file', 'revised.pdf');
    expect(await mailsOf(id, async () => expect((await revised()).statusCode).toBe(201))).toEqual(
      expected(
        { kind: 'workflow.revision_received', to: author.user.email },
        { kind: 'workflow.revision_submitted', to: t.app.config.editorialEmail },
      ),
    );
  });

  it("the author's withdrawal tells the editors once it was submitted, no one for a draft", async () => {
    const author = await signInNamed('author', AUTHOR_NAME);
    const drafted = await manuscript(author, journal.id);
    expect(
      await mailsOf(drafted, async () =>
        expect((await post(`/api/submissions/${drafted}/withdraw`, author.auth)).statusCode).toBe(200),
      ),
    ).toEqual([]);
    const id = await manuscript(author, journal.id);
    expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);
    expect(
      await mailsOf(id, async () =>
        expect((await post(`/api/submissions/${id}/withdraw`, author.auth)).statusCode).toBe(200),
      ),
    ).toEqual(expected({ kind: 'workflow.author_withdrew', to: t.app.config.editorialEmail }));
    expect(
      await mailsOf(id, async () =>
        expect((await post(`/api/submissions/${id}/withdraw`, author.auth)).statusCode).toBe(409),
      ),
    ).toEqual([]);
  });

  it('two simultaneous submissions of the same draft: one succeeds, and its mails are sent once', async () => {
    const author = await signInNamed('author', AUTHOR_NAME);
    const id = await manuscript(author, journal.id);
    const submit = () => post(`/api/submissions/${id}/submit`, author.auth);
    let codes: number[] = [];
    const sent = await mailsOf(id, async () => {
      codes = (await Promise.all([submit(), submit()])).map((r) => r.statusCode).sort();
    });
    expect(codes).toEqual([200, 409]);
    expect(sent).toEqual(
      expected(
        { kind: 'workflow.submission_received', to: author.user.email },
        { kind: 'workflow.new_submission', to: t.app.config.editorialEmail },
      ),
    );
  });
});
